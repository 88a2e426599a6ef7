import Foundation
import Testing
import TestSupport
@testable import Domain

/// `wf hourly`'s likely ranges come from the report's confidence section, as every other view's do.
@Suite("Hourly likely ranges")
struct HourlyConfidenceTests {
    static let place = PlaceReportTests.place
    static let ensemble = Ensemble(model: "m", fetchedAt: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0,
                                   times: [Date(timeIntervalSince1970: 0)], temperature: [[1], [2], [3]], precipitation: [[0], [0], [1]])

    /// A section that writes the plan each part was asked with.
    final class Sections: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [(ReportPart, ReportPlan)] = []
        var plans: [(ReportPart, ReportPlan)] { lock.withLock { asked } }

        struct Recording: ReportSection {
            let part: ReportPart
            let log: Sections
            var timing: ReportSectionTiming { .besideWeather }

            func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
                log.lock.withLock { log.asked.append((part, plan)) }
                let filled = part
                return ReportFill { parts in
                    if filled == .confidence { parts.confidence = .success(Sourced(Confidence(HourlyConfidenceTests.ensemble), source: .network)) }
                }
            }

            func unavailable(_ error: WeatherError) -> ReportFill { .nothing }
        }
    }

    @Test("The likely ranges are the confidence section's, asked alone, in the units and days of the hours")
    func fromTheSection() async throws {
        let sections = Sections()
        let reports = PlaceReportUseCase(weather: PlaceReportTests.Weather(), forecasts: StubForecasts(place: Self.place),
                                         sections: [Sections.Recording(part: .confidence, log: sections),
                                                    Sections.Recording(part: .alerts, log: sections)])
        let hourly = HourlyForecastUseCase(
            forecasts: StubForecasts(place: Self.place),
            resolveLocation: ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: UnusedPlaces()), ipLocation: UnusedIPLocation()),
            reports: reports)
        let result = try await hourly.execute(.coordinate(Self.place.coordinate), hours: 48, units: .imperial, policy: .refresh)
        #expect(result.confidence == .success(Confidence(Self.ensemble)))
        #expect(sections.plans.map(\.0) == [.confidence])
        let plan = try #require(sections.plans.first?.1)
        #expect(plan.units == .imperial)
        #expect(plan.days == HourlyForecastUseCase.days(covering: 48))
        #expect(plan.policy == .refresh)
    }

    @Test("Without the report's sections, no likely ranges are asked for")
    func without() async throws {
        let hourly = HourlyForecastUseCase(
            forecasts: StubForecasts(place: Self.place),
            resolveLocation: ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: UnusedPlaces()), ipLocation: UnusedIPLocation()))
        let result = try await hourly.execute(.coordinate(Self.place.coordinate), hours: 24, units: .metric, policy: .preferCache)
        #expect(result.confidence == nil)
    }
}
