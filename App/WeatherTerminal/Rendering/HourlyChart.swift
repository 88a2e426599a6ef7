import Domain
import Foundation
import Presentation

/// Temperature and chance of precipitation over the coming hours, in block characters (or `#`
/// without Unicode), with the values on the left axis and local hours along the bottom. With the
/// ensemble, the likely range of each column is a band (`░`, `:` without Unicode) above its bar.
struct HourlyChart {
    let points: [HourlyForecast]
    let units: Units
    let utcOffsetSeconds: Int
    var confidence: Confidence? = nil

    static let temperatureRows = 6
    static let precipitationRows = 3
    private static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    func lines(width: Int, style: TerminalStyle) -> [String] {
        let likely = points.compactMap { confidence?.hour(at: $0.time)?.temperature }
        let temperatures = points.map(\.temperature) + likely.map(\.low) + likely.map(\.high)
        guard var low = temperatures.min(), var high = temperatures.max() else { return [] }
        let label = { (value: Double) in String(format: "%.0f%@", value, units.temperatureSymbol) }
        // A scale whose top and bottom would read the same ("7°C" twice) is widened by a degree each way.
        if label(low) == label(high) {
            let middle = ((low + high) / 2).rounded()
            (low, high) = (middle - 1, middle + 1)
        }
        let labels = [label(high), label(low), "100%", "0%", style.phrasebook(.chartRain)].map(style.ascii)
        let axisWidth = labels.map(\.terminalColumns).max()! + 1
        let plotWidth = min(points.count, max(width - axisWidth - 1, 1))
        let columns = buckets(plotWidth)

        var lines: [String] = []
        let temperatureLevels = columns.map { bucket -> Double in
            let mean = bucket.map(\.temperature).reduce(0, +) / Double(bucket.count)
            return high == low ? 0.5 : (mean - low) / (high - low)
        }
        let bands = columns.map { bucket -> ClosedRange<Double>? in
            let ranges = bucket.compactMap { confidence?.hour(at: $0.time)?.temperature }
            guard let bottom = ranges.map(\.low).min(), let top = ranges.map(\.high).max(), high > low else { return nil }
            return (bottom - low) / (high - low)...(top - low) / (high - low)
        }
        lines += area(temperatureLevels, rows: Self.temperatureRows, sliver: true, band: bands, style: style).enumerated().map { row, bars in
            let label = row == 0 ? labels[0] : row == Self.temperatureRows - 1 ? labels[1] : ""
            return axis(label, axisWidth, style) + style.paint(bars, .yellow)
        }
        let precipitationLevels = columns.map { bucket -> Double in
            (bucket.compactMap(\.precipitation.probability).max() ?? 0) / 100
        }
        lines += area(precipitationLevels, rows: Self.precipitationRows, sliver: false, style: style).enumerated().map { row, bars in
            let label = row == 0 ? labels[2] : row == Self.precipitationRows - 1 ? labels[3] : labels[4]
            return axis(label, axisWidth, style) + style.paint(bars, .blue)
        }
        lines.append(String(repeating: " ", count: axisWidth) + (style.unicode ? "└" : "+")
                     + String(repeating: style.unicode ? "─" : "-", count: columns.count))
        lines.append(String(repeating: " ", count: axisWidth + 1) + timeAxis(columns, words: style.phrasebook))
        // What the band is, when there is one.
        if let confidence, bands.contains(where: { $0 != nil }) {
            let legend = style.phrasebook(.bandLegend(mark: style.unicode ? "░" : ":", members: String(confidence.members), model: confidence.model))
            lines += style.ascii(legend).wrapped(columns: width, indent: "  ").map(style.dim)
        }
        return lines
    }

    /// Consecutive points grouped so that there are at most `count` columns.
    private func buckets(_ count: Int) -> [[HourlyForecast]] {
        let size = Int((Double(points.count) / Double(count)).rounded(.up))
        return stride(from: 0, to: points.count, by: size).map { Array(points[$0..<min($0 + size, points.count)]) }
    }

    /// Each level (0…1) as a column of `rows` cells, top row first. With `sliver`, the lowest value
    /// still shows (a temperature scale starts at the lowest temperature); without, 0 is empty.
    /// A cell left empty within its column's `band` (levels, 0…1) is shaded.
    private func area(_ levels: [Double], rows: Int, sliver: Bool, band: [ClosedRange<Double>?] = [],
                      style: TerminalStyle) -> [String] {
        let steps = style.unicode ? 8 : 1
        return (0..<rows).map { row in
            let floor = Double((rows - 1 - row) * steps)
            let span = Double(rows - 1 - row) / Double(rows)...Double(rows - row) / Double(rows)
            return String(levels.enumerated().map { column, level -> Character in
                let filled = sliver ? 1 + level * Double(rows * steps - 1) : (level * Double(rows * steps)).rounded()
                // A provider's absurd values can make a level NaN: it draws as empty.
                let cell = Int(exactly: min(max(filled - floor, 0), Double(steps)).rounded(.down)) ?? 0
                if cell == 0, column < band.count, let likely = band[column], likely.overlaps(span) {
                    return style.unicode ? "░" : ":"
                }
                return style.unicode ? Self.blocks[cell] : (cell > 0 ? "#" : " ")
            })
        }
    }

    private func axis(_ label: String, _ width: Int, _ style: TerminalStyle) -> String {
        label.leftPadded(width - 1) + " " + (style.unicode ? "│" : "|")
    }

    /// "14" under a column that starts a 6-hour block, the weekday under midnight, when there is room.
    private func timeAxis(_ columns: [[HourlyForecast]], words: Phrasebook) -> String {
        Self.timeAxis(columns.map { $0[0].time }, utcOffsetSeconds: utcOffsetSeconds, words: words)
    }

    /// The time axis under columns starting at `starts`, one cell a column (shared with `AirQualityChart`):
    /// first the weekday under each column that holds a midnight, then "14" under columns that start a
    /// 6-hour block, where there is room.
    static func timeAxis(_ starts: [Date], utcOffsetSeconds: Int, words: Phrasebook) -> String {
        // One cell a column; a wide character fills two cells, the second left empty.
        var axis = Array(repeating: " ", count: starts.count)
        var used = Array(repeating: false, count: starts.count)
        let step = starts.count > 1 ? starts[1].timeIntervalSince(starts[0]) / 3600 : 1
        let columnHours = max(Int(exactly: step.rounded(.down)) ?? 1, 1)
        /// Writes the label from `index` when it fits with a free cell either side.
        func place(_ label: String, at index: Int) {
            let cells = label.flatMap { character in
                String(character).terminalColumns == 2 ? [String(character), ""] : [String(character)]
            }
            guard index + cells.count <= starts.count,
                  !used[max(index - 1, 0)..<min(index + cells.count + 1, starts.count)].contains(true) else { return }
            for (offset, cell) in cells.enumerated() {
                axis[index + offset] = cell
                used[index + offset] = true
            }
        }
        let hours = starts.map { words.hourOfDay($0, on: .fixed(utcOffsetSeconds)) }
        for (index, hour) in hours.enumerated() where hour == 0 || hour > 24 - columnHours {
            // The column's last hour is on the new day.
            let day = starts[index].addingTimeInterval(Double((hour == 0 ? 0 : 24 - hour) * 3600))
            place(words.weekday(day, utcOffsetSeconds: utcOffsetSeconds), at: index)
        }
        for (index, hour) in hours.enumerated() where index == 0 || hour % 6 < columnHours {
            place(String(format: "%02d", hour), at: index)
        }
        return axis.joined()
    }
}
