import Domain
import Foundation
import Presentation

/// `wf here` and `wf fav show`: current weather, the next days, and when it was last updated.
public enum LocationReportRenderer {
    static let forecastDays = 5

    /// The window for "chance of rain soon".
    static let outlookHours = 6

    /// An alert in force is part of the report, a banner above it in every view that shows it.
    public static func render(_ report: PlaceReport, style: TerminalStyle, utcOffset: UTCOffset,
                              now: Date = Date(), refreshFailure: String? = nil) -> String {
        AlertsRenderer.withBanner(body(report, style: style, utcOffset: utcOffset, now: now, refreshFailure: refreshFailure),
                                  report.alerts, style: style, clock: utcOffset, now: now)
    }

    static func body(_ report: PlaceReport, style: TerminalStyle, utcOffset: UTCOffset,
                     now: Date, refreshFailure: String?) -> String {
        if style.accessible {
            return AccessibleRenderer.report(report, style: style, utcOffset: utcOffset, now: now, refreshFailure: refreshFailure)
        }
        var current = report.current.value
        let words = style.phrasebook
        let title = TerminalSafe(report.title).text
        var parts: [HeaderLine.Part] = [.init(current.provider, priority: 2)]
        if title != current.coordinate.description {
            parts.insert(.init("(\(current.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        var lines = [HeaderLine(title: title, parts: parts).render(style: style)]
        if let today = report.forecast?.value.days.first(where: { $0.sunrise != nil || $0.sunset != nil }),
           current.sunrise == nil || current.sunset == nil {
            current.sunrise = current.sunrise ?? today.sunrise
            current.sunset = current.sunset ?? today.sunset
        }
        var facts = CurrentWeatherRenderer.body(current, style: style, clock: utcOffset)
        if let sky = report.sky { SkyRenderer.addToday(sky, to: &facts, style: style, clock: utcOffset) }
        if let nowcast = report.nowcast { addRain(nowcast, to: &facts, style: style, now: now, utcOffset: utcOffset) }
        if let air = report.airQuality { addAir(air, to: &facts, style: style, utcOffset: utcOffset, now: now) }
        if let forecast = report.forecast?.value { addRainOutlook(forecast, to: &facts, now: now, style: style) }
        facts.addClosingParts(of: report, style: style)
        lines += facts.lines(width: style.width)
        if let forecast = report.forecast?.value {
            lines.append("")
            lines.append(style.bold(words(.reportNextDays(days: String(forecastDays)))))
            lines += ForecastRenderer.dayLines(Array(forecast.days.prefix(forecastDays)), units: forecast.units, style: style)
        }
        lines.append("")
        var updated = words(.reportLastUpdated(time: words.timestamp(report.lastUpdated, on: utcOffset)))
        if report.offlineReason != nil || refreshFailure != nil, let old = words.copyLabel(.old(Age(since: report.lastUpdated, now: now))) {
            updated += " " + old
        }
        // Wrapped, never cut: "(old: 3 hours)" is what a narrow screen must not lose.
        lines += updated.wrapped(columns: style.width).map(style.dim)
        if let refreshFailure {
            let failure = words(.reportRefreshFailed(reason: TerminalSafe(refreshFailure).text))
            lines += failure.wrapped(columns: style.width).map { style.paint($0, .yellow) }
        }
        if let credit = style.credits.line(for: current.provider, width: style.width, words: words) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// "Air         European AQI 36: fair, mostly ozone", or that it is unavailable (a note, not a failure).
    static func addAir(_ air: Result<AirQualityUseCase.Result, WeatherError>, to facts: inout Facts, style: TerminalStyle,
                       utcOffset: UTCOffset, now: Date) {
        let words = style.phrasebook
        switch air {
        case .success(let air):
            let copy = oldCopy(air.airQuality.source, air.airQuality.value.fetchedAt, style: style, now: now)
            facts.add(.reportAir, words.airLine(air) + copy)
        case .failure(let error): facts.add(.reportAir, style.dim(words.skipped(error) ?? words.airLine(nil)))
        }
    }

    /// "Rain soon   rain from about 14:15, easing around 15:00", or that it is unavailable.
    static func addRain(_ nowcast: Result<Sourced<Nowcast>, WeatherError>, to facts: inout Facts, style: TerminalStyle, now: Date,
                        utcOffset: UTCOffset) {
        let words = style.phrasebook
        switch nowcast {
        case .success(let nowcast):
            let copy = oldCopy(nowcast.source, nowcast.value.fetchedAt, style: style, now: now)
            facts.add(.reportRain, words.rainLine(nowcast.value, now: now, on: utcOffset) + copy)
        case .failure(let error): facts.add(.reportRain, style.dim(words.skipped(error) ?? words.rainLine(nil, now: now, on: utcOffset)))
        }
    }

    /// " (old: 3 hours)" after a line shown from an offline copy; nothing otherwise.
    private static func oldCopy(_ source: DataSource, _ fetchedAt: Date, style: TerminalStyle, now: Date) -> String {
        guard case .offline = source, let label = style.phrasebook.copyLabel(CopyAge(source, fetchedAt: fetchedAt, now: now)) else { return "" }
        return " " + style.dim(label)
    }

    /// "Next 6 h    40% chance of rain, 1.2 mm", from the forecast's points.
    static func addRainOutlook(_ forecast: Forecast, to facts: inout Facts, now: Date, style: TerminalStyle) {
        let words = style.phrasebook
        let points = forecast.hours(outlookHours, from: now)
        let chance = points.compactMap(\.precipitation.probability).max()
        let amounts = points.compactMap(\.precipitation.amount)
        guard chance != nil || !amounts.isEmpty else { return }
        var text = chance.map { words(.factChanceOfRain(percent: words.percent($0))) } ?? words(.factRainAmount)
        if !amounts.isEmpty { text += ", " + words.precipitationAmount(amounts.reduce(0, +), forecast.units) }
        facts.add(.factNextHours(hours: String(outlookHours)), text)
    }
}
