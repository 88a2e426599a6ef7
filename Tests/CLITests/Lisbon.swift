import Domain
import Foundation

/// One day and one reading in Lisbon, which the renderer tests show in several ways.
enum Lisbon {
    static let place = Place(name: "Lisbon", country: "PT", region: "Lisbon", coordinate: Coordinate(unchecked: 38.72, -9.14))
    static let fetched = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 11:06:40 UTC

    static let day = DailyForecast(
        date: CalendarDay(year: 2026, month: 11, day: 23), temperature: TemperatureSummary(average: 14, min: 11, max: 17.2),
        precipitation: Precipitation(amount: 2, probability: 80), wind: Wind(speed: 12.3, gusts: 30, degrees: 315),
        humidity: 81.4, pressure: 1012.2, uvIndex: 2, condition: WeatherCondition(category: .rain, code: 61, description: "light rain"))

    static let weather = CurrentWeather(
        placeName: "Lisbon", country: "PT", coordinate: place.coordinate,
        condition: WeatherCondition(category: .partlyCloudy, code: 2, description: "partly cloudy"),
        temperature: 15.6, feelsLike: 14.2, minimum: 12.1, maximum: 18.3, humidity: 70, pressure: 1015, windSpeed: 9, windDirection: 180,
        sunrise: Date(timeIntervalSince1970: 1_794_989_400), sunset: Date(timeIntervalSince1970: 1_795_025_100),
        utcOffsetSeconds: 0, observedAt: fetched, fetchedAt: fetched, units: .metric, provider: "Open-Meteo")
}
