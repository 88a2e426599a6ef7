/// `/v1/forecast` for one place. Only requested variables come back, so every series is optional.
struct OpenMeteoForecastDTO: Decodable {
    struct Current: Decodable {
        let time: FlexibleTime?
        let temperature_2m: Double?
        let apparent_temperature: Double?
        let relative_humidity_2m: Double?
        let weather_code: Int?
        let cloud_cover: Double?
        let pressure_msl: Double?
        let precipitation: Double?
        let wind_speed_10m: Double?
        let wind_gusts_10m: Double?
        let wind_direction_10m: Double?
        let visibility: Double?
        let uv_index: Double?
    }

    struct Hourly: Decodable {
        let time: [FlexibleTime]
        let temperature_2m: [Double?]?
        let apparent_temperature: [Double?]?
        let relative_humidity_2m: [Double?]?
        let pressure_msl: [Double?]?
        let precipitation: [Double?]?
        let precipitation_probability: [Double?]?
        let wind_speed_10m: [Double?]?
        let wind_gusts_10m: [Double?]?
        let wind_direction_10m: [Double?]?
        let cloud_cover: [Double?]?
        let uv_index: [Double?]?
        let weather_code: [Int?]?
    }

    struct Daily: Decodable {
        let time: [FlexibleTime]
        let weather_code: [Int?]?
        let temperature_2m_mean: [Double?]?
        let temperature_2m_min: [Double?]?
        let temperature_2m_max: [Double?]?
        let apparent_temperature_min: [Double?]?
        let apparent_temperature_max: [Double?]?
        let precipitation_sum: [Double?]?
        let precipitation_probability_max: [Double?]?
        let wind_speed_10m_max: [Double?]?
        let wind_gusts_10m_max: [Double?]?
        let wind_direction_10m_dominant: [Double?]?
        let pressure_msl_mean: [Double?]?
        let relative_humidity_2m_mean: [Double?]?
        let uv_index_max: [Double?]?
        let sunrise: [FlexibleTime?]?
        let sunset: [FlexibleTime?]?
    }

    let latitude: Double
    let longitude: Double
    let utc_offset_seconds: Int?
    let timezone: String?
    let current: Current?
    let hourly: Hourly?
    let daily: Daily?
}

/// Several places in one request answer with an array; one place with an object.
struct OpenMeteoForecastListDTO: Decodable {
    let forecasts: [OpenMeteoForecastDTO]

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var forecasts: [OpenMeteoForecastDTO] = []
            while !array.isAtEnd { forecasts.append(try array.decode(OpenMeteoForecastDTO.self)) }
            self.forecasts = forecasts
        } else {
            forecasts = [try OpenMeteoForecastDTO(from: decoder)]
        }
    }
}

/// `/v1/search`: no `results` key at all when nothing matched.
struct OpenMeteoGeocodingDTO: Decodable {
    struct Result: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let country_code: String?
        let country: String?
        let admin1: String?
        let timezone: String?
    }

    let results: [Result]?
}

/// Error bodies: `{"error": true, "reason": "..."}`.
struct OpenMeteoErrorDTO: Decodable {
    let error: Bool?
    let reason: String?
}
