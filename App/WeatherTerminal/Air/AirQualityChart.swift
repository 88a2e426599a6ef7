import Domain
import Foundation
import Presentation

/// The index over the coming hours on one scale, in block characters (or `#` without Unicode),
/// each column coloured by its band; the axis runs from 0 to the top of the highest band reached,
/// with local hours along the bottom (as `HourlyChart`).
struct AirQualityChart {
    let hours: [AirQualityReading]
    let scale: AirQualityScale
    let utcOffsetSeconds: Int

    static let rows = 4
    private static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// No lines when no hour has an index.
    func lines(width: Int, style: TerminalStyle) -> [String] {
        let indices = hours.map { $0.index(on: scale) }
        guard let highest = indices.compactMap({ $0 }).max() else { return [] }
        let top = Self.top(for: highest, on: scale)
        let labels = [style.phrasebook.airIndex(top), "", "", "0"]
        let axisWidth = labels.map(\.terminalColumns).max()! + 1
        let plotWidth = min(hours.count, max(width - axisWidth - 1, 1))
        let columns = buckets(plotWidth)
        // A column shows its bucket's worst hour: the hour to plan around.
        let levels = columns.map { bucket in bucket.compactMap { $0.index(on: scale) }.max() }
        let bands = levels.map { level in level.flatMap(scale.band(for:)) }
        let steps = style.unicode ? 8 : 1
        var lines: [String] = (0..<Self.rows).map { row in
            let floor = Double((Self.rows - 1 - row) * steps)
            let cells = zip(levels, bands).map { level, band -> String in
                guard let level else { return " " }
                // Any index above zero shows at least a sliver; an absurd one is drawn as empty.
                let filled = level > 0 ? max(level / top * Double(Self.rows * steps), 1) : 0
                let cell = Int(exactly: min(max(filled - floor, 0), Double(steps)).rounded(.down)) ?? 0
                let glyph = style.unicode ? String(Self.blocks[cell]) : (cell > 0 ? "#" : " ")
                return cell > 0 ? Self.paint(glyph, band, style) : glyph
            }
            let label = labels[row]
            return label.leftPadded(axisWidth - 1) + " " + (style.unicode ? "│" : "|") + cells.joined()
        }
        lines.append(String(repeating: " ", count: axisWidth) + (style.unicode ? "└" : "+")
                     + String(repeating: style.unicode ? "─" : "-", count: columns.count))
        lines.append(String(repeating: " ", count: axisWidth + 1)
                     + HourlyChart.timeAxis(columns.map { $0[0].time }, utcOffsetSeconds: utcOffsetSeconds, words: style.phrasebook))
        return lines
    }

    /// The upper bound of the band `index` falls in; past the last bound, the index rounded up to 50.
    static func top(for index: Double, on scale: AirQualityScale) -> Double {
        if let bound = scale.band(for: index)?.upperBound { return bound }
        return max((index / 50).rounded(.up) * 50, scale.bands.compactMap(\.upperBound).max() ?? 100)
    }

    /// Green for the best band to magenta for the worst.
    static func colour(_ band: AirQualityBand) -> TerminalStyle.Colour {
        let colours: [TerminalStyle.Colour] = [.green, .cyan, .yellow, .red, .red, .magenta]
        return colours[min(band.severity, colours.count - 1)]
    }

    static func paint(_ text: String, _ band: AirQualityBand?, _ style: TerminalStyle) -> String {
        band.map { style.paint(text, colour($0)) } ?? text
    }

    /// Consecutive hours grouped so that there are at most `count` columns.
    private func buckets(_ count: Int) -> [[AirQualityReading]] {
        let size = Int((Double(hours.count) / Double(count)).rounded(.up))
        return stride(from: 0, to: hours.count, by: size).map { Array(hours[$0..<min($0 + size, hours.count)]) }
    }
}
