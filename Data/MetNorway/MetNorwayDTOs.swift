import Foundation

/// Locationforecast 2.0 `complete`: a GeoJSON feature whose `timeseries` is hourly for about
/// 60 hours, then 6-hourly to about 9 days, every time in UTC.
/// Quirks, as documented and as answered:
/// - a 6-hourly step has no `next_1_hours`; the last steps have only `instant`;
/// - `symbol_code` ends in `_day`, `_night` or `_polartwilight` for symbols that show the sun;
/// - units are fixed (celsius, m/s, mm, hPa) whatever the caller wants;
/// - a request without an identifying User-Agent is answered 403; 203 means the product is deprecated
///   (the body is still good); 429 asks the caller to slow down.
struct MetNorwayForecastDTO: Codable {
    struct Properties: Codable {
        let timeseries: [Step]
    }

    struct Step: Codable {
        let time: String
        let data: StepData
    }

    struct StepData: Codable {
        let instant: Instant
        let next_1_hours: Period?
        let next_6_hours: Period?
        let next_12_hours: Period?
    }

    struct Instant: Codable {
        let details: InstantDetails
    }

    struct InstantDetails: Codable {
        let air_temperature: Double?
        let air_pressure_at_sea_level: Double?
        let relative_humidity: Double?
        let cloud_area_fraction: Double?
        let wind_speed: Double?
        let wind_speed_of_gust: Double?
        let wind_from_direction: Double?
        let ultraviolet_index_clear_sky: Double?
    }

    struct Period: Codable {
        let summary: Summary?
        let details: PeriodDetails?
    }

    struct Summary: Codable {
        let symbol_code: String?
    }

    struct PeriodDetails: Codable {
        let precipitation_amount: Double?
        let probability_of_precipitation: Double?
        let air_temperature_max: Double?
        let air_temperature_min: Double?
    }

    let properties: Properties
}
