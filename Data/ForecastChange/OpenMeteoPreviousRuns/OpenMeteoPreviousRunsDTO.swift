/// `/v1/forecast` of the Previous Runs API (https://open-meteo.com/en/docs/previous-runs-api) with
/// `hourly=temperature_2m,temperature_2m_previous_day1`: the hours in `hourly.time` (local, without
/// an offset, as `timezone=auto` gives them), the latest run's value and the run a day earlier's for
/// each; null where a run has none (the earlier run does not reach the last hours).
struct OpenMeteoPreviousRunsDTO: Decodable {
    struct Hourly: Decodable {
        let time: [FlexibleTime]
        let temperature_2m: [Double?]?
        let temperature_2m_previous_day1: [Double?]?
    }

    let utc_offset_seconds: Int?
    let hourly: Hourly?
}
