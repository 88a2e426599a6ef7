import Domain
import Foundation
import Presentation

/// `wf here` and `wf fav show`: current weather, the next days, and when it was last updated.
enum LocationReportRenderer {
    static let forecastDays = 5

    static func render(_ report: LocationReport, style: TerminalStyle, utcOffset: UTCOffset = .system, refreshFailure: String? = nil) -> String {
        let current = report.current.value
        let title = TerminalSafe(report.title).text
        var lines = [style.bold(title) + CurrentWeatherRenderer.coordinateSuffix(title, current.coordinate) + "   \(current.provider)"]
        lines += CurrentWeatherRenderer.body(current, style: style)
        if let forecast = report.forecast?.value {
            lines.append("")
            lines.append(style.bold("Next \(forecastDays) days"))
            lines += forecast.days.prefix(forecastDays).map { ForecastRenderer.line(for: $0, units: forecast.units, style: style) }
        }
        lines.append("")
        var updated = "Last updated \(WeatherFormat.timestamp(report.lastUpdated, utcOffset: utcOffset))"
        if report.offlineReason != nil || refreshFailure != nil { updated += " (offline: showing the cached copy)" }
        lines.append(style.dim(updated))
        if let refreshFailure { lines.append(style.paint("Refresh failed: \(TerminalSafe(refreshFailure).text)", .yellow)) }
        if let credit = Credit.line(for: current.provider) { lines.append(style.dim(credit)) }
        return lines.joined(separator: "\n") + "\n"
    }
}
