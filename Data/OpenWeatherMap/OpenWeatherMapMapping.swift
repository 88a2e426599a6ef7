import Domain
import Foundation

extension OWMConditionDTO {
    /// Condition ids are documented groups; the icon code is the fallback.
    var category: ConditionCategory {
        switch id {
        case (200..<300)?: return .thunderstorm
        case (300..<400)?: return .drizzle
        case 511?: return .freezingRain
        case (502...504)?: return .heavyRain
        case (520..<600)?: return .rainShowers
        case (500..<600)?: return .rain
        case (611...616)?: return .sleet
        case (620..<700)?: return .snowShowers
        case (600..<700)?: return .snow
        case 771?, 781?: return .unknown
        case (700..<800)?: return .fog
        case 800?: return .clear
        case 801?: return .mostlyClear
        case 802?: return .partlyCloudy
        case (803..<900)?: return .overcast
        default: break
        }
        switch self.icon.map({ String($0.prefix(2)) }) {
        case "01": return .clear
        case "02": return .partlyCloudy
        case "03", "04": return .overcast
        case "09": return .rainShowers
        case "10": return .rain
        case "11": return .thunderstorm
        case "13": return .snow
        case "50": return .fog
        default: return .unknown
        }
    }

    var condition: WeatherCondition {
        WeatherCondition(category: category, code: id.map(ConditionCode.number), description: description ?? "")
    }
}

/// OpenWeatherMap's units: metric wind is m/s, pressure hPa and rain mm whatever was asked for.
extension Units {
    func speed(fromOpenWeatherMap value: Double) -> Double {
        self == .metric ? value * 3.6 : value
    }
}

extension OWMForecastResponseDTO {
    /// The free forecast reaches five days.
    static var horizonDays: Int { ProviderDescription.openWeatherMap.horizonDays }

    /// 3-hour steps become points; the city's local days are summarised from them.
    func toDomain(units: Units, fetchedAt: Date, fallbackName: String, provider: String, days requested: Int) throws -> Forecast {
        guard let coordinate = city.coord?.coordinate else {
            throw DecodingError.valueNotFound(OWMCoordinateDTO.self, .init(codingPath: [], debugDescription: "city.coord"))
        }
        let offset = city.timezone ?? 0
        let hours = list.sorted { $0.dt < $1.dt }.map { $0.point(units) }
        let byDay = Dictionary(grouping: hours) { CalendarDay($0.time, utcOffsetSeconds: offset) }
        let requestedDays = min(max(requested, 1), Self.horizonDays)
        let stepsByDay = Dictionary(grouping: list) { CalendarDay(Date(timeIntervalSince1970: $0.dt), utcOffsetSeconds: offset) }
        let days = byDay.keys.sorted().prefix(requestedDays).compactMap { day -> DailyForecast? in
            guard var summary = byDay[day].flatMap({ DailySummary.of($0, on: day, sunrise: sunTime(city.sunrise, on: day, offset),
                                                                      sunset: sunTime(city.sunset, on: day, offset)) }) else { return nil }
            // A step's own extremes (`temp_min`, `temp_max`) bound the day better than its temperature.
            // A step with an amount no rain has makes the day's total unknown, not the sum of the rest (0, perhaps).
            if byDay[day]?.contains(where: { $0.precipitation.amount == nil }) == true { summary.precipitation.amount = nil }
            let steps = stepsByDay[day] ?? []
            summary.temperature.min = steps.map { $0.main.temp_min ?? $0.main.temp }.min() ?? summary.temperature.min
            summary.temperature.max = steps.map { $0.main.temp_max ?? $0.main.temp }.max() ?? summary.temperature.max
            return summary
        }
        let place = Place(name: city.name ?? fallbackName, country: city.country, coordinate: coordinate)
        return Forecast(place: place, units: units, provider: provider, fetchedAt: fetchedAt, utcOffsetSeconds: offset,
                        days: days, hours: hours, requestedDays: requestedDays, horizonDays: Self.horizonDays)
    }

    /// The city's sunrise and sunset are for one day only; other days get none rather than a guess.
    private func sunTime(_ seconds: Double?, on day: CalendarDay, _ offset: Int) -> Date? {
        guard let seconds else { return nil }
        let date = Date(timeIntervalSince1970: seconds)
        return CalendarDay(date, utcOffsetSeconds: offset) == day ? date : nil
    }
}

extension OWMForecastResponseDTO.Step {
    func point(_ units: Units) -> HourlyForecast {
        HourlyForecast(
            time: Date(timeIntervalSince1970: dt),
            temperature: main.temp,
            feelsLike: main.feels_like,
            humidity: main.humidity,
            pressure: (main.sea_level ?? main.pressure).map(units.pressure(fromHectopascals:)),
            // OpenWeatherMap leaves `rain` and `snow` out of a dry step: that absence means none fell.
            precipitation: Precipitation(
                amount: OWMFallen.total([rain?.threeHours, snow?.threeHours], units),
                probability: pop.map { ($0 * 100).rounded() }
            ),
            wind: Wind(speed: wind?.speed.map(units.speed(fromOpenWeatherMap:)),
                       gusts: wind?.gust.map(units.speed(fromOpenWeatherMap:)),
                       degrees: wind?.deg),
            cloudCover: clouds?.all,
            condition: weather?.first?.condition ?? .unknown
        )
    }
}

extension OWMCurrentWeatherDTO {
    func toDomain(requested: Coordinate, units: Units, fetchedAt: Date, provider: String) -> CurrentWeather {
        let coordinate = coord?.coordinate ?? requested
        // OpenWeatherMap names a point in the open sea "Globe"; that is no place name.
        let placeName = name.flatMap { $0.isEmpty || $0 == "Globe" ? nil : $0 }
        return CurrentWeather(
            placeName: placeName, country: sys?.country, coordinate: coordinate,
            condition: weather?.first?.condition ?? .unknown,
            temperature: main.temp, feelsLike: main.feels_like, minimum: main.temp_min, maximum: main.temp_max,
            humidity: main.humidity, pressure: (main.sea_level ?? main.pressure).map(units.pressure(fromHectopascals:)),
            windSpeed: wind?.speed.map(units.speed(fromOpenWeatherMap:)),
            windGusts: wind?.gust.map(units.speed(fromOpenWeatherMap:)),
            windDirection: wind?.deg, cloudiness: clouds?.all, visibility: visibility,
            precipitation: OWMFallen.total([rain?.oneHour, snow?.oneHour], units),
            sunrise: sys?.sunrise.map(Date.init(timeIntervalSince1970:)),
            sunset: sys?.sunset.map(Date.init(timeIntervalSince1970:)),
            utcOffsetSeconds: timezone ?? 0,
            observedAt: dt.map(Date.init(timeIntervalSince1970:)) ?? fetchedAt,
            fetchedAt: fetchedAt, units: units, provider: provider
        )
    }
}

extension OWMGeocodingDTO {
    /// Named in `language` where the provider knows that name (English keeps the provider's
    /// `name`, as before); nil when it sent a point that is not on the Earth.
    func place(language: String = "en") -> Place? {
        guard let coordinate = try? Coordinate(latitude: lat, longitude: lon) else { return nil }
        let localName = language == "en" ? nil : local_names?[language].flatMap { $0.isEmpty ? nil : $0 }
        return Place(name: localName ?? name, country: country, region: state, coordinate: coordinate)
    }
}

extension OWMCoordinateDTO {
    /// Nil when out of range or not finite: a provider's numbers are checked like the user's.
    var coordinate: Coordinate? { try? Coordinate(latitude: lat, longitude: lon) }
}

/// Rain and snow together. Absent is none; an amount no rain has (−999999) makes the total unknown,
/// never a sum that comes out as zero or less.
enum OWMFallen {
    static func total(_ amounts: [Double?], _ units: Units) -> Double? {
        let fallen = amounts.compactMap { $0 }
        guard fallen.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        return units.precipitation(fromMillimetres: fallen.reduce(0, +))
    }
}
