import Networking

/// What a request was for, as `wf usage` lists it beside its source: the weather, place names,
/// rain soon, a rain grid, the air, the climate archive, the likely ranges, the forecast change,
/// alerts, the location. One source can serve several (Open-Meteo's forecast API answers the
/// weather, rain soon and the rain grids); each section is one source's.
enum LedgerSection {
    /// The names, in the order `wf usage` lists them.
    static let all = ["weather", "place-names", "rain-soon", "rain-grid", "air-quality", "climate", "confidence",
                      "forecast-change", "alerts", "location"]

    static func of(_ endpoint: Endpoint) -> String {
        switch endpoint.source {
        case "open-meteo":
            guard endpoint.withinBudget else { return "weather" }
            let latitudes = endpoint.query.first { $0.name == "latitude" }?.value ?? ""
            return latitudes.contains(",") ? "rain-grid" : "rain-soon"
        case "open-meteo-geocoding": return "place-names"
        case "open-meteo-air-quality": return "air-quality"
        case "open-meteo-archive": return "climate"
        case "open-meteo-ensemble": return "confidence"
        case "open-meteo-previous-runs": return "forecast-change"
        case "nws", "eccc", "brightsky", "meteoalarm", "wmo-swic": return "alerts"
        case "met-norway": return endpoint.path.contains("alerts") ? "alerts" : "weather"
        case "openweathermap": return endpoint.path.hasPrefix("/geo") ? "place-names" : "weather"
        case "ip-location": return "location"
        default: return endpoint.source
        }
    }
}
