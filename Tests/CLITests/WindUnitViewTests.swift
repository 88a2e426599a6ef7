import CLI
import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// `wind-unit`: every view that shows wind shows it in the chosen unit, text, sentences and JSON alike.
/// The readings: wind 36 km/h (10 m/s, 19.4 kn, 22.4 mph, force 5) from the north-east, gusts 72 km/h
/// (20 m/s, 38.9 kn, force 8).
@Suite("Wind units in every view")
struct WindUnitViewTests {
    static let wind = Wind(speed: 36, gusts: 72, degrees: 45)

    static var weather: CurrentWeather {
        var weather = Lisbon.weather
        weather.windSpeed = wind.speed
        weather.windGusts = wind.gusts
        weather.windDirection = wind.degrees
        return weather
    }

    static var day: DailyForecast {
        var day = Lisbon.day
        day.wind = wind
        return day
    }

    static let hour = HourlyForecast(time: Date(timeIntervalSince1970: 1_795_003_200), temperature: 13, wind: wind,
                                     condition: WeatherCondition(category: .drizzle, description: "light drizzle"))

    static var forecast: Forecast {
        Forecast(place: Lisbon.place, units: .metric, provider: "Open-Meteo", fetchedAt: Lisbon.fetched, utcOffsetSeconds: 0,
                 days: [day], hours: [hour])
    }

    static var report: PlaceReport {
        PlaceReport(title: "Lisbon, PT", current: Sourced(weather, source: .network), forecast: Sourced(forecast, source: .network))
    }

    static func style(_ unit: WindUnit?, accessible: Bool = false, language: Language = .english) -> TerminalStyle {
        var style = TerminalStyle(colour: false, unicode: true, isTerminal: true, width: 200)
        style.phrasebook = Phrasebook(language, windUnit: unit)
        style.accessible = accessible
        style.spokenInFull = true
        return style
    }

    /// What each unit shows for the wind, its gusts, and the compact status-bar form.
    struct Expected: Sendable, CustomStringConvertible {
        let unit: WindUnit?
        let speed, gusts, compact, spokenSpeed, spokenGusts, json: String
        var description: String { unit?.rawValue ?? "unset" }
    }

    static let expectations = [
        Expected(unit: nil, speed: "36 km/h", gusts: "72", compact: "36km/h", spokenSpeed: "36 kilometres per hour",
                 spokenGusts: "gusts up to 72", json: "kmh"),
        Expected(unit: .kilometresPerHour, speed: "36 km/h", gusts: "72", compact: "36km/h", spokenSpeed: "36 kilometres per hour",
                 spokenGusts: "gusts up to 72", json: "kmh"),
        Expected(unit: .milesPerHour, speed: "22 mph", gusts: "45", compact: "22mph", spokenSpeed: "22 miles per hour",
                 spokenGusts: "gusts up to 45", json: "mph"),
        Expected(unit: .metresPerSecond, speed: "10 m/s", gusts: "20", compact: "10m/s", spokenSpeed: "10 metres per second",
                 spokenGusts: "gusts up to 20", json: "ms"),
        Expected(unit: .knots, speed: "19 kn", gusts: "39", compact: "19kn", spokenSpeed: "19 knots",
                 spokenGusts: "gusts up to 39", json: "kn"),
        Expected(unit: .beaufort, speed: "Bft 5", gusts: "8", compact: "Bft5", spokenSpeed: "force 5",
                 spokenGusts: "gusts up to force 8", json: "bft"),
    ]

    @Test("wf search's table", arguments: expectations)
    func searchTable(_ expected: Expected) {
        let text = ForecastRenderer.render(Sourced(Self.forecast, source: .network), style: Self.style(expected.unit), utcOffset: .fixed(0))
        #expect(text.contains("  \(expected.speed) NE  "), "\(text)")
    }

    @Test("wf hourly's rows", arguments: expectations)
    func hourlyRows(_ expected: Expected) {
        let text = HourlyRenderer.render(.init(forecast: Sourced(Self.forecast, source: .network), points: [Self.hour]), chart: false,
                                         style: Self.style(expected.unit), utcOffset: .fixed(0))
        #expect(text.contains("  \(expected.speed) NE  "), "\(text)")
    }

    @Test("wf at's and wf here's facts, wind and gusts", arguments: expectations)
    func facts(_ expected: Expected) {
        let at = CurrentWeatherRenderer.render(Sourced(Self.weather, source: .network), style: Self.style(expected.unit), utcOffset: .fixed(0))
        #expect(at.contains("\nWind        \(expected.speed) from NE (45°)\n"), "\(at)")
        // The gusts' line has their speed with the unit: "72 km/h", "Bft 8".
        let gusts = expected.unit == .beaufort ? "Bft \(expected.gusts)" : "\(expected.gusts) " + expected.speed.split(separator: " ")[1]
        #expect(at.contains("\nGusts       \(gusts)\n"), "\(at)")
        let here = LocationReportRenderer.render(Self.report, style: Self.style(expected.unit), utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(here.contains("\nWind        \(expected.speed) from NE (45°)\n"))
        #expect(here.contains(" \(expected.speed) NE "), "the 5-day rows of wf here")
    }

    @Test("--format %w, as wf here, wf at and wf fav list print it", arguments: expectations)
    func format(_ expected: Expected) throws {
        let format = OneLineFormat(template: try WeatherTemplate(parsing: "%w"), ascii: false)
        #expect(format.line(Self.report, style: Self.style(expected.unit)) == "↙\(expected.compact)\n")
        let ascii = OneLineFormat(template: try WeatherTemplate(parsing: "%w"), ascii: true)
        #expect(ascii.line(place: "Lisbon", weather: Self.weather, forecast: nil, style: Self.style(expected.unit)) == "NE \(expected.compact)\n")
    }

    @Test("Sentences for a screen reader: the day, the hour and now", arguments: expectations)
    func sentences(_ expected: Expected) {
        let style = Self.style(expected.unit, accessible: true)
        let said = "Wind \(expected.spokenSpeed) from the north-east, \(expected.spokenGusts)."
        let search = ForecastRenderer.render(Sourced(Self.forecast, source: .network), style: style, utcOffset: .fixed(0))
        #expect(search.contains(said), "\(search)")
        let hourly = HourlyRenderer.render(.init(forecast: Sourced(Self.forecast, source: .network), points: [Self.hour]), chart: false,
                                           style: style, utcOffset: .fixed(0))
        #expect(hourly.contains(said), "\(hourly)")
        let here = LocationReportRenderer.render(Self.report, style: style, utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(here.contains(said), "\(here)")
    }

    @Test("The map's weather panel", arguments: expectations)
    func mapPanel(_ expected: Expected) {
        let lines = MapRenderer.panelLines(.weather(Lisbon.place.coordinate, .success(PlaceReport(place: Lisbon.place, current: Sourced(Self.weather, source: .network)))),
                                           style: Self.style(expected.unit))
        #expect(lines.contains { $0.contains("\(expected.speed) from NE") }, "\(lines)")
    }

    @Test("JSON: every document with wind says its unit at the top and gives the speeds in it", arguments: expectations)
    func json(_ expected: Expected) throws {
        let unit = expected.unit
        let speed = try #require(Double(expected.speed.split(separator: " ").first { Double($0) != nil } ?? ""))
        func document(_ text: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        func windSpeed(_ wind: Any?) -> Double? { (wind as? [String: Any])?["speed"] as? Double }

        let search = try document(JSONDocument.encode(JSONDocument.Search(query: "lisbon", Sourced(Self.forecast, source: .network), days: nil, windUnit: unit, closing: SideSection.closingParts)))
        #expect(search["wind_unit"] as? String == expected.json)
        let day = try #require((search["days"] as? [[String: Any]])?.first)
        #expect(windSpeed(day["wind"]).map { $0.rounded() } == speed)

        let hourly = try document(JSONDocument.encode(JSONDocument.Hourly(query: nil, .init(forecast: Sourced(Self.forecast, source: .network), points: [Self.hour]), windUnit: unit)))
        #expect(hourly["wind_unit"] as? String == expected.json)
        #expect(windSpeed((hourly["hours"] as? [[String: Any]])?.first?["wind"]).map { $0.rounded() } == speed)

        let at = try document(JSONDocument.encode(JSONDocument.Current(Sourced(Self.weather, source: .network), windUnit: unit)))
        #expect(at["wind_unit"] as? String == expected.json)
        #expect(windSpeed(at["wind"]).map { $0.rounded() } == speed)
        #expect(((at["wind"] as? [String: Any])?["gusts"] as? Double).map { $0.rounded() } == Double(expected.gusts))

        let here = try document(JSONDocument.encode(JSONDocument.Report(Self.report, windUnit: unit, closing: SideSection.closingParts)))
        #expect(here["wind_unit"] as? String == expected.json)
        #expect((here["current"] as? [String: Any])?["wind_unit"] as? String == expected.json)
        #expect(windSpeed((here["days"] as? [[String: Any]])?.first?["wind"]).map { $0.rounded() } == speed)

        let row = FavouriteWeather(favourite: Favourite(place: Lisbon.place, addedAt: Lisbon.fetched), weather: .success(Sourced(Self.weather, source: .network)))
        let favourite = try document(JSONDocument.encode(JSONDocument.FavouriteEntry(position: 1, row, windUnit: unit)))
        let favouriteWeather = try #require(favourite["weather"] as? [String: Any])
        #expect(favouriteWeather["wind_unit"] as? String == expected.json)
        #expect(windSpeed(favouriteWeather["wind"]).map { $0.rounded() } == speed)
    }

    @Test("Imperial weather left unset is in mph; set to knots it is converted from mph")
    func imperial() {
        var weather = Self.weather
        weather.units = .imperial
        weather.windSpeed = 10
        weather.windGusts = nil
        #expect(CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: Self.style(nil), utcOffset: .fixed(0))
            .contains("Wind        10 mph from NE"))
        #expect(CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: Self.style(.knots), utcOffset: .fixed(0))
            .contains("Wind        9 kn from NE"))
        #expect(CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: Self.style(.kilometresPerHour), utcOffset: .fixed(0))
            .contains("Wind        16 km/h from NE"))
    }

    @Test("Every language says the new units in its own words", arguments: Language.shipped)
    func spokenUnitsTranslated(language: Language) {
        let english = Phrasebook(.english, windUnit: .knots)
        let words = Phrasebook(language, windUnit: .knots)
        #expect(words.spokenWind(Self.wind, .metric) != nil)
        if language != .english {
            #expect(words(.spokenUnitKnots(value: "8")) != english(.spokenUnitKnots(value: "8")))
            #expect(words(.spokenUnitBeaufort(value: "4")) != english(.spokenUnitBeaufort(value: "4")) || language.code == "fr")
        }
    }
}
