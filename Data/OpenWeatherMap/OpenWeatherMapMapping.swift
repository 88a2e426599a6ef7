import Domain
import Foundation

extension OWMConditionDTO {
    /// Condition ids are documented groups; the icon code is the fallback.
    var weatherIcon: WeatherIcon {
        switch id {
        case (200..<300)?: return .thunderstorm
        case (300..<400)?: return .drizzle
        case (500..<600)?: return .rain
        case (600..<700)?: return .snow
        case (700..<800)?: return .fog
        case 800?: return .clear
        case 801?: return .partlyCloudy
        case (802..<900)?: return .cloudy
        default: break
        }
        switch self.icon.map({ String($0.prefix(2)) }) {
        case "01": return .clear
        case "02": return .partlyCloudy
        case "03", "04": return .cloudy
        case "09", "10": return .rain
        case "11": return .thunderstorm
        case "13": return .snow
        case "50": return .fog
        default: return .unknown
        }
    }

    var condition: WeatherCondition {
        WeatherCondition(description: description ?? "", icon: weatherIcon)
    }
}

extension OWMForecastResponseDTO {
    /// Aggregates 3-hour steps into the city's local calendar days.
    func toDomain(units: Units, fetchedAt: Date, fallbackName: String, provider: String) throws -> Forecast {
        guard let coordinate = city.coord?.coordinate else {
            throw DecodingError.valueNotFound(OWMCoordinateDTO.self, .init(codingPath: [], debugDescription: "city.coord"))
        }
        let offset = city.timezone ?? 0
        let byDay = Dictionary(grouping: list) { CalendarDay(Date(timeIntervalSince1970: $0.dt), utcOffsetSeconds: offset) }
        let days = byDay.keys.sorted().compactMap { day -> DailyForecast? in
            guard let steps = byDay[day], !steps.isEmpty else { return nil }
            let temperatures = steps.map(\.main.temp)
            return DailyForecast(
                date: day,
                temperature: TemperatureSummary(
                    average: temperatures.mean ?? 0,
                    min: steps.map { $0.main.temp_min ?? $0.main.temp }.min() ?? 0,
                    max: steps.map { $0.main.temp_max ?? $0.main.temp }.max() ?? 0
                ),
                pressure: steps.compactMap { $0.main.sea_level ?? $0.main.pressure }.mean,
                humidity: steps.compactMap(\.main.humidity).mean,
                condition: Self.mostFrequent(steps.compactMap { $0.weather?.first?.condition })
                    ?? WeatherCondition(description: "", icon: .unknown)
            )
        }
        let place = Place(name: city.name ?? fallbackName, country: city.country, coordinate: coordinate)
        return Forecast(place: place, units: units, provider: provider, fetchedAt: fetchedAt,
                        utcOffsetSeconds: offset, days: days)
    }

    /// The most frequent condition; ties go to the one seen first.
    private static func mostFrequent(_ conditions: [WeatherCondition]) -> WeatherCondition? {
        var counts: [WeatherCondition: Int] = [:]
        conditions.forEach { counts[$0, default: 0] += 1 }
        return conditions.max { counts[$0, default: 0] < counts[$1, default: 0] }
            .flatMap { best in conditions.first { counts[$0] == counts[best] } }
    }
}

extension OWMCurrentWeatherDTO {
    func toDomain(requested: Coordinate, units: Units, fetchedAt: Date, provider: String) -> CurrentWeather {
        let coordinate = coord?.coordinate ?? requested
        // OpenWeatherMap names a point in the open sea "Globe"; that is no place name.
        let placeName = name.flatMap { $0.isEmpty || $0 == "Globe" ? nil : $0 }
        return CurrentWeather(
            placeName: placeName, country: sys?.country, coordinate: coordinate,
            condition: weather?.first?.condition ?? WeatherCondition(description: "", icon: .unknown),
            temperature: main.temp, feelsLike: main.feels_like, minimum: main.temp_min, maximum: main.temp_max,
            humidity: main.humidity, pressure: main.sea_level ?? main.pressure,
            windSpeed: wind?.speed, windDirection: wind?.deg, cloudiness: clouds?.all, visibility: visibility,
            sunrise: sys?.sunrise.map(Date.init(timeIntervalSince1970:)),
            sunset: sys?.sunset.map(Date.init(timeIntervalSince1970:)),
            utcOffsetSeconds: timezone ?? 0,
            observedAt: dt.map(Date.init(timeIntervalSince1970:)) ?? fetchedAt,
            fetchedAt: fetchedAt, units: units, provider: provider
        )
    }
}

extension OWMGeocodingDTO {
    /// Nil when the provider sent a point that is not on the Earth.
    var place: Place? {
        guard let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        return Place(name: name, country: country, region: state, coordinate: coordinate)
    }
}

extension OWMCoordinateDTO {
    /// Nil when out of range or not finite: a provider's numbers are checked like the user's.
    var coordinate: Coordinate? { try? Coordinate(latitude: lat, longitude: lon) }
}

extension Array where Element == Double {
    var mean: Double? { isEmpty ? nil : reduce(0, +) / Double(count) }
}
