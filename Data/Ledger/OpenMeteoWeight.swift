import Domain
import Networking

/// How many calls Open-Meteo counts one request as, by its pricing page
/// (https://open-meteo.com/en/pricing, "API calls"): a request with more than 10 weather variables
/// or more than 2 weeks of data counts as more than one call (15 variables: 1.5 calls; 4 weeks:
/// 2 calls), and each location of a request with several counts as a request of its own:
///
///     weight = max(1, variables / 10) × max(1, days / 14) × locations
///
/// variables: the comma-separated names in `hourly`, `daily`, `current` and `minutely_15` together;
/// days: `past_days` + `forecast_days` (Open-Meteo's default, 7, when not given), or the days from
/// `start_date` to `end_date` when both are given (the archive's 30 years); locations: the
/// comma-separated latitudes (1 when none, as for the geocoder). Only Open-Meteo's sources weigh
/// calls; a request of any other source is one call.
///
/// The Ensemble API counts each variable once per member of the models asked for (its server
/// multiplies the hourly variables by the members): 2 variables of ECMWF's 51 weigh as 102.
enum OpenMeteoWeight {
    static let variableParameters: Set<String> = ["hourly", "daily", "current", "minutely_15"]

    /// Members per ensemble model, from the Ensemble API's documentation; a model not listed counts
    /// as ECMWF's 51, the most common.
    static let ensembleMembers: [String: Int] = [
        "ecmwf_ifs025": 51, "ecmwf_aifs025": 51, "icon_seamless": 40, "icon_global": 40, "icon_eu": 40, "icon_d2": 20,
        "gfs_seamless": 31, "gfs025": 31, "gfs05": 31, "gem_global": 21, "bom_access_global_ensemble": 18,
        "ukmo_global_ensemble_20km": 18, "ukmo_uk_ensemble_2km": 3, "meteoswiss_icon_ch1": 11, "meteoswiss_icon_ch2": 21,
    ]

    static func calls(for endpoint: Endpoint) -> Double {
        func values(_ name: String) -> [String] { endpoint.query.filter { $0.name == name }.map(\.value) }
        func count(_ list: String) -> Int { list.split(separator: ",").filter { !$0.isEmpty }.count }
        var variables = endpoint.query.filter { variableParameters.contains($0.name) }.reduce(0) { $0 + count($1.value) }
        if endpoint.source == "open-meteo-ensemble" {
            let models = values("models").last.map { $0.split(separator: ",").map(String.init) } ?? ["ecmwf_ifs025"]
            variables *= max(1, models.reduce(0) { $0 + (ensembleMembers[$1] ?? 51) })
        }
        let forecastDays = values("forecast_days").last.flatMap(Int.init) ?? 7
        let pastDays = values("past_days").last.flatMap(Int.init) ?? 0
        let locations = max(1, values("latitude").last.map(count) ?? 1)
        var days = pastDays + forecastDays
        if let start = values("start_date").last.flatMap(CalendarDay.init(strictISO:)),
           let end = values("end_date").last.flatMap(CalendarDay.init(strictISO:)), end >= start {
            days = end.daysSinceEpoch - start.daysSinceEpoch + 1
        }
        return max(1, Double(variables) / 10) * max(1, Double(days) / 14) * Double(locations)
    }
}
