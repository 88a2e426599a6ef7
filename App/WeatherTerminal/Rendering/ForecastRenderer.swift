import Domain
import Foundation
import Presentation

/// `wf search` as text: a header, one line per day, other matches, and the provider's credit.
public enum ForecastRenderer {
    /// `parts`: the report's likely highs (a column, and a line saying what it is), then the lines
    /// that close a forecast (`ReportPartView`: tomorrow's change).
    public static func render(_ result: Sourced<Forecast>, days limit: Int? = nil, style: TerminalStyle, utcOffset: UTCOffset,
                              parts: ReportParts = ReportParts(), now: Date = Date()) -> String {
        if style.accessible { return AccessibleRenderer.search(result, days: limit, style: style, utcOffset: utcOffset, parts: parts) }
        let forecast = result.value
        let words = style.phrasebook
        var lines = [header(forecast, source: result.source, style: style, utcOffset: utcOffset, now: now)]
        let days = limit.map { Array(forecast.days.prefix($0)) } ?? forecast.days
        let likely = parts.confidenceNow.flatMap { confidence in days.contains { confidence.day($0.date) != nil } ? confidence : nil }
        let rows = dayLines(days, units: forecast.units, style: style, likely: likely)
        lines += rows
        if days.isEmpty { lines.append(style.dim(words(.searchNoDays))) }
        // What the column in brackets is, when the width left it in.
        if let likely, let row = days.firstIndex(where: { likely.day($0.date) != nil }), rows.indices.contains(row),
           let range = likely.day(days[row].date)?.maxTemperature, rows[row].contains(style.ascii("(" + words.likelyRange(range) + ")")) {
            lines.append(style.dim(style.ascii(words(.likelyHighLegend(members: String(likely.members), model: likely.model)))
                .truncated(to: style.width, style: style)))
        }
        if let error = parts.confidence?.failure, !days.isEmpty {
            lines.append(style.dim(words.confidenceSkipped(error) ?? words(.confidenceUnavailable)))
        }
        var facts = Facts(words: words)
        facts.addClosingParts(of: parts, units: forecast.units, style: style)
        lines += facts.lines(width: style.width)
        if !forecast.alternatives.isEmpty {
            let names = forecast.alternatives.map(\.displayName).map { TerminalSafe($0).text }.joined(separator: "; ")
            lines.append(style.dim(words(.searchAlso(places: names)).truncated(to: style.width, style: style)))
        }
        if let credit = style.credits.line(for: forecast.provider, width: style.width, words: words) { lines.append(style.dim(credit)) }
        return style.finish(lines)
    }

    /// "Berlin, DE  (52.52, 13.41)   metric   Open-Meteo   updated 2026-11-22 10:04": the parts that
    /// do not fit the width are left out, coordinate first.
    static func header(_ forecast: Forecast, source: DataSource, style: TerminalStyle, utcOffset: UTCOffset, now: Date) -> String {
        let place = forecast.place
        let updated = updatedNote(forecast.fetchedAt, source: source, style: style, utcOffset: utcOffset, now: now)
        let title = TerminalSafe(place.displayName).text
        var parts: [HeaderLine.Part] = [
            .init(style.phrasebook.unitsName(forecast.units), priority: 2), .init(forecast.provider, priority: 3),
            .init(updated, priority: 4),
        ]
        if title != place.coordinate.description {
            parts.insert(.init("(\(place.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        return HeaderLine(title: title, parts: parts).render(style: style)
    }

    /// "updated Sun 22 Nov 10:04", with the copy's one label: "(cached)", "(old: 3 hours)".
    static func updatedNote(_ fetchedAt: Date, source: DataSource, style: TerminalStyle, utcOffset: UTCOffset, now: Date) -> String {
        let words = style.phrasebook
        let label = words.copyLabel(CopyAge(source, fetchedAt: fetchedAt, now: now))
        return words(.headerUpdated(time: words.timestamp(fetchedAt, on: utcOffset))) + (label.map { "  " + $0 } ?? "")
    }

    /// One row per day, fitted to the width: pressure is dropped first, then humidity, UV, wind,
    /// precipitation, the temperature range and an icon in words; the description is shortened last.
    static func dayLines(_ days: [DailyForecast], units: Units, style: TerminalStyle, likely: Confidence? = nil) -> [String] {
        guard !days.isEmpty else { return [] }
        let words = style.phrasebook
        var columns: [Table.Column] = [
            .init(cells: days.map { words.day($0.date) }),
            .init(cells: days.map { style.icon($0.condition.icon) }, dropOrder: style.iconsAreWords ? 7 : nil),
            .init(cells: days.map { words.temperature($0.temperature.average, units) }, alignment: .right,
                  paint: { row, text in style.temperature(text, celsius: units.celsius(days[row].temperature.average)) }),
            .init(cells: days.map { style.ascii(words.temperatureBounds($0.temperature)) }, dropOrder: 6),
            // The amount and the chance in columns of their own, and the wind's speed apart from its
            // direction, so that the numbers of each line up.
            .init(cells: days.map { words.precipitationAmount($0.precipitation.amount, units) }, alignment: .right, dropOrder: 5),
            .init(cells: days.map { words.percent($0.precipitation.probability) }, alignment: .right, dropOrder: 5),
            .init(cells: days.map { words.speed($0.wind.speed, units) }, alignment: .right, dropOrder: 4),
            .init(cells: days.map { day in day.wind.speed == nil ? "" : day.wind.degrees.map(words.eightPoint) ?? "" },
                  dropOrder: 4, gap: " "),
            .init(cells: days.map { words.uvIndex($0.uvIndex) }, dropOrder: 3),
            .init(cells: days.map { words.percent($0.humidity) }, alignment: .right, dropOrder: 2),
            .init(cells: days.map { words.pressure($0.pressure, units) }, alignment: .right, dropOrder: 1),
            .init(cells: days.map { TerminalSafe(words.condition($0.condition)).text }, isFlexible: true),
        ]
        // The likely high beside the range, left out with it on a narrow screen.
        if let likely {
            columns.insert(.init(cells: days.map { day in likely.day(day.date).map { style.ascii("(" + words.likelyRange($0.maxTemperature) + ")") } ?? "" },
                                 dropOrder: 6), at: 4)
        }
        return Table(columns: columns).lines(width: style.width, style: style)
    }
}

/// A bold title followed by parts; parts that do not fit are left out, lowest priority first, and a
/// title too long on its own is shortened.
struct HeaderLine {
    struct Part {
        var text: String
        var priority: Int
        var separator = "   "

        init(_ text: String, priority: Int, separator: String = "   ") {
            self.text = text
            self.priority = priority
            self.separator = separator
        }
    }

    var title: String
    var parts: [Part]

    func render(style: TerminalStyle) -> String {
        var kept = parts
        func length() -> Int { title.terminalColumns + kept.map { $0.separator.count + $0.text.terminalColumns }.reduce(0, +) }
        while length() > style.width, let lowest = kept.indices.min(by: { kept[$0].priority < kept[$1].priority }) {
            kept.remove(at: lowest)
        }
        return style.bold(title.truncated(to: style.width, style: style)) + kept.map { $0.separator + $0.text }.joined()
    }
}


extension String {
    /// Spaces before, to fill `width` terminal columns.
    public func leftPadded(_ width: Int) -> String {
        let missing = width - terminalColumns
        return missing > 0 ? String(repeating: " ", count: missing) + self : self
    }

    /// Spaces after, to fill `width` terminal columns.
    public func rightPadded(_ width: Int) -> String {
        padded(columns: width)
    }
}
