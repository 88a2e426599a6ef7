import Domain
import Foundation
import Presentation

/// `wf at` as text: the conditions at one point, one fact per line.
enum CurrentWeatherRenderer {
    static func render(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system) -> String {
        let weather = result.value
        let name = TerminalSafe(title ?? weather.displayName).text
        let origin = result.source == .network ? "" : "  (from cache)"
        var lines = [
            style.bold(name) + coordinateSuffix(name, weather.coordinate) + "   \(weather.provider)"
                + "   updated \(WeatherFormat.timestamp(weather.fetchedAt, utcOffset: utcOffset))" + origin,
        ]
        lines += body(weather, style: style)
        if let credit = Credit.line(for: weather.provider) { lines.append(style.dim(credit)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines under the header; shared with `wf here` and the map's panel.
    static func body(_ weather: CurrentWeather, style: TerminalStyle) -> [String] {
        let units = weather.units
        var lines = ["\(style.icon(weather.condition.icon))  \(TerminalSafe(weather.condition.description).text)"]
        var temperature = style.temperature(WeatherFormat.temperature(weather.temperature, units), celsius: units.celsius(weather.temperature))
        if let feels = weather.feelsLike { temperature += " (feels like \(WeatherFormat.temperature(feels, units)))" }
        if let low = weather.minimum, let high = weather.maximum {
            temperature += "   min \(WeatherFormat.temperature(low, units)) · max \(WeatherFormat.temperature(high, units))"
        }
        lines.append(fact("Temperature", temperature))
        lines.append(fact("Humidity", WeatherFormat.percent(weather.humidity)))
        lines.append(fact("Pressure", WeatherFormat.pressure(weather.pressure, units)))
        var wind = WeatherFormat.speed(weather.windSpeed, units)
        if let direction = weather.windDirection {
            wind += " from \(WeatherFormat.compassPoint(direction)) (\(Int(direction.rounded()))°)"
        }
        if let gusts = weather.windGusts { wind += ", gusts " + WeatherFormat.speed(gusts, units) }
        lines.append(fact("Wind", wind))
        if let precipitation = weather.precipitation {
            lines.append(fact("Rain", WeatherFormat.precipitationAmount(precipitation, units) + " in the last hour"))
        }
        if let uv = weather.uvIndex { lines.append(fact("UV index", String(format: "%.0f", uv))) }
        lines.append(fact("Clouds", WeatherFormat.percent(weather.cloudiness)))
        lines.append(fact("Visibility", WeatherFormat.visibility(weather.visibility)))
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            let offset = weather.utcOffsetSeconds
            lines.append(fact("Sun", "rises \(WeatherFormat.localTime(sunrise, utcOffsetSeconds: offset)) · sets \(WeatherFormat.localTime(sunset, utcOffsetSeconds: offset)) local time"))
        }
        return lines
    }

    /// "  (51.51, -0.13)", unless the title already is the coordinate.
    static func coordinateSuffix(_ title: String, _ coordinate: Coordinate) -> String {
        title == coordinate.description ? "" : "  (\(coordinate.description))"
    }

    private static func fact(_ label: String, _ value: String) -> String {
        label.rightPadded(12) + value
    }
}
