/// `/v1/forecast?minutely_15=precipitation&forecast_minutely_15=8`, as Open-Meteo documents it: times
/// in the place's local time (`timezone=auto`) without an offset, like `hourly`'s; any value may be
/// null (past the model's range).
struct OpenMeteoNowcastDTO: Decodable {
    struct Steps: Decodable {
        let time: [FlexibleTime]
        let precipitation: [Double?]?
        /// Not offered by every model; absent or null then.
        let precipitation_probability: [Double?]?
    }

    let utc_offset_seconds: Int?
    let minutely_15: Steps?
}
