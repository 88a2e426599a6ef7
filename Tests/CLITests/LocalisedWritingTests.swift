import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// Dates, coordinates and percentages as each language writes them, not as ISO 8601 or C does.
@Suite("Localised writing")
struct LocalisedWritingTests {
    static func style(_ language: Language, accessible: Bool = false) -> TerminalStyle {
        var style = TerminalStyle(colour: false, unicode: true)
        style.phrasebook = Phrasebook(language)
        style.accessible = accessible
        style.spokenInFull = true
        return style
    }

    static var report: PlaceReport {
        let forecast = Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched,
                                utcOffsetSeconds: 0, days: [Lisbon.day], hours: [
                                    HourlyForecast(time: Lisbon.fetched, temperature: 15, precipitation: Precipitation(amount: 1, probability: 83),
                                                   condition: WeatherCondition(category: .rain, description: "rain")),
                                ])
        return PlaceReport(title: "Lisbon, PT", current: Sourced(Lisbon.weather, source: .cache),
                              forecast: Sourced(forecast, source: .network))
    }

    @Test("Headers and the last-updated line write the date in the language's own form", arguments: Language.shipped)
    func dates(language: Language) {
        let words = Phrasebook(language)
        let written = words.day(CalendarDay(year: 2026, month: 11, day: 18)) + " 11:06"
        let style = Self.style(language)
        let texts = [
            LocationReportRenderer.render(Self.report, style: style, utcOffset: .fixed(0), now: Lisbon.fetched),
            CurrentWeatherRenderer.render(Sourced(Lisbon.weather, source: .cache), style: style, utcOffset: .fixed(0)),
            ForecastRenderer.render(Self.report.forecast!, style: style, utcOffset: .fixed(0)),
        ]
        for text in texts {
            #expect(!text.contains("2026-11-18"), "\(language):\n\(text)")
            #expect(text.contains(written), "\(language) lacks \(written):\n\(text)")
        }
    }

    @Test("Spoken text says the date in words", arguments: Language.shipped)
    func spokenDates(language: Language) {
        let text = LocationReportRenderer.render(Self.report, style: Self.style(language, accessible: true), utcOffset: .fixed(0),
                                                 now: Lisbon.fetched)
        #expect(!text.contains("2026-11-18"), "\(language):\n\(text)")
        #expect(text.contains(Phrasebook(language).spokenTimestamp(Lisbon.fetched, on: .fixed(0))), "\(language):\n\(text)")
    }

    @Test("A point known by its coordinate is spoken with the language's decimal separator", arguments: Language.shipped)
    func spokenCoordinates(language: Language) {
        var weather = Lisbon.weather
        weather.placeName = nil
        let text = CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: Self.style(language, accessible: true),
                                                 utcOffset: .fixed(0))
        let comma = Phrasebook(language)(.numberDecimalSeparator) == ","
        #expect(text.contains(comma ? "38,72; -9,14" : "38.72, -9.14"), "\(language):\n\(text)")
        if comma { #expect(!text.contains("38.72"), "\(language):\n\(text)") }
    }

    @Test("French says a copy is \"en cache\"")
    func frenchCache() {
        let french = Language.shipped[2]
        let text = CurrentWeatherRenderer.render(Sourced(Lisbon.weather, source: .cache), style: Self.style(french), utcOffset: .fixed(0))
            + CurrentWeatherRenderer.render(Sourced(Lisbon.weather, source: .cache), style: Self.style(french, accessible: true), utcOffset: .fixed(0))
        #expect(text.contains("en cache"))
        #expect(!text.contains("du cache"))
    }

    @Test("Every percentage in a language is spaced the same way", arguments: Language.shipped)
    func percentSpacing(language: Language) throws {
        let style = Self.style(language)
        let forecast = Self.report.forecast!
        let text = LocationReportRenderer.render(Self.report, style: style, utcOffset: .fixed(0), now: Lisbon.fetched)
            + HourlyRenderer.render(HourlyReport(forecast: forecast, points: forecast.value.hours), chart: false, style: style,
                                    utcOffset: .fixed(0))
            + ForecastRenderer.render(forecast, style: style, utcOffset: .fixed(0))
        let spaced = try Regex(#"\d %"#), tight = try Regex(#"\d%"#)
        #expect(text.contains(spaced) != text.contains(tight), "\(language) spaces percentages two ways:\n\(text)")
        #expect(text.contains("83"), "\(language):\n\(text)")
    }
}
