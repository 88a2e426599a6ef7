import Domain
import Foundation
import Presentation

/// Temperature and chance of precipitation over the coming hours, in block characters (or `#`
/// without Unicode), with the values on the left axis and local hours along the bottom.
struct HourlyChart {
    let points: [HourlyForecast]
    let units: Units
    let utcOffsetSeconds: Int

    static let temperatureRows = 6
    static let precipitationRows = 3
    private static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    func lines(width: Int, style: TerminalStyle) -> [String] {
        let temperatures = points.map(\.temperature)
        guard let low = temperatures.min(), let high = temperatures.max() else { return [] }
        let labels = [String(format: "%.0f%@", high, units.temperatureSymbol), String(format: "%.0f%@", low, units.temperatureSymbol),
                      "100%", "0%", style.phrasebook(.chartRain)].map(style.ascii)
        let axisWidth = labels.map(\.terminalColumns).max()! + 1
        let plotWidth = min(points.count, max(width - axisWidth - 1, 1))
        let columns = buckets(plotWidth)

        var lines: [String] = []
        let temperatureLevels = columns.map { bucket -> Double in
            let mean = bucket.map(\.temperature).reduce(0, +) / Double(bucket.count)
            return high == low ? 0.5 : (mean - low) / (high - low)
        }
        lines += area(temperatureLevels, rows: Self.temperatureRows, sliver: true, style: style).enumerated().map { row, bars in
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
        return lines
    }

    /// Consecutive points grouped so that there are at most `count` columns.
    private func buckets(_ count: Int) -> [[HourlyForecast]] {
        let size = Int((Double(points.count) / Double(count)).rounded(.up))
        return stride(from: 0, to: points.count, by: size).map { Array(points[$0..<min($0 + size, points.count)]) }
    }

    /// Each level (0…1) as a column of `rows` cells, top row first. With `sliver`, the lowest value
    /// still shows (a temperature scale starts at the lowest temperature); without, 0 is empty.
    private func area(_ levels: [Double], rows: Int, sliver: Bool, style: TerminalStyle) -> [String] {
        let steps = style.unicode ? 8 : 1
        return (0..<rows).map { row in
            let floor = Double((rows - 1 - row) * steps)
            return String(levels.map { level -> Character in
                let filled = sliver ? 1 + level * Double(rows * steps - 1) : (level * Double(rows * steps)).rounded()
                // A provider's absurd values can make a level NaN: it draws as empty.
                let cell = Int(exactly: min(max(filled - floor, 0), Double(steps)).rounded(.down)) ?? 0
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

    /// The time axis under columns starting at `starts`, one cell a column (shared with `AirQualityChart`).
    static func timeAxis(_ starts: [Date], utcOffsetSeconds: Int, words: Phrasebook) -> String {
        // One cell a column; a wide character fills two cells, the second left empty.
        var axis = Array(repeating: " ", count: starts.count)
        var nextFree = 0
        let step = starts.count > 1 ? starts[1].timeIntervalSince(starts[0]) / 3600 : 1
        let columnHours = max(Int(exactly: step.rounded(.down)) ?? 1, 1)
        for (index, time) in starts.enumerated() where index >= nextFree {
            let hour = WeatherFormat.localHour(time, utcOffsetSeconds: utcOffsetSeconds)
            guard index == 0 || hour % 6 < columnHours else { continue }
            let label = hour == 0 ? words.weekday(time, utcOffsetSeconds: utcOffsetSeconds) : String(format: "%02d", hour)
            let cells = label.flatMap { character in
                String(character).terminalColumns == 2 ? [String(character), ""] : [String(character)]
            }
            guard index + cells.count <= starts.count else { break }
            for (offset, cell) in cells.enumerated() { axis[index + offset] = cell }
            nextFree = index + cells.count + 1
        }
        return axis.joined()
    }
}
