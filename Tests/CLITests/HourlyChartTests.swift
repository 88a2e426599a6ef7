import Domain
import Foundation
import Presentation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// The chart pinned as a picture: warmer is higher, a wetter hour has a taller bar, hours run left to right.
@Suite("Hourly chart")
struct HourlyChartTests {
    /// Eight hours from 06:00 UTC: 2 °C rising by one degree an hour; rain likelier in the middle.
    static let chances: [Double] = [0, 0, 30, 60, 90, 60, 30, 0]
    static let morning = Date(timeIntervalSince1970: 1_794_981_600) // 2026-11-18 06:00 UTC
    static let points: [HourlyForecast] = (0..<8).map { hour in
        HourlyForecast(time: morning.addingTimeInterval(Double(hour) * 3600), temperature: Double(2 + hour),
                       precipitation: Precipitation(amount: 0, probability: chances[hour]),
                       condition: WeatherCondition(category: .overcast, description: "overcast"))
    }

    func draw(unicode: Bool) -> String {
        let style = TerminalStyle(colour: false, unicode: unicode, isTerminal: true, width: 40)
        return HourlyChart(points: Self.points, units: .metric, utcOffsetSeconds: 0).lines(width: 40, style: style)
            .joined(separator: "\n")
    }

    @Test("Unicode: the temperature climbs from the bottom left to the top right; rain peaks in the middle")
    func unicodeGolden() {
        #expect(draw(unicode: true) == [
            " 9°C │      ▁█",
            "     │     ▂██",
            "     │    ▃███",
            "     │   ▅████",
            "     │  ▆█████",
            " 2°C │▁▇██████",
            "100% │    ▆   ",
            "rain │   ▆█▆  ",
            "  0% │  ▇███▇ ",
            "     └────────",
            "      06    12",
        ].joined(separator: "\n"))
    }

    @Test("ASCII: the same picture in # and -")
    func asciiGolden() {
        #expect(draw(unicode: false) == [
            "  9C |       #",
            "     |      ##",
            "     |     ###",
            "     |   #####",
            "     |  ######",
            "  2C |########",
            "100% |    #   ",
            "rain |   ###  ",
            "  0% |  ##### ",
            "     +--------",
            "      06    12",
        ].joined(separator: "\n"))
    }

    static func hours(_ count: Int, temperature: (Int) -> Double = { _ in 7 }, from start: Date = morning) -> [HourlyForecast] {
        (0..<count).map { hour in
            HourlyForecast(time: start.addingTimeInterval(Double(hour) * 3600), temperature: temperature(hour),
                           precipitation: Precipitation(amount: hour.isMultiple(of: 2) ? 2 : 0, probability: hour.isMultiple(of: 2) ? 83 : 5),
                           condition: WeatherCondition(category: .overcast, description: "overcast"))
        }
    }

    func lines(_ points: [HourlyForecast], width: Int = 40) -> [String] {
        let style = TerminalStyle(colour: false, unicode: true, isTerminal: true, width: width)
        return HourlyChart(points: points, units: .metric, utcOffsetSeconds: 0).lines(width: width, style: style)
    }

    @Test("An even temperature: the scale's top and bottom read differently", arguments: [7.0, 7.3])
    func evenTemperature(degrees: Double) {
        let chart = lines(Self.hours(2, temperature: { degrees + Double($0) / 10 }))
        let top = chart[0].prefix { $0 != "│" }, bottom = chart[HourlyChart.temperatureRows - 1].prefix { $0 != "│" }
        #expect(top.trimmingCharacters(in: .whitespaces) == "8°C")
        #expect(bottom.trimmingCharacters(in: .whitespaces) == "6°C")
    }

    @Test("A week: each midnight has its day's name under it, the hours between where there is room")
    func weekAxis() {
        let axis = lines(Self.hours(168, from: Self.morning.addingTimeInterval(17 * 3600)), width: 80).last!
        // From Wednesday 23:00 UTC: midnights of Thursday to Wednesday, each in the column that holds it.
        let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        var rest = Substring(axis)
        for day in days {
            let found = rest.range(of: day)
            #expect(found != nil, "\(day) missing in \(axis)")
            if let found { rest = rest[found.upperBound...] }
        }
        #expect(axis.contains("14"), "\(axis)")
    }

    @Test("The amount and the chance of rain are columns of their own, each lined up")
    func rainColumns() {
        let style = TerminalStyle(colour: false, unicode: true, isTerminal: true, width: 100)
        let rows = HourlyRenderer.rows(Self.hours(2), units: .metric, utcOffsetSeconds: 0, style: style)
        let millimetres = rows.map { $0.range(of: " mm")!.lowerBound.utf16Offset(in: $0) }
        let percents = rows.map { $0.range(of: "%")!.lowerBound.utf16Offset(in: $0) }
        #expect(Set(millimetres).count == 1, "\(rows)")
        #expect(Set(percents).count == 1, "\(rows)")
    }
}

@Suite("Hourly chart: the likely range")
struct HourlyChartBandTests {
    /// The chart's eight hours, each with a likely range of 2 degrees below to 3 above its temperature.
    static let confidence = Confidence(Ensemble(
        model: "m", fetchedAt: HourlyChartTests.morning, utcOffsetSeconds: 0, times: HourlyChartTests.points.map(\.time),
        temperature: (0..<10).map { member in HourlyChartTests.points.map { $0.temperature - 2 + Double(member) * 5 / 9 } },
        precipitation: (0..<10).map { _ in HourlyChartTests.points.map { _ in 0 } }))

    func draw(unicode: Bool, confidence: Confidence?) -> [String] {
        let style = TerminalStyle(colour: false, unicode: unicode, isTerminal: true, width: 40)
        return HourlyChart(points: HourlyChartTests.points, units: .metric, utcOffsetSeconds: 0, confidence: confidence)
            .lines(width: 40, style: style)
    }

    @Test("The range is a band above each bar, its scale widened to hold it; : without Unicode; none without an ensemble")
    func band() {
        let shaded = draw(unicode: true, confidence: Self.confidence)
        #expect(shaded.prefix(HourlyChart.temperatureRows).joined().contains("░"))
        #expect(shaded[0].hasPrefix("11°C") && shaded[HourlyChart.temperatureRows - 1].hasPrefix(" 0°C"), "\(shaded.joined(separator: "\n"))")
        // The first column: 2 °C, likely 0 to 4.4 °C (ranks 1 and 9 of 10): shaded above its bar, below 5 °C only.
        #expect(shaded[0].dropFirst(6).first == " " && shaded[3].dropFirst(6).first == "░")
        #expect(draw(unicode: false, confidence: Self.confidence).prefix(HourlyChart.temperatureRows).joined().contains(":"))
        #expect(!draw(unicode: true, confidence: nil).joined().contains("░"))
    }

    @Test("The band has a legend under the chart, : without Unicode; none without a band")
    func bandLegend() {
        let shaded = draw(unicode: true, confidence: Self.confidence)
        let legend = shaded.drop { !$0.hasPrefix("░ ") }.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(legend == "░ the likely range: 10th–90th percentile of 10 runs of m", "\(shaded.joined(separator: "\n"))")
        #expect(shaded.allSatisfy { $0.terminalColumns <= 40 })
        #expect(draw(unicode: false, confidence: Self.confidence).contains { $0.hasPrefix(": the likely range: 10th") })
        #expect(!draw(unicode: true, confidence: nil).joined().contains("likely range"))
    }
}
