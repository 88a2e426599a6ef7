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
}
