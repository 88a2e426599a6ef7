import Domain
import Foundation
import Presentation

/// `wf at` as text: the conditions at one point, one fact per line.
public enum CurrentWeatherRenderer {
    /// `wf at`: the weather with the air and rain-soon lines fetched beside it.
    public static func render(_ report: PlaceReport, style: TerminalStyle, utcOffset: UTCOffset, now: Date = Date()) -> String {
        AlertsRenderer.withBanner(render(report.current, style: style, utcOffset: utcOffset, airQuality: report.airQuality,
                                         nowcast: report.nowcast, now: now, climateOf: report), report.alerts, style: style,
                                  clock: utcOffset, now: now)
    }

    /// `airQuality`, `nowcast`, `climateOf`'s climate: the lines `wf at` adds under the weather (see `LocationReportRenderer.addAir`).
    public static func render(_ result: Sourced<CurrentWeather>, title: String? = nil, style: TerminalStyle, utcOffset: UTCOffset,
                              airQuality: Result<AirQualityUseCase.Result, WeatherError>? = nil,
                              nowcast: Result<Sourced<Nowcast>, WeatherError>? = nil, now: Date = Date(),
                              climateOf report: PlaceReport? = nil) -> String {
        if style.accessible {
            return AccessibleRenderer.current(result, title: title, style: style, utcOffset: utcOffset, airQuality: airQuality,
                                              nowcast: nowcast, now: now, climateOf: report)
        }
        let weather = result.value
        let name = TerminalSafe(title ?? weather.displayName).text
        let updated = ForecastRenderer.updatedNote(weather.fetchedAt, source: result.source, style: style, utcOffset: utcOffset, now: now)
        var parts: [HeaderLine.Part] = [.init(weather.provider, priority: 2), .init(updated, priority: 3)]
        if name != weather.coordinate.description {
            parts.insert(.init("(\(weather.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        var lines = [HeaderLine(title: name, parts: parts).render(style: style)]
        var facts = body(weather, style: style, clock: utcOffset)
        if let nowcast { LocationReportRenderer.addRain(nowcast, to: &facts, style: style, now: now, utcOffset: utcOffset) }
        if let airQuality { LocationReportRenderer.addAir(airQuality, to: &facts, style: style, utcOffset: utcOffset, now: now) }
        if let report { facts.addClosingParts(of: report, style: style) }
        lines += facts.lines(width: style.width)
        if let credit = style.credits.line(for: weather.provider, width: style.width, words: style.phrasebook) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// The lines under the header, one short fact each so that they fit 40 columns; shared with
    /// `wf here` and the map's panel, which add facts of their own.
    static func body(_ weather: CurrentWeather, style: TerminalStyle, clock: UTCOffset) -> Facts {
        let units = weather.units
        let words = style.phrasebook
        var facts = Facts(words: words)
        func fact(_ label: Phrase, _ value: String) { facts.add(label, value) }
        let description = TerminalSafe(words.condition(weather.condition)).text
        // An icon as a word (no Unicode, or a pipe) is what the description already says.
        facts.add(text: style.unicode && style.iconGlyphs || description.isEmpty ? "\(style.icon(weather.condition.icon))  \(description)" : description)
        var temperature = style.temperature(words.temperature(weather.temperature, units), celsius: units.celsius(weather.temperature))
        if let feels = weather.feelsLike {
            temperature = words(.factFeelsLike(temperature: temperature, feels: words.temperature(feels, units)))
        }
        fact(.factTemperature, temperature)
        if let low = weather.minimum, let high = weather.maximum {
            fact(.factToday, words(.factLowHigh(low: words.temperature(low, units), high: words.temperature(high, units))))
        }
        fact(.factHumidity, words.percent(weather.humidity))
        fact(.factPressure, words.pressure(weather.pressure, units))
        var wind = words.speed(weather.windSpeed, units)
        if let direction = weather.windDirection {
            wind = words(.factWindFrom(speed: wind, direction: words.compassPoint(direction), degrees: WeatherFormat.degrees(direction)))
        }
        fact(.factWind, wind)
        if let gusts = weather.windGusts { fact(.factGusts, words.speed(gusts, units)) }
        if let precipitation = weather.precipitation {
            fact(.factRain, words(.factRainLastHour(amount: words.precipitationAmount(precipitation, units))))
        }
        if let uv = weather.uvIndex { fact(.factUvIndex, String(format: "%.0f", uv)) }
        fact(.factClouds, words.percent(weather.cloudiness))
        fact(.factVisibility, words.visibility(weather.visibility))
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            fact(.factSun, words(.factSunriseSunset(sunrise: words.cellTime(sunrise, on: clock), sunset: words.clockTime(sunset, on: clock))))
        }
        return facts
    }
}
