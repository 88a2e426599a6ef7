import DataAccess
import Domain
import Foundation
import WeatherTerminal

/// The one report of a place (`PlaceReportUseCase`) with every side section listed once, and the
/// plan a command's output asks for: a status line's template asks only for what it shows.
extension AppDIContainer {
    func placeReport() throws -> PlaceReportUseCase {
        let repositories = try repositories()
        var sections: [any ReportSection] = [
            AirQualitySection(try airQuality()),
            RainSoonSection(try nowcast(), sameServerAsWeather: try settings.provider() == .openMeteo),
            AlertsSection(try alerts()),
            SkySection(now: now),
            ClimateSection(repositories.climate),
        ]
        if let ensembles = repositories.ensembles {
            sections.append(ConfidenceSection(ensembles, longestDays: SourceDescription.ensembleLongestDays))
        }
        if let previousRuns = repositories.previousRuns {
            sections.append(ForecastChangeSection(previousRuns, now: now))
        }
        return PlaceReportUseCase(weather: repositories.currentWeather, forecasts: repositories.forecasts, sections: sections)
    }

    /// `format` asks for its codes' parts only; `--json` has no sky; text has everything.
    /// `forecast: false` for a view of the weather now only (`wf at`), whatever the format asks.
    func reportPlan(format: OneLineFormat?, json: Bool = false, forecast: Bool = true, policy: CachePolicy = .preferCache) throws -> ReportPlan {
        var parts = ReportPart.all
        if let format {
            parts = parts.filter {
                switch $0 {
                case .airQuality: format.needsAirQuality
                case .rainSoon: format.needsNowcast
                case .alerts: format.needsAlerts
                case .sky: format.needsSky
                case .climate: format.needsClimate
                // No code shows them: a status line never asks.
                case .confidence, .forecastChange: false
                }
            }
        } else if json {
            parts.remove(.sky)
        }
        // The likely highs are of the days ahead, and only JSON shows them in a report (`wf search`
        // asks for its own): a view of the weather now, or text, does not cost an ensemble.
        if !forecast || !json { parts.remove(.confidence) }
        // A side part may take as long as the weather may (its timeout on each attempt, and the
        // backoff between them: under a second for wf's retries), never longer: the run ends
        // within timeout × attempts + 2 s whatever a side source does.
        let sideDeadline = Duration.seconds(try settings.timeout() * Double(try settings.retries() + 1) + 1)
        return ReportPlan(parts: parts, includesForecast: forecast && (format?.needsForecast ?? true), policy: policy,
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
