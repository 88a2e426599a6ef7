import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// At 30 and 40 columns without Unicode, where an icon is a word ("thunderstorm"): words give way
/// (the icon's word is dropped, a description or a name shortened) and every temperature kept is
/// whole, never cut at the end of the line.
@Suite("Numbers outlive words on a narrow screen")
struct NumbersOutliveWordsTests {
    static let widths = [30, 40]
    static let storm = WeatherCondition(category: .thunderstorm, code: 95, description: "thunderstorm with heavy hail")

    static let days: [DailyForecast] = (0..<5).map { index in
        var day = Lisbon.day
        day.date = CalendarDay(year: 2026, month: 11, day: 23 + index)
        day.temperature = TemperatureSummary(average: -10.5 - Double(index), min: -14.9, max: -2.1)
        day.condition = storm
        return day
    }

    static var forecast: Forecast {
        Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched, utcOffsetSeconds: 0,
                 days: days, hours: [])
    }

    static var stormyWeather: CurrentWeather {
        var weather = Lisbon.weather
        weather.condition = storm
        weather.temperature = -12.4
        weather.feelsLike = -18.2
        return weather
    }

    static func style(_ width: Int, _ language: Language) -> TerminalStyle {
        SkyRenderingTests.terminal(width: width, unicode: false, language: language)
    }

    /// Every temperature in `values`, as an ASCII screen writes it, is in `text` whole.
    static func expectWhole(_ values: [Double], in text: String, width: Int, language: Language) {
        let words = Phrasebook(language)
        #expect(text.split(separator: "\n").allSatisfy { TerminalStyle.visibleCount(String($0)) <= width }, "\(language) at \(width):\n\(text)")
        for value in values {
            let shown = TerminalStyle.asciiOnly(words.temperature(value, .metric), in: language)
            #expect(text.split(separator: "\n").contains { $0.contains(shown) }, "\(language) at \(width) lost \(shown):\n\(text)")
        }
    }

    @Test("wf here at 40 columns: a wrapped temperature keeps its unit on its line", arguments: Language.shipped)
    func unitStaysWithNumber(language: Language) {
        let text = LocationReportRenderer.render(PlaceReport(title: "Lisbon, PT", current: Sourced(Self.stormyWeather, source: .network)),
                                                 style: SkyRenderingTests.terminal(width: 40, language: language), utcOffset: .fixed(0),
                                                 now: Lisbon.fetched)
        #expect(!text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("°") }, "\(language):\n\(text)")
    }

    @Test("wf search: each day's temperature whole", arguments: Language.shipped)
    func search(language: Language) {
        for width in Self.widths {
            let text = ForecastRenderer.render(Sourced(Self.forecast, source: .network), style: Self.style(width, language), utcOffset: .fixed(0))
            Self.expectWhole(Self.days.map(\.temperature.average), in: text, width: width, language: language)
        }
    }

    @Test("wf here and wf fav show: the next days' temperatures whole", arguments: Language.shipped)
    func here(language: Language) {
        let report = PlaceReport(title: "Lisbon, PT", current: Sourced(Self.stormyWeather, source: .network),
                                 forecast: Sourced(Self.forecast, source: .network))
        for width in Self.widths {
            let text = LocationReportRenderer.render(report, style: Self.style(width, language), utcOffset: .fixed(0), now: Lisbon.fetched)
            Self.expectWhole(Self.days.map(\.temperature.average), in: text, width: width, language: language)
        }
    }

    @Test("wf hourly: each hour's temperature whole", arguments: Language.shipped)
    func hourly(language: Language) {
        let points = (0..<6).map { hour in
            HourlyForecast(time: Lisbon.fetched.addingTimeInterval(Double(hour) * 3600), temperature: -10.5 - Double(hour),
                           feelsLike: -18, precipitation: Precipitation(amount: 1.5, probability: 80), wind: Wind(speed: 40, degrees: 250),
                           condition: Self.storm)
        }
        for width in Self.widths {
            let lines = HourlyRenderer.rows(points, units: .metric, utcOffsetSeconds: 0, style: Self.style(width, language))
            Self.expectWhole(points.map(\.temperature), in: Self.style(width, language).finish(lines), width: width, language: language)
        }
    }

    @Test("wf fav list: a long name is shortened before the temperature is cut", arguments: Language.shipped)
    func favourites(language: Language) {
        let names = ["Llanfairpwllgwyngyll Village", "Lisbon"]
        let rows = names.enumerated().map { index, name in
            let place = Place(name: name, country: "GB", coordinate: Coordinate(unchecked: 53.2 + Double(index), -4.2))
            var weather = Self.stormyWeather
            weather.temperature = -12.4 - Double(index)
            return FavouriteWeather(favourite: Favourite(place: place, addedAt: Lisbon.fetched), weather: .success(Sourced(weather, source: .network)))
        }
        for width in Self.widths {
            let text = FavouritesRenderer.render(rows, style: Self.style(width, language))
            Self.expectWhole([-12.4, -13.4], in: text, width: width, language: language)
        }
    }
}
