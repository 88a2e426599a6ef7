import Foundation
import Testing
import TestSupport
@testable import Domain

/// `wf search`'s report: which parts are asked, when, and with which cache policy.
@Suite("Search report")
struct SearchReportTests {
    static let place = PlaceReportTests.place

    /// A forecast from the source a test names.
    struct Forecasts: ForecastRepository {
        let source: DataSource
        var forecast: Forecast {
            Forecast(place: SearchReportTests.place, units: .metric, provider: "Stub", fetchedAt: Date(timeIntervalSince1970: 0),
                     utcOffsetSeconds: 0, days: [])
        }
        func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
            Sourced(forecast, source: source)
        }
        func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
            Sourced(forecast, source: source)
        }
    }

    /// Each part asked, with its policy and place; a part asked for cached copies only has none.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines.sorted() } }
        func record(_ line: String) { lock.withLock { lines.append(line) } }
    }

    struct Section: ReportSection {
        let part: ReportPart
        let asked: Asked
        var timing: ReportSectionTiming { .besideWeather }

        func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
            asked.record("\(part) \(plan.policy) \(place.name)")
            let missing = plan.policy == .cachedOnly
            let part = part
            return ReportFill { parts in
                let failure = WeatherError.providerUnavailable(provider: "stub", reason: "nothing is cached", outage: .noAnswer)
                switch part {
                case .alerts:
                    parts.alerts = .success(WeatherAlerts(place: SearchReportTests.place, coverage: .nws, source: nil,
                                                          fetchedAt: Date(timeIntervalSince1970: 0), alerts: []))
                case .forecastChange: if missing { parts.forecastChange = .failure(failure) }
                default: if missing { parts.confidence = .failure(failure) }
                }
            }
        }

        func unavailable(_ error: WeatherError) -> ReportFill { .nothing }
    }

    func search(_ source: DataSource, alerts: Bool, asked: Asked) -> SearchReportUseCase {
        let reports = PlaceReportUseCase(weather: PlaceReportTests.Weather(), forecasts: Forecasts(source: source), sections: [
            Section(part: .confidence, asked: asked), Section(part: .forecastChange, asked: asked), Section(part: .alerts, asked: asked),
            Section(part: .airQuality, asked: asked),
        ])
        let forecasts = SearchForecastUseCase(forecasts: Forecasts(source: source), recentQueries: InMemoryRecentQueries(), places: UnusedPlaces())
        return SearchReportUseCase(search: forecasts, reports: reports, partsAhead: nil, plan: ReportPlan(), alerts: alerts)
    }

    @Test("A fresh forecast: the likely highs, the change and (for text) the alerts of the place it found, nothing else")
    func fresh() async throws {
        let asked = Asked()
        let report = try await search(.network, alerts: true, asked: asked)
            .execute(try SearchQuery.validated("berlin"), days: 7, pick: nil, units: .metric, policy: .preferCache)
        #expect(asked.all == ["alerts preferCache Berlin", "confidence preferCache Berlin", "forecast-change preferCache Berlin"])
        #expect(report.parts.alerts != nil)
        let json = Asked()
        _ = try await search(.network, alerts: false, asked: json)
            .execute(try SearchQuery.validated("berlin"), days: 7, pick: nil, units: .metric, policy: .refresh)
        #expect(json.all == ["confidence refresh Berlin", "forecast-change refresh Berlin"])
    }

    @Test("A cached forecast shows the parts' copies kept with it; those missing are asked again, unless offline")
    func cached() async throws {
        let asked = Asked()
        let report = try await search(.cache, alerts: false, asked: asked)
            .execute(try SearchQuery.validated("berlin"), days: 7, pick: nil, units: .metric, policy: .preferCache)
        #expect(asked.all == ["confidence cachedOnly Berlin", "confidence preferCache Berlin",
                              "forecast-change cachedOnly Berlin", "forecast-change preferCache Berlin"])
        #expect(report.parts.confidence == nil && report.parts.forecastChange == nil)
        let offline = Asked()
        let old = try await search(.offline(reason: "down"), alerts: false, asked: offline)
            .execute(try SearchQuery.validated("berlin"), days: 7, pick: nil, units: .metric, policy: .preferCache)
        #expect(offline.all == ["confidence cachedOnly Berlin", "forecast-change cachedOnly Berlin"])
        if case .failure? = old.parts.confidence {} else { Issue.record("offline, a missing copy stays unavailable: \(String(describing: old.parts.confidence))") }
    }
}
