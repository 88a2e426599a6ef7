import Domain
import Foundation
@testable import Presentation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// A provider that sends absurd numbers (1e308 °C, a wind from 1e308 degrees, NaN, infinity) gets
/// odd text, never a trap: every whole-number conversion of a provider's value is checked.
@Suite("Absurd provider numbers")
struct AbsurdValuesTests {
    static let values: [Double] = [1e308, -1e308, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 9.3e18, -9.3e18]

    let place = Place(name: "Nowhere", country: "XX", coordinate: Coordinate(unchecked: 10, 20))
    let fetched = Date(timeIntervalSince1970: 1_795_000_000)

    func weather(_ value: Double) -> CurrentWeather {
        CurrentWeather(placeName: "Nowhere", country: "XX", coordinate: place.coordinate,
                       condition: WeatherCondition(category: .clear, description: "clear"),
                       temperature: value, feelsLike: value, minimum: value, maximum: value, humidity: value, pressure: value,
                       windSpeed: value, windGusts: value, windDirection: value, cloudiness: value, visibility: value,
                       precipitation: value, uvIndex: value, utcOffsetSeconds: 0, observedAt: fetched, fetchedAt: fetched,
                       units: .metric, provider: "Open-Meteo")
    }

    func forecast(_ value: Double) -> Forecast {
        let hours = (0..<24).map { index in
            HourlyForecast(time: fetched.addingTimeInterval(Double(index) * 3600), temperature: index.isMultiple(of: 2) ? value : -value,
                           feelsLike: value, humidity: value, pressure: value, precipitation: Precipitation(amount: value, probability: value),
                           wind: Wind(speed: value, gusts: value, degrees: value), cloudCover: value, uvIndex: value,
                           condition: WeatherCondition(category: .rain, description: "rain"))
        }
        let day = DailyForecast(date: CalendarDay(fetched, utcOffsetSeconds: 0),
                                temperature: TemperatureSummary(average: value, min: -value, max: value),
                                feelsLike: FeelsLikeRange(min: value, max: value), precipitation: Precipitation(amount: value, probability: value),
                                wind: Wind(speed: value, gusts: value, degrees: value), humidity: value, pressure: value, uvIndex: value,
                                condition: WeatherCondition(category: .rain, description: "rain"))
        return Forecast(place: place, units: .metric, provider: "Open-Meteo", fetchedAt: fetched, utcOffsetSeconds: 0,
                        days: [day], hours: hours)
    }

    var styles: [TerminalStyle] {
        var accessible = TerminalStyle.plain
        accessible.accessible = true
        return [.plain, TerminalStyle(colour: true, unicode: false, isTerminal: true, width: 80),
                TerminalStyle(colour: true, unicode: true, isTerminal: true, width: 40), accessible]
    }

    @Test("Every renderer and every --format code takes the value without trapping", arguments: values)
    func noTrap(value: Double) throws {
        let weather = weather(value), forecast = forecast(value)
        for style in styles {
            #expect(!CurrentWeatherRenderer.render(Sourced(weather, source: .network), style: style, utcOffset: .fixed(0)).isEmpty)
            #expect(!ForecastRenderer.render(Sourced(forecast, source: .network), style: style, utcOffset: .fixed(0)).isEmpty)
            let hours = HourlyReport(forecast: Sourced(forecast, source: .network), points: forecast.hours)
            #expect(!HourlyRenderer.render(hours, chart: true, style: style, utcOffset: .fixed(0)).isEmpty)
            let report = PlaceReport(title: "Nowhere, XX", current: Sourced(weather, source: .network), forecast: Sourced(forecast, source: .network))
            #expect(!LocationReportRenderer.render(report, style: style, utcOffset: .fixed(0)).isEmpty)
            let row = FavouriteWeather(favourite: Favourite(place: place, addedAt: fetched), weather: .success(Sourced(weather, source: .network)))
            #expect(!FavouritesRenderer.render([row], style: style).isEmpty)
        }
        // Every --json document is valid JSON whatever the numbers (one that cannot be held is null).
        let sourced = Sourced(forecast, source: .network), current = Sourced(weather, source: .network)
        let report = PlaceReport(title: "Nowhere, XX", current: current, forecast: sourced)
        let row = FavouriteWeather(favourite: Favourite(place: place, addedAt: fetched), weather: .success(current))
        let documents = [
            JSONDocument.encode(JSONDocument.Search(query: "nowhere", sourced, days: nil, closing: SideSection.closingParts)),
            JSONDocument.encode(JSONDocument.Hourly(query: "nowhere", .init(forecast: sourced, points: forecast.hours))),
            JSONDocument.encode(JSONDocument.Current(current)),
            JSONDocument.encode(JSONDocument.Report(report, closing: SideSection.closingParts)),
            JSONDocument.encode(JSONDocument.FavouriteEntry(position: 1, row)),
        ]
        for document in documents {
            let object = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
            #expect(object?.isEmpty == false, "\(document.prefix(200))")
            #expect(!((object?["error"] as? String)?.hasPrefix("internal error") ?? false), "\(document.prefix(200))")
        }
        let template = try WeatherTemplate(parsing: "%l %c %C %x %t %f %h %w %p %o %P %u %m %M %D %S %z %s %d %T %Z %%")
        for unicode in [true, false] {
            let line = template.render(.init(place: "Nowhere", weather: weather, forecast: forecast, now: fetched,
                                             userOffsetSeconds: 0, unicode: unicode))
            #expect(!line.contains("\n"))
        }
    }

    @Test("A wind from beyond 360 degrees is named by its direction within the circle")
    func directionInCircle() {
        let text = CurrentWeatherRenderer.render(Sourced(weather(15).with(windDirection: 370), source: .network), style: .plain,
                                                 utcOffset: .fixed(0))
        #expect(text.contains("from N (10°)"))
        #expect(WeatherTemplate.compactTemperature(1e308, .metric) == "+1e+308°C")
        #expect(WeatherTemplate.compactTemperature(-0.4, .metric) == "0°C")
        #expect(WeatherTemplate.compactTemperature(11.4, .metric) == "+11°C")
    }
}

private extension CurrentWeather {
    func with(windDirection: Double) -> CurrentWeather {
        var copy = self
        copy.windDirection = windDirection
        return copy
    }
}

@Suite("JSON documents")
struct JSONDocumentTests {
    struct Reading: Encodable {
        let speed: Double
        let gusts: Double?
        let name: String
    }

    @Test("A number JSON cannot hold is null, and the document stays valid JSON", arguments: [Double.infinity, -.infinity, .nan])
    func nonFinite(value: Double) throws {
        let text = JSONDocument.encode(Reading(speed: value, gusts: value, name: "wind"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["speed"] is NSNull)
        #expect(object["gusts"] is NSNull)
        #expect(object["name"] as? String == "wind")
    }
}
