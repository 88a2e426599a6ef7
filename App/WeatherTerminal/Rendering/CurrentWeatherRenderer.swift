import Domain
import Foundation
import Presentation

/// `wf at` as text: the conditions at one point, one fact per line.
public enum CurrentWeatherRenderer {
    /// `wf at`: the weather with the air and rain-soon lines fetched beside it.
    public static func render(_ report: LocationReport, style: TerminalStyle, utcOffset: UTCOffset = .system, now: Date = Date()) -> String {
        render(report.current, style: style, utcOffset: utcOffset, airQuality: report.airQuality, nowcast: report.nowcast, now: now)
    }

    /// `airQuality`, `nowcast`: the lines `wf at` adds under the weather (see `LocationReportRenderer.airLine`).
    public static func render(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset = .system,
                              airQuality: Result<AirQualityUseCase.Result, WeatherError>? = nil,
                              nowcast: Result<Sourced<Nowcast>, WeatherError>? = nil, now: Date = Date()) -> String {
        if style.accessible {
            return AccessibleRenderer.current(result, title: title, style: style, utcOffset: utcOffset, airQuality: airQuality,
                                              nowcast: nowcast, now: now)
        }
        let weather = result.value
        let name = TerminalSafe(title ?? weather.displayName).text
        let updated = ForecastRenderer.updatedNote(weather.fetchedAt, source: result.source, style: style, utcOffset: utcOffset)
        var parts: [HeaderLine.Part] = [.init(weather.provider, priority: 2), .init(updated, priority: 3)]
        if name != weather.coordinate.description {
            parts.insert(.init("(\(weather.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        var lines = [HeaderLine(title: name, parts: parts).render(style: style)]
        lines += body(weather, style: style)
        if let nowcast { lines += LocationReportRenderer.rainLine(nowcast, style: style, now: now, utcOffset: utcOffset) }
        if let airQuality { lines += LocationReportRenderer.airLine(airQuality, style: style, utcOffset: utcOffset) }
        if let credit = style.credits.line(for: weather.provider, width: style.width, words: style.phrasebook) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// The lines under the header, one short fact each so that they fit 40 columns; shared with
    /// `wf here` and the map's panel.
    static func body(_ weather: CurrentWeather, style: TerminalStyle) -> [String] {
        let units = weather.units
        let words = style.phrasebook
        let fact = Fact(style: style)
        let description = TerminalSafe(words.condition(weather.condition)).text
        // An icon as a word (no Unicode, or a pipe) is what the description already says.
        var lines = [style.unicode && style.iconGlyphs || description.isEmpty ? "\(style.icon(weather.condition.icon))  \(description)" : description]
        var temperature = style.temperature(words.temperature(weather.temperature, units), celsius: units.celsius(weather.temperature))
        if let feels = weather.feelsLike {
            temperature = words(.factFeelsLike, ["temperature": temperature, "feels": words.temperature(feels, units)])
        }
        lines += fact(.factTemperature, temperature)
        if let low = weather.minimum, let high = weather.maximum {
            lines += fact(.factToday, words(.factLowHigh, ["low": words.temperature(low, units), "high": words.temperature(high, units)]))
        }
        lines += fact(.factHumidity, words.percent(weather.humidity))
        lines += fact(.factPressure, words.pressure(weather.pressure, units))
        var wind = words.speed(weather.windSpeed, units)
        if let direction = weather.windDirection {
            wind = words(.factWindFrom, ["speed": wind, "direction": words.compassPoint(direction), "degrees": WeatherFormat.degrees(direction)])
        }
        lines += fact(.factWind, wind)
        if let gusts = weather.windGusts { lines += fact(.factGusts, words.speed(gusts, units)) }
        if let precipitation = weather.precipitation {
            lines += fact(.factRain, words(.factRainLastHour, ["amount": words.precipitationAmount(precipitation, units)]))
        }
        if let uv = weather.uvIndex { lines += fact(.factUvIndex, String(format: "%.0f", uv)) }
        lines += fact(.factClouds, words.percent(weather.cloudiness))
        lines += fact(.factVisibility, words.visibility(weather.visibility))
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            let offset = weather.utcOffsetSeconds
            lines += fact(.factSun, words(.factSunriseSunset, ["sunrise": WeatherFormat.localTime(sunrise, utcOffsetSeconds: offset),
                                                               "sunset": WeatherFormat.localTime(sunset, utcOffsetSeconds: offset)]))
        }
        return lines
    }
}

/// "Humidity    81 %": a label padded so that the values of one report line up, in any language.
/// A value too long for the width goes on under itself, broken between words, so that a narrow
/// screen never cuts a number.
struct Fact {
    let words: Phrasebook
    /// 12 columns in English, as before; wider where a language's labels are longer.
    let labelWidth: Int
    /// Columns a line may use.
    let width: Int

    /// The labels a report can use; the widest sets the column.
    static let labels: [Phrase] = [.factTemperature, .factToday, .factHumidity, .factPressure, .factWind, .factGusts,
                                   .factRain, .factUvIndex, .factClouds, .factVisibility, .factSun, .factNextHours, .skyHere, .reportAir]

    init(words: Phrasebook, width: Int = .max) {
        self.words = words
        self.width = width
        labelWidth = max(12, (Self.labels.map { words($0, ["hours": "6"]).terminalColumns }.max() ?? 0) + 1)
    }

    init(style: TerminalStyle) {
        self.init(words: style.phrasebook, width: style.width)
    }

    func callAsFunction(_ label: Phrase, _ value: String, values: [String: String] = [:]) -> [String] {
        let indent = String(repeating: " ", count: labelWidth)
        return Self.wrapped(value, columns: max(width - labelWidth, 10)).enumerated().map { index, line in
            (index == 0 ? words(label, values).rightPadded(labelWidth) : indent) + line
        }
    }

    /// The value in lines of at most `columns` visible columns (colour codes do not count), broken
    /// between words; a word longer than a line stays whole for the terminal to show as it can.
    static func wrapped(_ value: String, columns: Int) -> [String] {
        guard TerminalStyle.visibleCount(value) > columns else { return [value] }
        var lines: [String] = [], line = ""
        for word in value.split(separator: " ").map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || TerminalStyle.visibleCount(candidate) <= columns {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        return lines + [line]
    }
}
