import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wf here` on a 40-column screen: a long value goes on to a second line under itself, so no
/// line is cut and no time loses its digits, in every language; no label runs into its value.
@Suite("Narrow screens")
struct NarrowScreenTests {
    static let report: PlaceReport = {
        let forecast = Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched,
                                utcOffsetSeconds: 0, days: [Lisbon.day], hours: [])
        var report = PlaceReport(title: "Oslo, NO", current: Sourced(Lisbon.weather, source: .network),
                                    forecast: Sourced(forecast, source: .network))
        report.sky = SkyRenderingTests.sky(SkyRenderingTests.oslo, "2026-12-21")
        report.nowcast = .success(Sourced(rainSoon, source: .network))
        let reading = AirQualityReading(time: Lisbon.fetched, europeanIndex: 36, pollutants: [.ozone: 80])
        report.airQuality = .success(AirQualityUseCase.Result(
            airQuality: Sourced(AirQuality(place: Lisbon.place, source: "Open-Meteo", fetchedAt: Lisbon.fetched, utcOffsetSeconds: 0,
                                           current: reading, hours: [reading], requestedDays: 1), source: .network),
            scale: .european))
        return report
    }()

    /// Rain from 11:45, easing at 12:30: the longest rain line, the one that ran into its label.
    static let rainSoon: Nowcast = {
        let start = Date(timeIntervalSince1970: 1_794_999_600) // 11:00 UTC, the step in progress at Lisbon.fetched
        let amounts = [0, 0, 0, 0.4, 0.8, 0.3, 0, 0]
        return Nowcast(steps: amounts.enumerated().map { Nowcast.Step(time: start.addingTimeInterval(Double($0.offset) * 900), precipitation: $0.element) },
                       fetchedAt: Lisbon.fetched)
    }()

    /// Every label a report can show: the test's own list, so that one the renderer forgets still counts.
    static let labels: [Phrase] = [.factTemperature, .factToday, .factHumidity, .factPressure, .factWind, .factGusts, .factRain,
                                   .factUvIndex, .factClouds, .factVisibility, .factSun, .factNextHours(hours: "6"), .skyHere, .reportAir, .reportRain]

    /// Every clock time the report's data holds, as the report writes it.
    static var times: [String] {
        let weather = Lisbon.weather, sun = report.sky!.sun
        let sunTimes = [sun.sunrise!, sun.sunset!].map {
            Phrasebook.english.cellTime($0, on: .fixed(0))
        }
        return [weather.sunrise!, weather.sunset!].map { Phrasebook.english.cellTime($0, on: .fixed(0)) } + sunTimes + ["11:45", "12:30"]
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

    @Test("Offline at 40 columns, the last-updated line wraps and keeps its offline note whole", arguments: Language.shipped)
    func offlineFooter(language: Language) {
        var report = Self.report
        report.current = Sourced(Lisbon.weather, source: .offline(reason: "Open-Meteo cannot be reached (connection refused)"))
        let text = LocationReportRenderer.render(report, style: SkyRenderingTests.terminal(language: language),
                                                 utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(SkyRenderingTests.fitsWithoutCuts(text), "\(language):\n\(text)")
        let words = Phrasebook(language)
        let note = words.copyLabel(.old(Age(since: Lisbon.weather.fetchedAt, now: Lisbon.fetched)))!
        let joined = text.split(separator: "\n").joined(separator: " ")
        #expect(joined.contains(note), "\(language) lost \(note):\n\(text)")
    }

    @Test("A value that does not fit goes on under itself, after the label's column")
    func wrappedValue() throws {
        var facts = Facts(words: Phrasebook(Language.shipped[1]))
        facts.add(.factSun, "Aufgang 07:50 · Untergang 16:20")
        let lines = facts.lines(width: 40)
        try #require(lines.count == 2)
        #expect(lines.allSatisfy { $0.terminalColumns <= 40 })
        let column = lines[0].distance(from: lines[0].startIndex, to: lines[0].firstIndex(of: "A")!)
        #expect(lines[1].prefix(column).allSatisfy { $0 == " " } && lines[1].contains("16:20"))
    }

    @Test("Every label is followed by a space, never by its value: wide, at 40 and at 28 columns", arguments: Language.shipped)
    func labelsKeepAGap(language: Language) {
        let words = Phrasebook(language)
        let labels = Self.labels.map { words($0) }
        for width in [Int.max, 40, 28] {
            let text = LocationReportRenderer.render(Self.report, style: SkyRenderingTests.terminal(width: width, language: language),
                                                     utcOffset: .fixed(0), now: Lisbon.fetched)
            var shown: Set<String> = []
            for line in text.split(separator: "\n").map(String.init) {
                guard let label = labels.filter({ line.hasPrefix($0) }).max(by: { $0.count < $1.count }) else { continue }
                shown.insert(label)
                let rest = line.dropFirst(label.count)
                #expect(rest.isEmpty || rest.first == " ", "\(language) at \(width) columns: “\(line)”")
            }
            #expect(shown.isSuperset(of: [words(.reportRain), words(.reportAir), words(.factTemperature)]), "\(language):\n\(text)")
        }
    }

    @Test("Japanese has no spaces: a value wraps between characters at the display width, never inside a time, losing nothing")
    func japaneseWraps() {
        let value = "11:45ごろから雨、12:30ごろ弱まる（パブリックドメイン）"
        for columns in [10, 14, 28] {
            let lines = value.wrapped(columns: columns)
            #expect(lines.count > 1 && lines.allSatisfy { $0.terminalColumns <= columns }, "\(columns): \(lines)")
            #expect(lines.joined() == value, "\(columns): \(lines)")
            #expect(lines.allSatisfy { !$0.hasPrefix("、") && !$0.hasPrefix("）") && !$0.hasSuffix("（") }, "\(columns): \(lines)")
            #expect(lines.contains { $0.contains("11:45") } && lines.contains { $0.contains("12:30") }, "\(columns): \(lines)")
        }
        let japanese = Phrasebook(Language.shipped[5])
        var facts = Facts(words: japanese)
        facts.add(.reportRain, japanese.rainLine(Self.rainSoon, now: Lisbon.fetched, on: .fixed(0)))
        let lines = facts.lines(width: 40)
        #expect(lines.count == 2 && lines.allSatisfy { $0.terminalColumns <= 40 && !$0.contains("…") }, "\(lines)")
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 12)), "\(lines)")
    }
}
