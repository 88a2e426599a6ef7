import Domain
import Foundation
import Presentation

/// `wf hourly` as text: a header, on a terminal a chart, then one row per point.
public enum HourlyRenderer {
    public static func render(_ hours: HourlyReport, chart: Bool, style: TerminalStyle, utcOffset: UTCOffset, now: Date = Date()) -> String {
        if style.accessible { return AccessibleRenderer.hourly(hours, style: style, utcOffset: utcOffset) }
        let forecast = hours.forecast.value
        let words = style.phrasebook
        var lines = [ForecastRenderer.header(forecast, source: hours.forecast.source, style: style, utcOffset: utcOffset, now: now)]
        if hours.points.isEmpty {
            lines.append(style.dim(words(.hourlyNoHours)))
        } else {
            if chart {
                lines += HourlyChart(points: hours.points, units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds,
                                     confidence: hours.confidenceNow)
                    .lines(width: style.width, style: style)
                lines.append("")
            }
            lines += rows(hours.points, units: forecast.units, utcOffsetSeconds: forecast.utcOffsetSeconds, style: style,
                          confidence: hours.confidenceNow)
            if let error = hours.confidence?.failure { lines.append(style.dim(words.confidenceSkipped(error) ?? words(.confidenceUnavailable))) }
        }
        if let credit = style.credits.line(for: forecast.provider, width: style.width, words: words) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// Local time, icon, temperature, feels-like, precipitation, wind and description, fitted to the
    /// width: feels-like is dropped first, then wind, precipitation and an icon in words; the
    /// description is shortened. With the ensemble, the likely range and rain agreement follow the
    /// temperature and the chance, and go with feels-like.
    static func rows(_ points: [HourlyForecast], units: Units, utcOffsetSeconds: Int, style: TerminalStyle,
                     confidence: Confidence? = nil) -> [String] {
        let words = style.phrasebook
        let sure = points.map { confidence?.hour(at: $0.time) }
        // Dropped on a narrow screen in DESIGN's one order: icon words, feels-like, wind,
        // precipitation, the likely range last; the temperature never.
        let likely: [Table.Column] = confidence == nil ? [] : [
            .init(cells: sure.map { $0?.temperature.map(words.likelyRange) ?? "" }, alignment: .right, dropOrder: 5),
            .init(cells: sure.map { $0.map(words.rainAgreement) ?? "" }, alignment: .right, dropOrder: 5),
        ]
        return Table(columns: [
            .init(cells: points.map { words.dayAndTime($0.time, on: .fixed(utcOffsetSeconds)) }),
            .init(cells: points.map { style.icon($0.condition.icon) }, dropOrder: style.iconsAreWords ? 1 : nil),
            .init(cells: points.map { words.temperature($0.temperature, units) }, alignment: .right,
                  paint: { row, text in style.temperature(text, celsius: units.celsius(points[row].temperature)) }),
        ] + likely + [
            .init(cells: points.map { $0.feelsLike.map { words(.hourlyFeels(temperature: words.temperature($0, units))) } ?? WeatherFormat.missing },
                  dropOrder: 2),
            // The amount, the chance and the wind's speed in columns of their own, so that the numbers of each line up.
            .init(cells: points.map { words.precipitationAmount($0.precipitation.amount, units) }, alignment: .right, dropOrder: 4),
            .init(cells: points.map { words.percent($0.precipitation.probability) }, alignment: .right, dropOrder: 4),
            .init(cells: points.map { words.speed($0.wind.speed, units) }, alignment: .right, dropOrder: 3),
            .init(cells: points.map { point in point.wind.speed == nil ? "" : point.wind.degrees.map(words.eightPoint) ?? "" },
                  dropOrder: 3, gap: " "),
            .init(cells: points.map { TerminalSafe(words.condition($0.condition)).text }, isFlexible: true),
        ]).lines(width: style.width, style: style)
    }
}
