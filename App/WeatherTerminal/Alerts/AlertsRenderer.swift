import Domain
import Foundation
import Presentation

/// `wf alerts` as text: a header, then each alert in force in full (level and event, when, the CAP
/// facts, the headline, the description and what to do), wrapped to the width, never cut. Where no
/// source covers the place, it says so: never "no alerts" when wf cannot know.
public enum AlertsRenderer {
    /// `utcOffset`: the place's clock, on which "updated" and each alert's start and end are shown.
    /// An answer past its freshness at `now` is said as of when it was fetched, never as the present.
    public static func render(_ report: AlertsUseCase.Result, style: TerminalStyle, utcOffset: UTCOffset, now: Date = Date()) -> String {
        if style.accessible { return AccessibleRenderer.alerts(report, style: style, utcOffset: utcOffset, now: now) }
        let answer = report.alerts.value
        let words = style.phrasebook
        let width = style.width == .max ? Int.max : max(style.width, 20)
        var lines = [header(answer, source: report.alerts.source, style: style, utcOffset: utcOffset, now: now)]
        guard let source = answer.source, answer.coverage != .none else {
            lines += AirQualityRenderer.wrapped(words(.alertsNoSource), columns: width)
            return style.finish(lines)
        }
        let unplaced = words.alertsUnplaced(answer, now: now)
        if let stale = staleLines(answer, active: report.active, utcOffset: utcOffset, now: now, words: words) {
            lines += stale.flatMap { AirQualityRenderer.wrapped($0, columns: width).map { style.paint($0, .yellow) } }
        } else if report.active.isEmpty {
            // Warnings that could not be placed are never "none".
            if unplaced == nil { lines += AirQualityRenderer.wrapped(words(.alertsNone(source: source)), columns: width) }
            // None known to WMO's centre is none from the services that give it theirs.
            if answer.coverage == .wmoSwic { lines += AirQualityRenderer.wrapped(words(.alertsSwicScope), columns: width) }
        } else {
            lines.append(words(report.active.count == 1 ? .alertsCountOne : .alertsCount(count: String(report.active.count))))
        }
        if let unplaced { lines += AirQualityRenderer.wrapped(unplaced, columns: width).map { style.paint($0, .yellow) } }
        for alert in report.active {
            lines.append("")
            lines += self.alert(alert, style: style, columns: width, clock: utcOffset)
        }
        if let credit = style.credits.line(for: source, width: style.width, words: words, phrase: Phrase.alertsCredit) {
            lines.append("")
            lines.append(style.dim(credit))
        }
        return style.finish(lines)
    }

    /// "Oslo, NO  (59.91, 10.75)   MET Norway   updated 2026-11-25 10:04".
    static func header(_ answer: WeatherAlerts, source: DataSource, style: TerminalStyle, utcOffset: UTCOffset, now: Date) -> String {
        let title = TerminalSafe(answer.place.displayName).text
        var parts: [HeaderLine.Part] = []
        if let name = answer.source {
            parts.append(.init(name, priority: 2))
            parts.append(.init(ForecastRenderer.updatedNote(answer.fetchedAt, source: source, style: style, utcOffset: utcOffset, now: now), priority: 3))
        }
        if title != answer.place.coordinate.description {
            parts.insert(.init("(\(answer.place.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        return HeaderLine(title: title, parts: parts).render(style: style)
    }

    /// "offline — alerts as of 23:06 UTC-5 (13 hours old)" and what was in force then, for an
    /// answer past its freshness; nil for a current one.
    static func staleLines(_ answer: WeatherAlerts, active: [WeatherAlert], utcOffset: UTCOffset, now: Date, words: Phrasebook) -> [String]? {
        guard let age = answer.staleAge(at: now) else { return nil }
        let asOf = words(.alertsOfflineAsOf(time: words.clockTime(answer.fetchedAt, on: utcOffset), age: words.ageOld(age)))
        if active.isEmpty { return [asOf, words(.alertsLastKnownNone(age: words.ageOld(age)))] }
        return [asOf, words(.alertsLastKnown(age: words.ageOld(age))) + " "
                + words(active.count == 1 ? .alertsCountOne : .alertsCount(count: String(active.count)))]
    }

    /// One alert in full: its texts as the source wrote them, each paragraph wrapped.
    static func alert(_ alert: WeatherAlert, style: TerminalStyle, columns: Int, clock: UTCOffset) -> [String] {
        let words = style.phrasebook
        var lines = [paint(style.bold(words.alertLevel(alert).uppercased()) + "  " + style.bold(safe(alert.event)), alert, style)]
        if let period = words.alertPeriod(alert, on: clock) { lines.append(period) }
        lines.append(words.alertFacts(alert))
        if let headline = alert.headline, !headline.isEmpty { lines += paragraphs(headline, columns: columns) }
        if let description = alert.description, !description.isEmpty {
            lines.append("")
            lines += paragraphs(description, columns: columns)
        }
        if let instruction = alert.instruction, !instruction.isEmpty {
            lines.append("")
            lines.append(style.bold(words(.alertsInstruction)))
            lines += paragraphs(instruction, columns: columns)
        }
        return lines
    }

    /// `text` with the banner above it when an alert is in force, or when what is known is too old to say.
    public static func withBanner(_ text: String, _ alerts: Result<WeatherAlerts, WeatherError>?, style: TerminalStyle,
                                  clock: UTCOffset, now: Date) -> String {
        guard let banner = banner(alerts, style: style, clock: clock, now: now) else { return text }
        return banner + "\n" + text
    }

    /// The one line over every report of a place when an alert is in force: the most severe, its
    /// end on the report's `clock`, and how many more. An answer past its freshness at `now` is
    /// said as the last known one with its age, even with no alert in it: never all-clear.
    public static func banner(_ alerts: Result<WeatherAlerts, WeatherError>?, style: TerminalStyle, clock: UTCOffset, now: Date) -> String? {
        guard let answer = try? alerts?.get() else { return nil }
        let active = answer.alerts, stale = answer.staleAge(at: now)
        let words = style.phrasebook
        if active.isEmpty, stale == nil, let unplaced = words.alertsUnplacedBanner(answer, now: now) {
            let text = (style.accessible ? "" : "? ") + TerminalSafe(unplaced, maxLength: 500).text
            let lines = style.isTerminal && !style.accessible ? text.wrapped(columns: max(style.width, 20), indent: "  ") : [text]
            return lines.map { style.accessible ? $0 : style.paint($0, .yellow) }.joined(separator: "\n")
        }
        guard !active.isEmpty || stale != nil else { return nil }
        if style.accessible { return words.spokenAlertBanner(active, on: clock, stale: stale).map { TerminalSafe($0, maxLength: 2000).text } }
        guard let line = words.alertBanner(active, on: clock, stale: stale) else { return nil }
        let mark = active.isEmpty ? "? " : style.unicode ? "⚠ " : "! "
        let text = mark + TerminalSafe(line, maxLength: 500).text
        // On a narrow terminal (the app at 40 columns) the end is never cut off: the line goes on below.
        let lines = style.isTerminal ? text.wrapped(columns: max(style.width, 20), indent: "  ") : [text]
        return lines.map { line in active.first.map { paint(line, $0, style) } ?? style.paint(line, .yellow) }.joined(separator: "\n")
    }

    /// A list's word for a place's alerts, as `fav list` and the map's legend show it: the worst
    /// event in force ("Winter Storm Warning"), "? Gale (old: 13h)" past freshness, nil when none.
    static func listCell(_ answer: WeatherAlerts?, words: Phrasebook, now: Date) -> String? {
        guard let answer else { return nil }
        let event = answer.alerts.first.map { TerminalSafe($0.event, maxLength: 40).text }
        if let stale = answer.staleAge(at: now) { return "? " + (event.map { $0 + " " } ?? "") + (words.copyLabel(.old(stale)) ?? "") }
        let unplaced = answer.unplacedCount(at: now)
        if event == nil, unplaced > 0 { return "? " + words(.alertsUnplacedCell(count: String(unplaced))) }
        return event
    }

    /// Red for the worst (extreme, red), yellow for the rest.
    static func paint(_ text: String, _ alert: WeatherAlert, _ style: TerminalStyle) -> String {
        style.paint(text, alert.rank >= 4 || alert.colour == .orange || alert.severity == .severe ? .red : .yellow)
    }

    /// The source's paragraphs, each wrapped to `columns`; its own line breaks inside a paragraph are kept as spaces.
    static func paragraphs(_ text: String, columns: Int) -> [String] {
        let normalised = text.replacingOccurrences(of: "\r\n", with: "\n")
        var lines: [String] = []
        for (index, paragraph) in normalised.components(separatedBy: "\n\n").enumerated() {
            let joined = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            guard !joined.isEmpty else { continue }
            if index > 0, !lines.isEmpty { lines.append("") }
            lines += AirQualityRenderer.wrapped(safe(joined), columns: columns)
        }
        return lines
    }

    static func safe(_ text: String) -> String { TerminalSafe(text, maxLength: 20_000).text }
}

extension AccessibleRenderer {
    /// `wf alerts`: where and from whom, then each alert: level, event, start and end first, then
    /// the facts, the headline, the description and what to do.
    static func alerts(_ report: AlertsUseCase.Result, style: TerminalStyle, utcOffset: UTCOffset, now: Date) -> String {
        let answer = report.alerts.value
        let words = style.phrasebook
        guard let source = answer.source, answer.coverage != .none else {
            return style.finishSpoken([words(.spokenHeading(what: words.spokenPlace(answer.place))), words(.alertsNoSource)])
        }
        var lines = [words(.spokenAlertsFor(place: words.spokenPlace(answer.place), source: source))]
        let unplaced = words.alertsUnplaced(answer, now: now)
        if let stale = AlertsRenderer.staleLines(answer, active: report.active, utcOffset: utcOffset, now: now, words: words) {
            lines += stale
        } else {
            switch report.active.count {
        case 0:
            if unplaced == nil { lines.append(words(.spokenAlertsNone(source: source))) }
            if answer.coverage == .wmoSwic { lines.append(words(.alertsSwicScope)) }
        case 1: lines.append(words(.spokenAlertsCountOne))
        default: lines.append(words(.spokenAlertsCount(count: String(report.active.count))))
            }
        }
        if let unplaced { lines.append(unplaced) }
        for alert in report.active {
            lines.append(words.spokenAlert(alert, on: utcOffset))
            lines.append(words.spokenAlertFacts(alert))
            for text in [alert.headline, alert.description].compactMap({ $0 }) where !text.isEmpty {
                lines.append(AlertsRenderer.paragraphs(text, columns: .max).filter { !$0.isEmpty }.joined(separator: " "))
            }
            if let instruction = alert.instruction, !instruction.isEmpty {
                lines.append(words(.spokenAlertsInstruction(text: AlertsRenderer.paragraphs(instruction, columns: .max).filter { !$0.isEmpty }.joined(separator: " "))))
            }
        }
        lines += style.credits.spoken(for: source, words: words).map { [$0] } ?? []
        return style.finishSpoken(lines)
    }
}

extension TerminalStyle {
    /// Sentences for a screen reader, as `AccessibleRenderer` writes them: never cut, no colour.
    func finishSpoken(_ lines: [String]) -> String {
        var plain = self
        plain.accessible = true
        plain.colour = false
        plain.unicode = unicode && phrasebook.language != .english
        return plain.finish(lines.map { TerminalSafe($0, maxLength: 20_000).text })
    }
}
