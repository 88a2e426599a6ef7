import Domain
import Foundation
import Presentation

/// `wf air` as text: a header; the index now with its band and the advice for sensitive groups;
/// the main pollutant and each pollutant; pollen when there is any; then the coming hours, as a
/// chart on a terminal and as rows elsewhere. One fact a line, so that it fits 40 columns.
public enum AirQualityRenderer {
    public static func render(_ report: AirQualityReport, chart: Bool, style: TerminalStyle, utcOffset: UTCOffset, at moment: Date = Date()) -> String {
        if style.accessible { return AccessibleRenderer.air(report, style: style, utcOffset: utcOffset) }
        let air = report.airQuality.value
        let words = style.phrasebook
        var lines = [header(air, source: report.airQuality.source, style: style, utcOffset: utcOffset, now: moment)]
        lines += now(report, style: style)
        lines.append("")
        if report.hours.isEmpty {
            lines.append(style.dim(words(.airNoHours)))
        } else if chart {
            lines += AirQualityChart(hours: report.hours, scale: report.scale, utcOffsetSeconds: air.utcOffsetSeconds)
                .lines(width: style.width, style: style)
        } else {
            lines += rows(report.hours, scale: report.scale, utcOffsetSeconds: air.utcOffsetSeconds, style: style)
        }
        if let credit = style.credits.line(for: air.source, width: style.width, words: words, phrase: Phrase.airCredit) {
            lines.append(style.dim(credit))
        }
        return style.finish(lines)
    }

    /// "Berlin, DE  (52.52, 13.41)   Open-Meteo Air Quality   updated 2026-11-23 10:04": the parts
    /// that do not fit are left out, coordinate first.
    static func header(_ air: AirQuality, source: DataSource, style: TerminalStyle, utcOffset: UTCOffset, now: Date) -> String {
        let title = TerminalSafe(air.place.displayName).text
        let updated = ForecastRenderer.updatedNote(air.fetchedAt, source: source, style: style, utcOffset: utcOffset, now: now)
        var parts: [HeaderLine.Part] = [.init(air.source, priority: 2), .init(updated, priority: 3)]
        if title != air.place.coordinate.description {
            parts.insert(.init("(\(air.place.coordinate.description))", priority: 1, separator: "  "), at: 0)
        }
        return HeaderLine(title: title, parts: parts).render(style: style)
    }

    /// The index and band, the advice, the main pollutant, each pollutant, UV and pollen.
    static func now(_ report: AirQualityReport, style: TerminalStyle) -> [String] {
        let words = style.phrasebook
        let air = report.airQuality.value
        let reading = report.now
        let width = style.width == .max ? Int.max : max(style.width, 20)
        var lines = wrapped(words.airHeadline(reading, scale: report.scale), columns: width)
            .map { AirQualityChart.paint(style.bold($0), report.band, style) }
        if let band = report.band {
            lines += wrapped(words.airAdvice(band), columns: width)
        }
        if let main = reading.dominantPollutant(on: report.scale) {
            lines += wrapped(words(.airMainPollutant(pollutant: words.pollutantNamed(main))), columns: width)
        }
        let labels = [words(.factUvIndex)] + Pollutant.allCases.map(\.symbol)
        let labelWidth = max(12, (labels.map(\.terminalColumns).max() ?? 0) + 1)
        func fact(_ label: String, _ value: String) -> String { label.padded(columns: labelWidth) + value }
        for pollutant in Pollutant.allCases {
            let value = reading.pollutants[pollutant].map { words.concentration($0, unit: air.unit(of: pollutant)) } ?? WeatherFormat.missing
            lines.append(fact(pollutant.symbol, value))
        }
        if let uv = reading.uvIndex { lines.append(fact(words(.factUvIndex), String(format: "%.0f", uv))) }
        let pollen = pollenShown(reading)
        if !pollen.isEmpty {
            lines.append(words(.airPollenHeading(unit: air.pollenUnit)))
            lines += Table(columns: [
                .init(cells: pollen.map { "  " + words.pollenName($0.type) }),
                .init(cells: pollen.map { words.pollenCount($0.grains) }, alignment: .right),
                .init(cells: pollen.map { words.pollenLevel($0.level) }, isFlexible: true),
            ]).lines(width: style.width, style: style)
        }
        return lines
    }

    /// Lines of at most `columns` columns, broken between words; a word wider than a line (a
    /// sentence in Japanese, which has no spaces) is broken between characters, never cut.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        let pieces = text.split(separator: " ").flatMap { word -> [String] in
            guard String(word).terminalColumns > columns else { return [String(word)] }
            var pieces: [String] = [], piece = ""
            for character in word {
                if (piece + String(character)).terminalColumns > columns {
                    pieces.append(piece)
                    piece = ""
                }
                piece.append(character)
            }
            return pieces + [piece]
        }
        return pieces.joined(separator: " ").wrapped(columns: columns)
    }

    /// The pollen types with a level above none, in the source's order.
    static func pollenShown(_ reading: AirQualityReading) -> [(type: PollenType, grains: Double, level: PollenLevel)] {
        PollenType.allCases.compactMap { type in
            guard let grains = reading.pollen[type], let level = type.level(grains), level > .none else { return nil }
            return (type, grains, level)
        }
    }

    /// One row an hour: local time, index, the main pollutant and the band, fitted to the width
    /// (the pollutant goes first, then the band is shortened).
    static func rows(_ hours: [AirQualityReading], scale: AirQualityScale, utcOffsetSeconds: Int, style: TerminalStyle) -> [String] {
        let words = style.phrasebook
        let bands = hours.map { $0.band(on: scale) }
        return Table(columns: [
            .init(cells: hours.map { words.dayAndTime($0.time, on: .fixed(utcOffsetSeconds)) }),
            .init(cells: hours.map { $0.index(on: scale).map(words.airIndex) ?? WeatherFormat.missing }, alignment: .right,
                  paint: { row, text in AirQualityChart.paint(text, bands[row], style) }),
            .init(cells: hours.map { $0.dominantPollutant(on: scale)?.symbol ?? WeatherFormat.missing }, dropOrder: 1),
            .init(cells: bands.map { $0.map(words.airBand) ?? WeatherFormat.missing }, isFlexible: true),
        ]).lines(width: style.width, style: style)
    }
}
