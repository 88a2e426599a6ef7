import Domain
import Foundation
import Presentation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// `wf air` as text: fits 40 columns in every language, draws its chart, and says everything as sentences.
@MainActor
@Suite("Air quality renderer")
struct AirQualityRendererTests {
    static let morning = Date(timeIntervalSince1970: 1_794_981_600) // 2026-11-18 06:00 UTC
    static let indices: [Double] = [12, 18, 25, 38, 55, 72, 95, 130, 160, 210, 320, 45]

    /// Twelve hours climbing through every band of both scales, every pollutant and every pollen level.
    static func report(scale: AirQualityScale, source: DataSource = .network) -> AirQualityReport {
        let hours = indices.enumerated().map { hour, index in
            AirQualityReading(time: morning + Double(hour) * 3600, europeanIndex: index, usIndex: index * 1.5,
                              pollutants: [.pm2_5: 12.34, .pm10: 20.1, .ozone: 150 + index, .nitrogenDioxide: 40,
                                           .sulphurDioxide: 3.3, .carbonMonoxide: 1234],
                              uvIndex: 4, pollen: [.alder: 0, .birch: 1600, .grass: 25, .mugwort: 12, .olive: 3, .ragweed: 1])
        }
        let place = Place(name: "Saint-Rémy-de-Provence", country: "FR", region: "Provence-Alpes-Côte d'Azur",
                          coordinate: Coordinate(unchecked: 43.79, 4.83))
        var now = hours[7]
        now.usIndex = 130
        let air = AirQuality(place: place, source: "Open-Meteo Air Quality", fetchedAt: morning, utcOffsetSeconds: 3600,
                             timeZone: "Europe/Paris", pollutantUnits: Dictionary(uniqueKeysWithValues: Pollutant.allCases.map { ($0, "μg/m³") }),
                             current: now, hours: hours, requestedDays: 3)
        return AirQualityReport(airQuality: Sourced(air, source: source), scale: scale, hours: hours)
    }

    func style(_ language: Language, width: Int = 40, unicode: Bool = true, accessible: Bool = false) -> TerminalStyle {
        var style = TerminalStyle(colour: false, unicode: unicode, isTerminal: true, width: width)
        style.phrasebook = Phrasebook(language)
        style.credits = .providers
        style.accessible = accessible
        return style
    }

    @Test("In every language, on both scales, with and without the chart: no line wider than 40 columns, nothing cut but the header",
          arguments: Language.shipped)
    func fitsFortyColumns(language: Language) {
        for scale in AirQualityScale.allCases {
            for chart in [true, false] {
                let text = AirQualityRenderer.render(Self.report(scale: scale), chart: chart, style: style(language), utcOffset: UTCOffset { _ in 0 })
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                for line in lines {
                    #expect(line.terminalColumnsCount <= 40, "\(language.code) \(scale) chart \(chart): \(line)")
                }
                // The header and the bands in the rows may be shortened; the reading now and the credit are whole.
                let now = lines.dropFirst().prefix { !$0.isEmpty }
                for line in Array(now) + [lines.last ?? ""] {
                    #expect(!line.hasSuffix("…"), "\(language.code) \(scale) chart \(chart): \(line)")
                }
            }
        }
    }

    @Test("The chart rises with the index, one column an hour, from 0 to the top of the worst band reached")
    func chart() {
        let air = Self.report(scale: .european)
        let lines = AirQualityChart(hours: air.hours, scale: .european, utcOffsetSeconds: 0)
            .lines(width: 40, style: style(.english))
        #expect(lines.count == AirQualityChart.rows + 2)
        // 320 is extremely poor: the axis runs to 350.
        #expect(lines[0].hasPrefix("350 │"))
        #expect(lines[3].hasPrefix("  0 │"))
        let bottom = Array(lines[3].dropFirst(5))
        #expect(bottom.count == 12)
        #expect(bottom.allSatisfy { $0 != " " })
        // Only the 320 column reaches the top row.
        #expect(Array(lines[0].dropFirst(5)).enumerated().filter { $0.element != " " }.map(\.offset) == [10])
        #expect(lines[5].hasPrefix("     06"))
        let ascii = AirQualityChart(hours: air.hours, scale: .european, utcOffsetSeconds: 0)
            .lines(width: 40, style: style(.english, unicode: false))
        #expect(ascii.joined().unicodeScalars.allSatisfy { $0.isASCII })
        #expect(AirQualityChart(hours: [AirQualityReading(time: Self.morning)], scale: .us, utcOffsetSeconds: 0)
            .lines(width: 40, style: style(.english)).isEmpty)
    }

    @Test("The top of the axis is the upper bound of the worst band reached")
    func chartTop() {
        #expect(AirQualityChart.top(for: 36, on: .european) == 40)
        #expect(AirQualityChart.top(for: 20, on: .european) == 20)
        #expect(AirQualityChart.top(for: 101, on: .us) == 150)
        #expect(AirQualityChart.top(for: 120, on: .european) == 150)
        #expect(AirQualityChart.top(for: 420, on: .us) == 450)
    }

    @Test("Piped, the hours are rows: time, index, main pollutant, band")
    func rows() {
        let text = AirQualityRenderer.render(Self.report(scale: .us), chart: false, style: style(.english, width: .max), utcOffset: UTCOffset { _ in 0 })
        #expect(text.contains("Wed 07:00   18  O3  good"))
        #expect(text.contains("Wed 14:00  195  O3  unhealthy"))
        #expect(text.contains("US AQI 130: unhealthy for sensitive groups"))
        #expect(text.contains("Sensitive groups should reduce prolonged or heavy exertion outdoors."))
        #expect(text.contains("Main pollutant: ozone (O3)"))
        #expect(text.contains("PM2.5       12.3 μg/m³"))
        #expect(text.contains("CO          1234 μg/m³"))
        #expect(text.contains("  birch    1600  very high"))
        #expect(!text.contains("alder"))
        #expect(text.contains("Air quality data by Open-Meteo.com, CAMS (CC BY 4.0)"))
    }

    @Test("Accessible: plain ASCII sentences in English but for the letters of names, the credit spoken in full")
    func accessible() {
        let text = AirQualityRenderer.render(Self.report(scale: .european, source: .cache), chart: true,
                                             style: style(.english, accessible: true), utcOffset: UTCOffset { _ in 0 })
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isAlphabetic })
        #expect(text.hasPrefix("Air quality for Saint-Rémy-de-Provence, Provence-Alpes-Côte d'Azur, France. The data comes from Open-Meteo Air Quality and was updated on 18 November at 06:00; this copy is from the cache.\n"))
        #expect(text.contains("Air quality now: 130 on the European Air Quality Index, extremely poor.\nSensitive groups should avoid physical activity outdoors.\n"))
        #expect(text.contains("The main pollutant is ozone (O3)."))
        #expect(text.contains("CO, carbon monoxide: 1234 micrograms per cubic metre."))
        #expect(text.contains("1600 grains of birch pollen per cubic metre: very high."))
        #expect(text.contains("The next 12 hours.\nWednesday 07:00: 12, good.\n"))
        #expect(text.hasSuffix("Air quality data by Open-Meteo.com and the Copernicus Atmosphere Monitoring Service, licence CC BY 4.0.\n"))
    }
}

private extension Substring {
    var terminalColumnsCount: Int { TerminalStyle.visibleCount(String(self)) }
}
