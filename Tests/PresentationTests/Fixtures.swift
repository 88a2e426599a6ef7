import Domain
import Foundation
import Presentation

enum Sample {
    static let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))

    static func forecast(fetchedAt: Date = Date(timeIntervalSince1970: 0)) -> Forecast {
        Forecast(place: place, units: .metric, provider: "Stub", fetchedAt: fetchedAt, utcOffsetSeconds: 0, days: [])
    }

    static func weather(temperature: Double = 20) -> CurrentWeather {
        CurrentWeather(placeName: "Berlin", country: "DE", coordinate: place.coordinate,
                       condition: WeatherCondition(category: .clear, description: "clear sky"), temperature: temperature,
                       utcOffsetSeconds: 3600, observedAt: Date(timeIntervalSince1970: 0), fetchedAt: Date(timeIntervalSince1970: 0),
                       units: .metric, provider: "Stub")
    }

    static func report(_ source: DataSource = .network) -> PlaceReport {
        PlaceReport(title: "Berlin, DE", current: Sourced(weather(), source: source), forecast: Sourced(forecast(), source: source))
    }
}
