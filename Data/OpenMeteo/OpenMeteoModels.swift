import Foundation

/// The weather models a self-hosted Open-Meteo server has synced (`open-meteo-models`): sent as
/// `models=` on every forecast-API request (the weather, rain soon, the rain grid), so such a
/// server answers from what it has instead of `null` for what it lacks. Unset, nothing is sent
/// and the server chooses ("best match").
struct OpenMeteoModels: Sendable, Equatable {
    /// "icon_seamless", "ecmwf_ifs025", … in the order given.
    let names: [String]

    init(setting: String?) {
        names = (setting ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// What a forecast request adds to its query: nothing when no model is pinned.
    var query: [(String, String)] {
        names.isEmpty ? [] : [("models", names.joined(separator: ","))]
    }

    static func from(_ settings: [String: String]) -> OpenMeteoModels {
        OpenMeteoModels(setting: settings[ProviderDescription.openMeteoModels.name])
    }
}
