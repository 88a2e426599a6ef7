import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wf here` on a 40-column screen: a long value goes on to a second line under itself, so no
/// line is cut and no time loses its digits, in every language.
@Suite("Narrow screens")
struct NarrowScreenTests {
    static let report: LocationReport = {
        let forecast = Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched,
                                utcOffsetSeconds: 0, days: [Lisbon.day], hours: [])
        var report = LocationReport(title: "Oslo, NO", current: Sourced(Lisbon.weather, source: .network),
                                    forecast: Sourced(forecast, source: .network))
        report.sky = SkyRenderingTests.sky(SkyRenderingTests.oslo, "2026-12-21")
        return report
    }()

    /// Every clock time the report's data holds, as the report writes it.
    static var times: [String] {
        let weather = Lisbon.weather, sun = report.sky!.sun
        let sunTimes = [sun.sunrise!, sun.sunset!].map {
            WeatherFormat.localTime($0, utcOffsetSeconds: report.sky!.utcOffsetSeconds(at: $0))
        }
        return [weather.sunrise!, weather.sunset!].map { WeatherFormat.localTime($0, utcOffsetSeconds: 0) } + sunTimes
    }

    @Test("wf here at 40 columns: no line is wider, none is cut, every time is whole", arguments: Language.shipped)
    func fortyColumns(language: Language) {
        let text = LocationReportRenderer.render(Self.report, style: SkyRenderingTests.terminal(language: language),
                                                 utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(SkyRenderingTests.fitsWithoutCuts(text), "\(language):\n\(text)")
        for time in Self.times {
            #expect(text.contains(time), "\(language) lost \(time):\n\(text)")
        }
    }

    @Test("A value that does not fit goes on under itself, after the label's column")
    func wrappedValue() throws {
        let lines = Fact(words: Phrasebook(Language.shipped[1]), width: 40)(.factSun, "Aufgang 07:50 · Untergang 16:20")
        try #require(lines.count == 2)
        #expect(lines.allSatisfy { $0.terminalColumns <= 40 })
        let column = lines[0].distance(from: lines[0].startIndex, to: lines[0].firstIndex(of: "A")!)
        #expect(lines[1].prefix(column).allSatisfy { $0 == " " } && lines[1].contains("16:20"))
    }
}
