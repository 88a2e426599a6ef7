import Domain
import Foundation
import Presentation

/// `wf search` as text: a header, one line per day, other matches, and the provider's credit.
enum ForecastRenderer {
    static func render(_ result: Sourced<Forecast>, days limit: Int? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let forecast = result.value
        var lines = [header(forecast, source: result.source, style: style, utcOffset: utcOffset)]
        let days = limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days
        lines += days.map { line(for: $0, units: forecast.units, style: style) }
        if days.isEmpty { lines.append(style.dim("(the provider sent no days)")) }
        if !forecast.alternatives.isEmpty {
            let names = forecast.alternatives.map(\.displayName).map { TerminalSafe($0).text }.joined(separator: "; ")
            lines.append(style.dim("also: \(names)"))
        }
        if let credit = Credit.line(for: forecast.provider) { lines.append(style.dim(credit)) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func header(_ forecast: Forecast, source: DataSource, style: TerminalStyle, utcOffset: UTCOffset) -> String {
        let place = forecast.place
        let origin = source == .network ? "" : "  (from cache)"
        return style.bold(TerminalSafe(place.shortName).text)
            + "  (\(place.coordinate.description))   \(forecast.units.rawValue)   \(forecast.provider)"
            + "   updated \(WeatherFormat.timestamp(forecast.fetchedAt, utcOffset: utcOffset))" + origin
    }

    static func line(for day: DailyForecast, units: Units, style: TerminalStyle) -> String {
        let range = WeatherFormat.temperatureRange(day.temperature, units)
        let temperature = style.temperature(range.padding(toLength: 24, withPad: " ", startingAt: 0),
                                            celsius: units.celsius(day.temperature.average))
        return [
            WeatherFormat.day(day.date),
            style.icon(day.condition.icon),
            temperature,
            WeatherFormat.pressure(day.pressure).leftPadded(8),
            WeatherFormat.percent(day.humidity).leftPadded(5),
            TerminalSafe(day.condition.description).text,
        ].joined(separator: "   ")
    }
}

/// Attribution the providers ask for.
enum Credit {
    static func line(for provider: String) -> String? {
        provider == "Open-Meteo" ? "Weather data by Open-Meteo.com (CC BY 4.0)" : nil
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
