import DataAccess
import Domain
import Foundation
import WeatherTerminal

/// The one report of a place (`PlaceReportUseCase`) with every side section (`SideSection.all`), and the
/// plan a command's output asks for: a status line's template asks only for what it shows.
extension AppDIContainer {
    func placeReport() throws -> PlaceReportUseCase {
        let repositories = try repositories()
        let setup = SectionSetup(repositories: repositories, resolveLocation: try resolveLocation(),
                                 weatherProvider: try settings.provider().id, now: now)
        let sections = SideSection.all.compactMap { $0.builder.section(setup) }
        return PlaceReportUseCase(weather: repositories.currentWeather, forecasts: repositories.forecasts, sections: sections)
    }

    /// `format` asks for its codes' parts only; otherwise the view decides (`ReportPart.shownIn`):
    /// `--json` has no sky, and only JSON with the days ahead has the likely highs.
    /// `forecast: false` for a view of the weather now only (`wf at`), whatever the format asks.
    /// `view` for a view that is not one place's text or JSON (a list, the weather alone).
    func reportPlan(format: OneLineFormat?, json: Bool = false, forecast: Bool = true, policy: CachePolicy = .preferCache,
                    view asked: ReportView? = nil) throws -> ReportPlan {
        let view: ReportView = asked ?? (json ? (forecast ? .jsonWithDays : .json) : .text)
        // A side part may take as long as the weather may (its timeout on each attempt, and the
        // backoff between them: under a second for wf's retries), never longer: the run ends
        // within timeout × attempts + 2 s whatever a side source does.
        let sideDeadline = Duration.seconds(try settings.timeout() * Double(try settings.retries() + 1) + 1)
        return ReportPlan(parts: format?.parts, view: view, includesForecast: forecast && (format?.needsForecast ?? true), policy: policy,
                          airQualityScale: try settings.aqiScale(), sideDeadline: sideDeadline)
    }
}

extension ReportPlan {
    /// The same plan with another cache policy: a status line's waits at most `status-timeout`.
    func with(_ policy: CachePolicy) -> ReportPlan {
        var plan = self
        plan.policy = policy
        return plan
    }
}
