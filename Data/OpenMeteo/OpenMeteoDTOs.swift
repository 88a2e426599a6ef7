import Domain
import Foundation

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
    /// Rain soon, when the request asked for it beside the weather. Read leniently: a malformed
    /// `minutely_15` is dropped (rain soon is then asked for on its own), never the weather with it.
    let minutely_15: OpenMeteoNowcastDTO.Steps?

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, utc_offset_seconds, timezone, current, hourly, daily, minutely_15
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        utc_offset_seconds = try container.decodeIfPresent(Int.self, forKey: .utc_offset_seconds)
        timezone = try container.decodeIfPresent(String.self, forKey: .timezone)
        current = try container.decodeIfPresent(Current.self, forKey: .current)
        hourly = try container.decodeIfPresent(Hourly.self, forKey: .hourly)
        daily = try container.decodeIfPresent(Daily.self, forKey: .daily)
        minutely_15 = try? container.decodeIfPresent(OpenMeteoNowcastDTO.Steps.self, forKey: .minutely_15)
    }

    /// The rain-soon steps that came with the weather, in millimetres whatever the weather's units;
    /// nil when none has a plausible amount (rain soon is then asked for on its own).
    func nowcast(units: Units, source: String, fetchedAt: Date) -> Nowcast? {
        guard let minutely_15 else { return nil }
        return try? OpenMeteoNowcastDTO(utc_offset_seconds: utc_offset_seconds, minutely_15: minutely_15)
            .toNowcast(source: source, fetchedAt: fetchedAt, millimetresPerUnit: units == .metric ? 1 : 25.4)
            .plausible()
    }
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
