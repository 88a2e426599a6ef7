import Foundation

/// The Sun and the Moon today at the place, on its clocks: computed once the weather has come (its
/// offset is the clock of a place with no known zone), never fetched.
public struct SkySection: ReportSection {
    let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    public var part: ReportPart { .sky }
    public var timing: ReportSectionTiming { .afterWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let clock = SkyReport.Clock(for: place, providerOffsetSeconds: report?.current.value.utcOffsetSeconds)
        let sky = SkyReport.today(at: place, clock: clock, now: now(), withMoonRiseAndSet: plan.moonRiseAndSet)
        return ReportFill { $0.sky = sky }
    }

    /// Computed here, never cut off.
    public func unavailable(_ error: WeatherError) -> ReportFill { .nothing }
}

extension ReportPart {
    /// Computed, never fetched; no `--json` document has it.
    public static let sky = ReportPart("sky", sourceName: "the sky", field: "sky", shownIn: [.text])
}

extension ReportParts {
    /// The Sun and the Moon today at the place (`wf here`).
    public var sky: SkyReport? {
        get { (self[.sky] as Result<SkyReport, WeatherError>?).flatMap { try? $0.get() } }
        set { self[.sky] = newValue.map { Result<SkyReport, WeatherError>.success($0) } }
    }
}

extension PlaceReport {
    public var sky: SkyReport? {
        get { parts.sky }
        set { parts.sky = newValue }
    }
}
