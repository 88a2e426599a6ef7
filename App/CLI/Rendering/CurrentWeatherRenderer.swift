import Domain
import Foundation
import Presentation

/// `wf at` as text: the conditions at one point, one fact per line.
enum CurrentWeatherRenderer {
    static func render(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        if style.accessible { return AccessibleRenderer.current(result, title: title, style: style, utcOffset: utcOffset) }
        let weather = result.value
        let name = TerminalSafe(title ?? weather.displayName).text
        let updated = "updated \(WeatherFormat.timestamp(weather.fetchedAt, utcOffset: utcOffset))"
            + (result.source == .network ? "" : "  (from cache)")
        var parts: [HeaderLine.Part] = [.init(weather.provider, priority: 2), .init(updated, priority: 3)]
        if name != weather.coordinate.description {
            parts.insert(.init("(\(weather.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        var lines = [HeaderLine(title: name, parts: parts).render(style: style)]
        lines += body(weather, style: style)
        if let credit = Credit.line(for: weather.provider, width: style.width) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// The lines under the header, one short fact each so that they fit 40 columns; shared with
    /// `wf here` and the map's panel.
    static func body(_ weather: CurrentWeather, style: TerminalStyle) -> [String] {
        let units = weather.units
        let description = TerminalSafe(weather.condition.description).text
        // Without Unicode the icon is a word, and the description already says it.
        var lines = [style.unicode || description.isEmpty ? "\(style.icon(weather.condition.icon))  \(description)" : description]
        var temperature = style.temperature(WeatherFormat.temperature(weather.temperature, units), celsius: units.celsius(weather.temperature))
        if let feels = weather.feelsLike { temperature += ", feels like \(WeatherFormat.temperature(feels, units))" }
        lines.append(fact("Temperature", temperature))
        if let low = weather.minimum, let high = weather.maximum {
            lines.append(fact("Today", "min \(WeatherFormat.temperature(low, units)) · max \(WeatherFormat.temperature(high, units))"))
        }
        lines.append(fact("Humidity", WeatherFormat.percent(weather.humidity)))
        lines.append(fact("Pressure", WeatherFormat.pressure(weather.pressure, units)))
        var wind = WeatherFormat.speed(weather.windSpeed, units)
        if let direction = weather.windDirection {
            wind += " from \(WeatherFormat.compassPoint(direction)) (\(WeatherFormat.degrees(direction)))"
        }
        lines.append(fact("Wind", wind))
        if let gusts = weather.windGusts { lines.append(fact("Gusts", WeatherFormat.speed(gusts, units))) }
        if let precipitation = weather.precipitation {
            lines.append(fact("Rain", WeatherFormat.precipitationAmount(precipitation, units) + " in the last hour"))
        }
        if let uv = weather.uvIndex { lines.append(fact("UV index", String(format: "%.0f", uv))) }
        lines.append(fact("Clouds", WeatherFormat.percent(weather.cloudiness)))
        lines.append(fact("Visibility", WeatherFormat.visibility(weather.visibility)))
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            let offset = weather.utcOffsetSeconds
            lines.append(fact("Sun", "rises \(WeatherFormat.localTime(sunrise, utcOffsetSeconds: offset)) · sets \(WeatherFormat.localTime(sunset, utcOffsetSeconds: offset))"))
        }
        return lines
    }

    private static func fact(_ label: String, _ value: String) -> String {
        label.rightPadded(12) + value
    }
}
