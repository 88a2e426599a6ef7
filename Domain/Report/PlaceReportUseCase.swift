/// One report of a place for every view (`here`, `at`, `fav show`, the app's place screen, the map
/// panels): the weather, and beside it each side part the plan asks for, each with its own result.
/// Parts that ask other hosts run at the same time as the weather; those that need the weather, or
/// ask its own server, once it has come. Only the weather can fail the report.
public struct PlaceReportUseCase: Sendable {
    let weather: any CurrentWeatherRepository
    let forecasts: any ForecastRepository
    public let sections: [any ReportSection]

    public init(weather: any CurrentWeatherRepository, forecasts: any ForecastRepository, sections: [any ReportSection]) {
        self.weather = weather
        self.forecasts = forecasts
        self.sections = sections
    }

    public func execute(for place: Place, units: Units, plan: ReportPlan) async throws -> PlaceReport {
        let asked = sections.filter { plan.parts.contains($0.part) }
        let beside = asked.filter { $0.timing == .besideWeather }
        let deadline = plan.sideDeadline.map { ContinuousClock.now + $0 }
        async let besideFills = Self.fills(beside, for: place, weather: nil, plan: plan, until: deadline)
        async let current = weather.currentWeather(at: place.coordinate, units: units, policy: plan.policy)
        async let forecast = plan.includesForecast
            ? forecasts.forecast(for: place, days: Forecast.defaultDays, units: units, policy: plan.policy) : nil
        // When the weather fails, the side parts still running are cancelled (and their requests with them).
        var report = PlaceReport(place: place, current: try await current, forecast: try await forecast)
        for fill in await besideFills { fill.apply(&report) }
        let after = asked.filter { $0.timing == .afterWeather }
        for fill in await Self.fills(after, for: place, weather: report, plan: plan, until: deadline) { fill.apply(&report) }
        return report
    }

    private static func fills(_ sections: [any ReportSection], for place: Place, weather: PlaceReport?,
                              plan: ReportPlan, until deadline: ContinuousClock.Instant?) async -> [ReportFill] {
        await withTaskGroup(of: ReportFill.self) { group in
            for section in sections {
                group.addTask { await bounded(section, until: deadline) { await section.fill(for: place, weather: weather, plan: plan) } }
            }
            var all: [ReportFill] = []
            for await fill in group { all.append(fill) }
            return all
        }
    }

    /// `work`, or the part as unavailable when `deadline` comes first; the work is then cancelled,
    /// and its request with it.
    private static func bounded(_ section: any ReportSection, until deadline: ContinuousClock.Instant?,
                                _ work: @escaping @Sendable () async -> ReportFill) async -> ReportFill {
        guard let deadline else { return await work() }
        return await withTaskGroup(of: ReportFill?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(until: deadline)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? section.unavailable(.providerUnavailable(provider: section.part.sourceName,
                                                                      reason: "no answer in time beside the weather", outage: .noAnswer))
        }
    }
}
