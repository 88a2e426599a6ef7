import Domain
import Foundation
import Presentation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// `--accessible`: each command's output pinned as sentences a screen reader reads well.
@Suite("Accessible output")
struct AccessibleTests {
    let place = Lisbon.place
    let fetched = Lisbon.fetched
    var style: TerminalStyle {
        var style = TerminalStyle(colour: true, unicode: true, isTerminal: true, width: 40)
        style.accessible = true
        style.spokenInFull = true
        style.credits = .providers
        return style
    }

    var day: DailyForecast { Lisbon.day }

    var weather: CurrentWeather { Lisbon.weather }

    func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == "\n" || ($0.isASCII && ($0.properties.isAlphabetic || (32...126).contains($0.value))) }
    }

    @Test("wf search reads as one sentence per day, with units, days and directions in words")
    func search() {
        let forecast = Forecast(place: place, units: .metric, provider: "Open-Meteo", fetchedAt: fetched, utcOffsetSeconds: 0, days: [day])
        let text = ForecastRenderer.render(Sourced(forecast, source: .network), style: style, utcOffset: .fixed(0))
        #expect(text == """
            Forecast for Lisbon, Portugal. The data comes from Open-Meteo and was updated on 18 November at 11:06.
            Monday 23 November, Lisbon: light rain. Average 14 degrees Celsius, low 11, high 17.2. Rain 2 millimetres, 80 percent chance. Wind 12 kilometres per hour from the north-west, gusts up to 30. Humidity 81 percent. Pressure 1012 hectopascals. UV index 2.
            Weather data by Open-Meteo.com, licence CC BY 4.0.

            """)
        #expect(isPlain(text))
    }

    @Test("wf at and wf here read as sentences; imperial units are words too")
    func current() {
        let text = CurrentWeatherRenderer.render(Sourced(weather, source: .cache), style: style, utcOffset: .fixed(0))
        #expect(text == """
            Lisbon, Portugal, now: partly cloudy, 15.6 degrees Celsius, feels like 14.2. Today low 12.1, high 18.3.
            Humidity 70 percent.
            Pressure 1015 hectopascals.
            Wind 9 kilometres per hour from the south.
            Sunrise 08:10, sunset 18:05.
            The data comes from Open-Meteo and was updated on 18 November at 11:06; this copy is from the cache.
            Weather data by Open-Meteo.com, licence CC BY 4.0.

            """)
        var imperial = weather
        imperial.units = .imperial
        imperial.pressure = 29.97
        let report = LocationReportRenderer.render(PlaceReport(title: "Lisbon, PT", current: Sourced(imperial, source: .network)),
                                                   style: style, utcOffset: .fixed(0))
        #expect(report.contains("15.6 degrees Fahrenheit"))
        #expect(report.contains("9 miles per hour from the south"))
        #expect(report.contains("Pressure 29.97 inches of mercury."))
        #expect(report.hasPrefix("Lisbon, Portugal, now: "))
        #expect(report.hasSuffix("Last updated on 18 November at 11:06.\nWeather data by Open-Meteo.com, licence CC BY 4.0.\n"))
        #expect(isPlain(report))
    }

    @Test("wf hourly: one sentence per hour at the place's time, no chart")
    func hourly() {
        let hour = HourlyForecast(time: Date(timeIntervalSince1970: 1_795_003_200), temperature: 13, feelsLike: 11.5,
                                  precipitation: Precipitation(amount: 0.2, probability: 40), wind: Wind(speed: 12, degrees: 270),
                                  condition: WeatherCondition(category: .drizzle, description: "light drizzle"))
        let forecast = Forecast(place: place, units: .metric, provider: "OpenWeatherMap", fetchedAt: fetched, utcOffsetSeconds: 3600,
                                days: [], hours: [hour])
        let text = HourlyRenderer.render(.init(forecast: Sourced(forecast, source: .network), points: [hour]), chart: true, style: style,
                                         utcOffset: .fixed(0))
        #expect(text == """
            Hourly forecast for Lisbon, Portugal. The data comes from OpenWeatherMap and was updated on 18 November at 11:06.
            Wednesday 13:00: light drizzle, 13 degrees Celsius, feels like 11.5. Rain 0.2 millimetres, 40 percent chance. Wind 12 kilometres per hour from the west.

            """)
    }

    @Test("wf fav list: a numbered sentence per favourite, errors in words")
    func favourites() {
        let rows = [
            FavouriteWeather(favourite: Favourite(place: place, addedAt: fetched), weather: .success(Sourced(weather, source: .network))),
            FavouriteWeather(favourite: Favourite(place: Place(name: "Oslo", country: "NO", coordinate: Coordinate(unchecked: 59.9, 10.7)), addedAt: fetched),
                             weather: .failure(.rateLimited(provider: "Open-Meteo"))),
        ]
        let text = FavouritesRenderer.render(rows, style: style)
        #expect(text.hasPrefix("2 favourites.\n1. Lisbon, Portugal: partly cloudy, 15.6 degrees Celsius.\n2. Oslo, Norway: no weather, because Open-Meteo says too many requests"))
        #expect(isPlain(text))
    }

    @Test("wf fav list --accessible: a copy past its validity says its age, as every other view does; a cached one says so")
    func favouritesOldCopy() {
        let row = { (source: DataSource) in
            [FavouriteWeather(favourite: Favourite(place: place, addedAt: fetched), weather: .success(Sourced(weather, source: source)))]
        }
        let old = FavouritesRenderer.render(row(.offline(reason: "down")), style: style, now: weather.fetchedAt + 13 * 3600)
        #expect(old.contains("1. Lisbon, Portugal: partly cloudy, 15.6 degrees Celsius, a copy 13 hours old."), "\(old)")
        let cached = FavouritesRenderer.render(row(.cache), style: style, now: weather.fetchedAt + 60)
        #expect(cached.contains("15.6 degrees Celsius, from the cache."), "\(cached)")
    }
}
