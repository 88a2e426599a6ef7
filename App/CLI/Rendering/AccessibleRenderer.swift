import Domain
import Foundation
import Presentation

/// Every result as plain sentences, one a line, for a screen reader (`--accessible`).
enum AccessibleRenderer {
    static func search(_ result: Sourced<Forecast>, days limit: Int?, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let forecast = result.value
        let place = forecast.place.displayName
        var lines = [source("Forecast for \(place)", forecast.provider, forecast.fetchedAt, result.source, utcOffset)]
        let days = limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days
        lines += days.map { Sentences.day($0, place: forecast.place.name, units: forecast.units) }
        if days.isEmpty { lines.append("The provider sent no days.") }
        if !forecast.alternatives.isEmpty {
            lines.append("Other places with this name: " + forecast.alternatives.map(\.displayName).joined(separator: "; ") + ".")
        }
        lines += credit(forecast.provider)
        return finish(lines, style)
    }

    static func hourly(_ hours: HourlyViewModel.Hours, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let forecast = hours.forecast.value
        var lines = [source("Hourly forecast for \(forecast.place.displayName)", forecast.provider, forecast.fetchedAt,
                            hours.forecast.source, utcOffset)]
        lines += hours.points.map { Sentences.hour($0, units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds) }
        if hours.points.isEmpty { lines.append("The forecast has no hours from now on.") }
        lines += credit(forecast.provider)
        return finish(lines, style)
    }

    static func current(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let weather = result.value
        var lines = [Sentences.current(weather, place: title ?? weather.displayName)]
        lines.append(source("The data comes", weather.provider, weather.fetchedAt, result.source, utcOffset))
        lines += credit(weather.provider)
        return finish(lines, style)
    }

    static func report(_ report: LocationReport, style: TerminalStyle, utcOffset: UTCOffset = .system, now: Date = Date()) -> String {
        var current = report.current.value
        if let today = report.forecast?.value.days.first {
            current.sunrise = current.sunrise ?? today.sunrise
            current.sunset = current.sunset ?? today.sunset
        }
        var lines = [Sentences.current(current, place: report.title)]
        if let forecast = report.forecast?.value {
            let points = forecast.hours(LocationReportRenderer.outlookHours, from: now)
            if let chance = points.compactMap(\.precipitation.probability).max() {
                lines.append("Chance of rain in the next \(LocationReportRenderer.outlookHours) hours: \(Sentences.number(chance, decimals: 0)) percent.")
            }
            lines.append("The next \(LocationReportRenderer.forecastDays) days:")
            lines += forecast.days.prefix(LocationReportRenderer.forecastDays).map {
                Sentences.day($0, place: report.shortTitle, units: forecast.units)
            }
        }
        var updated = "Last updated \(WeatherFormat.timestamp(report.lastUpdated, utcOffset: utcOffset))"
        if report.offlineReason != nil { updated += ", offline: this is the cached copy" }
        lines.append(updated + ".")
        lines += credit(report.current.value.provider)
        return finish(lines, style)
    }

    static func favourites(_ rows: [FavouriteWeather], style: TerminalStyle) -> String {
        guard !rows.isEmpty else { return "You have no favourites yet. Add one with: wf fav add, then a place.\n" }
        var lines = ["\(rows.count) favourite\(rows.count == 1 ? "" : "s")."]
        var provider: String?
        for (index, row) in rows.enumerated() {
            let name = row.favourite.place.displayName
            switch row.weather {
            case .success(let sourced):
                let weather = sourced.value
                provider = weather.provider
                lines.append("\(index + 1). \(name): \(weather.condition.description.isEmpty ? weather.condition.category.englishName : weather.condition.description), "
                             + "\(Sentences.temperature(weather.temperature, weather.units))\(sourced.source == .network ? "" : ", from the cache").")
            case .failure(let error):
                lines.append("\(index + 1). \(name): no weather, because \(WeatherErrorMessage(error, remedies: .commandLine).text).")
            }
        }
        if let provider { lines += credit(provider) }
        return finish(lines, style)
    }

    /// "Forecast for Berlin, DE, from Open-Meteo, updated 2026-11-23 10:04, from the cache."
    private static func source(_ what: String, _ provider: String, _ fetchedAt: Date, _ source: DataSource, _ utcOffset: UTCOffset) -> String {
        let origin = switch source {
        case .network: ""
        case .cache: ", from the cache"
        case .offline: ", offline: this is the cached copy"
        }
        return "\(what), from \(provider), updated \(WeatherFormat.timestamp(fetchedAt, utcOffset: utcOffset))\(origin)."
    }

    private static func credit(_ provider: String) -> [String] {
        Credit.spoken(for: provider).map { [$0] } ?? []
    }

    private static func finish(_ lines: [String], _ style: TerminalStyle) -> String {
        var plain = style
        plain.accessible = true
        plain.unicode = false
        return plain.finish(lines.map { TerminalSafe($0, maxLength: 2000).text })
    }
}
