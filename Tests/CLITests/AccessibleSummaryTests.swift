import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wf here|at|fav show --accessible`: a summary first (the alert in force, now, today's low and
/// high, rain soon), at most 75 words in every language; `--more` adds the rest, a fact a line.
@Suite("The accessible summary")
struct AccessibleSummaryTests {
    /// Lisbon with a Winter Storm Warning in force, rain soon, the air, the sky and five days.
    static var report: PlaceReport {
        var report = AppScreenTests.report
        let steps = (0..<8).map { Nowcast.Step(time: Lisbon.fetched.addingTimeInterval(Double($0) * 900), precipitation: $0 >= 2 ? 0.6 : 0) }
        report.nowcast = .success(Sourced(Nowcast(steps: steps, fetchedAt: Lisbon.fetched), source: .network))
        report.sky = SkyReport.today(at: Lisbon.place, clock: SkyReport.Clock(for: Lisbon.place, providerOffsetSeconds: 0), now: Lisbon.fetched)
        return report
    }

    static func style(_ language: Language, more: Bool = false) -> TerminalStyle {
        var style = TerminalStyle.plain
        style.accessible = true
        style.spokenInFull = more
        style.phrasebook = Phrasebook(language)
        return style
    }

    static func words(_ text: String) -> Int { text.split(whereSeparator: \.isWhitespace).count }

    @Test("In every language: the alert first, then now and today, then rain soon; at most 75 words; --more for the rest",
          arguments: Language.shipped)
    func summary(language: Language) {
        let text = LocationReportRenderer.render(Self.report, style: Self.style(language), utcOffset: .fixed(0), now: Lisbon.fetched)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("Winter Storm Warning") == true, "\(text)")
        #expect(lines.count >= 4 && lines[1].contains("Lisbon") || language.code == "ja", "\(text)")
        #expect(lines.contains(Phrasebook(language)(.spokenMoreHint)), "\(text)")
        // Japanese is not split by spaces: counted as characters, 3 a word, the same budget.
        let size = language.code == "ja" ? text.count / 3 : Self.words(text)
        #expect(size <= 75, "\(size) words: \(text)")

        let full = LocationReportRenderer.render(Self.report, style: Self.style(language, more: true), utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(full.hasPrefix(lines[0] + "\n" + lines[1] + "\n"), "the summary opens the full text too: \(full)")
        #expect(Self.words(full) > Self.words(text) * 2)
        #expect(!full.contains(Phrasebook(language)(.spokenMoreHint)))
    }

    @Test("The summary leaves the details to --more: humidity, the air, the sky and the next days are not in it")
    func detailsOnRequest() {
        let text = LocationReportRenderer.render(Self.report, style: Self.style(.english), utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(text.contains("now: partly cloudy, 15.6 degrees Celsius") && text.contains("Today low 12.1, high 18.3."), "\(text)")
        #expect(text.contains("Rain"), "rain soon is what changes soon: \(text)")
        for detail in ["Humidity", "The sun is up", "The next 4 days", "Last updated"] { #expect(!text.contains(detail), "\(detail): \(text)") }
        let full = LocationReportRenderer.render(Self.report, style: Self.style(.english, more: true), utcOffset: .fixed(0), now: Lisbon.fetched)
        for detail in ["Humidity 70 percent.\n", "The sun is up", "The next 4 days", "Last updated"] { #expect(full.contains(detail), "\(detail): \(full)") }
    }

    @Test("An old copy says its age in the summary too")
    func oldCopy() {
        var report = Self.report
        report.current = Sourced(Lisbon.weather, source: .offline(reason: "no network"))
        let text = LocationReportRenderer.render(report, style: Self.style(.english), utcOffset: .fixed(0), now: Lisbon.fetched.addingTimeInterval(7200))
        #expect(text.contains("Last updated on 18 November at 11:06"), "\(text)")
    }
}

@Suite("Spoken times name their clock")
struct SpokenSunClockTests {
    @Test("With --tz (or a place on another clock) sunrise and sunset are named on their clock, never 'local time'")
    func sunOnItsClock() {
        var style = AccessibleSummaryTests.style(.english, more: true)
        style.spokenInFull = true
        let tokyo = AccessibleSummaryTests.report.shown(on: "Asia/Tokyo", at: Lisbon.fetched)
        let text = LocationReportRenderer.render(tokyo, style: style, utcOffset: tokyo.clock.utcOffset, now: Lisbon.fetched)
        let sun = text.split(separator: "\n").first { $0.hasPrefix("Sunrise ") }
        #expect(sun == "Sunrise 17:10 UTC plus 9, sunset 03:05 UTC plus 9.", "\(text)")
    }
}

@Suite("Names as written, in speech")
struct SpokenNamesAsWrittenTests {
    /// The weather now at a place of this name, in that country.
    static func spoken(_ name: String, _ country: String, language: Language, ascii: Bool = false) -> String {
        var weather = Lisbon.weather
        weather.placeName = name
        weather.country = country
        var style = AccessibleSummaryTests.style(language)
        style.unicode = !ascii
        let text = CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: style, utcOffset: .fixed(0))
        return String(text.prefix { $0 != "," })
    }

    @Test("Tromsø, Zürich and São Paulo keep their letters in English and German speech; --ascii transliterates, never '?'",
          arguments: [("Tromsø", "NO", "Tromsø", "Tromso", "Tromso"), ("Zürich", "CH", "Zürich", "Zurich", "Zuerich"),
                      ("São Paulo", "BR", "São Paulo", "Sao Paulo", "Sao Paulo")])
    func names(name: String, country: String, written: String, asciiEnglish: String, asciiGerman: String) {
        #expect(Self.spoken(name, country, language: .english) == written)
        #expect(Self.spoken(name, country, language: Language("de")!) == written)
        #expect(Self.spoken(name, country, language: .english, ascii: true) == asciiEnglish)
        #expect(Self.spoken(name, country, language: Language("de")!, ascii: true) == asciiGerman)
    }
}
