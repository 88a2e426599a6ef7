import Domain
import Foundation

extension FlexibleTime {
    /// Open-Meteo's ISO times carry no offset: they are local to the place.
    func date(utcOffsetSeconds: Int) -> Date? {
        switch self {
        case .unix(let seconds):
            return Date(timeIntervalSince1970: seconds)
        case .iso(let text):
            // "2024-01-25" or "2024-01-25T16:00", local to the place.
            guard let day = CalendarDay(iso: text) else { return nil }
            var seconds = 0
            if text.count >= 16 {
                let clock = text.dropFirst(11).prefix(5).split(separator: ":").compactMap { Int($0) }
                guard clock.count == 2, (0..<24).contains(clock[0]), (0..<60).contains(clock[1]) else { return nil }
                seconds = clock[0] * 3600 + clock[1] * 60
            }
            return day.start(utcOffsetSeconds: utcOffsetSeconds).addingTimeInterval(Double(seconds))
        }
    }

    func day(utcOffsetSeconds: Int) -> CalendarDay? {
        switch self {
        case .iso(let text): CalendarDay(iso: text)
        case .unix(let seconds): CalendarDay(Date(timeIntervalSince1970: seconds), utcOffsetSeconds: utcOffsetSeconds)
        }
    }
}

extension OpenMeteoForecastDTO {
    private var offset: Int { utc_offset_seconds ?? 0 }

    func toForecast(place: Place, units: Units, fetchedAt: Date, provider: String, requestedDays: Int, horizonDays: Int) -> Forecast {
        Forecast(place: place, units: units, provider: provider, fetchedAt: fetchedAt, utcOffsetSeconds: offset,
                 days: dailyForecasts(units), hours: hourlyForecasts(units),
                 requestedDays: requestedDays, horizonDays: horizonDays)
    }

    /// The API's own daily aggregates, in the units asked for (pressure always comes in hPa).
    func dailyForecasts(_ units: Units) -> [DailyForecast] {
        guard let daily else { return [] }
        return daily.time.indices.compactMap { index -> DailyForecast? in
            guard let date = daily.time[index].day(utcOffsetSeconds: offset) else { return nil }
            let minimum = daily.temperature_2m_min?[safe: index]
            let maximum = daily.temperature_2m_max?[safe: index]
            // The mean is requested; if a model lacks it, the midpoint is the honest estimate.
            let mean = daily.temperature_2m_mean?[safe: index]
                ?? minimum.flatMap { low in maximum.map { (low + $0) / 2 } }
            guard let average = mean ?? minimum ?? maximum else { return nil }
            return DailyForecast(
                date: date,
                temperature: TemperatureSummary(average: average, min: minimum ?? average, max: maximum ?? average),
                feelsLike: FeelsLikeRange(min: daily.apparent_temperature_min?[safe: index],
                                          max: daily.apparent_temperature_max?[safe: index]),
                precipitation: Precipitation(amount: daily.precipitation_sum?[safe: index],
                                             probability: daily.precipitation_probability_max?[safe: index]),
                wind: Wind(speed: daily.wind_speed_10m_max?[safe: index], gusts: daily.wind_gusts_10m_max?[safe: index],
                           degrees: daily.wind_direction_10m_dominant?[safe: index]),
                humidity: daily.relative_humidity_2m_mean?[safe: index],
                pressure: daily.pressure_msl_mean?[safe: index].map(units.pressure(fromHectopascals:)),
                sunrise: daily.sunrise?[safe: index]?.date(utcOffsetSeconds: offset),
                sunset: daily.sunset?[safe: index]?.date(utcOffsetSeconds: offset),
                uvIndex: daily.uv_index_max?[safe: index],
                condition: WMOWeatherCode.condition(daily.weather_code?[safe: index])
            )
        }
    }

    /// Points without a time or a temperature are dropped; any other missing value stays nil.
    func hourlyForecasts(_ units: Units) -> [HourlyForecast] {
        guard let hourly else { return [] }
        return hourly.time.indices.compactMap { index -> HourlyForecast? in
            guard let time = hourly.time[index].date(utcOffsetSeconds: offset),
                  let temperature = hourly.temperature_2m?[safe: index] else { return nil }
            return HourlyForecast(
                time: time, temperature: temperature,
                feelsLike: hourly.apparent_temperature?[safe: index],
                humidity: hourly.relative_humidity_2m?[safe: index],
                pressure: hourly.pressure_msl?[safe: index].map(units.pressure(fromHectopascals:)),
                precipitation: Precipitation(amount: hourly.precipitation?[safe: index],
                                             probability: hourly.precipitation_probability?[safe: index]),
                wind: Wind(speed: hourly.wind_speed_10m?[safe: index], gusts: hourly.wind_gusts_10m?[safe: index],
                           degrees: hourly.wind_direction_10m?[safe: index]),
                cloudCover: hourly.cloud_cover?[safe: index],
                uvIndex: hourly.uv_index?[safe: index],
                condition: WMOWeatherCode.condition(hourly.weather_code?[safe: index])
            )
        }
    }

    func toCurrentWeather(requested: Coordinate, name: String?, country: String?, units: Units, fetchedAt: Date, provider: String) throws -> CurrentWeather {
        guard let current, let temperature = current.temperature_2m else {
            throw DecodingError.valueNotFound(Double.self, .init(codingPath: [], debugDescription: "current.temperature_2m"))
        }
        let today = daily?.time.isEmpty == false ? 0 : nil
        return CurrentWeather(
            placeName: name, country: country, coordinate: requested,
            condition: WMOWeatherCode.condition(current.weather_code),
            temperature: temperature, feelsLike: current.apparent_temperature,
            minimum: today.flatMap { daily?.temperature_2m_min?[safe: $0] },
            maximum: today.flatMap { daily?.temperature_2m_max?[safe: $0] },
            humidity: current.relative_humidity_2m,
            pressure: current.pressure_msl.map(units.pressure(fromHectopascals:)),
            windSpeed: current.wind_speed_10m, windGusts: current.wind_gusts_10m, windDirection: current.wind_direction_10m,
            cloudiness: current.cloud_cover, visibility: current.visibility,
            precipitation: current.precipitation, uvIndex: current.uv_index,
            sunrise: today.flatMap { daily?.sunrise?[safe: $0]?.date(utcOffsetSeconds: offset) },
            sunset: today.flatMap { daily?.sunset?[safe: $0]?.date(utcOffsetSeconds: offset) },
            utcOffsetSeconds: offset,
            observedAt: current.time?.date(utcOffsetSeconds: offset) ?? fetchedAt,
            fetchedAt: fetchedAt, units: units, provider: provider
        )
    }
}

extension OpenMeteoGeocodingDTO.Result {
    /// Nil when the provider sent a point that is not on the Earth.
    var place: Place? {
        guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else { return nil }
        return Place(name: name, country: country_code ?? country, region: admin1, coordinate: coordinate, timeZone: timezone)
    }
}

extension Array {
    subscript<Wrapped>(safe index: Int) -> Wrapped? where Element == Wrapped? {
        indices.contains(index) ? self[index] : nil
    }
}
