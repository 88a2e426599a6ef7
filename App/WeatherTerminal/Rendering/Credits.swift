import DataAccess
import Presentation

/// The credit a provider asks for under its results (its `ProviderDescription.Attribution`), never
/// cut: a narrow terminal gets the short form.
enum Credit {
    /// `provider` is the name a forecast or reading carries.
    static func line(for provider: String, width: Int = .max, words: Phrasebook = .english) -> String? {
        guard let attribution = required(provider) else { return nil }
        let full = words(.credit, ["provider": attribution.text])
        return full.terminalColumns <= width ? full : attribution.text
    }

    /// "Weather data by Open-Meteo.com, licence CC BY 4.0." The spoken form is English: other
    /// languages name the provider and licence as written.
    static func spoken(for provider: String, words: Phrasebook = .english) -> String? {
        required(provider).map { words(.spokenCredit, ["provider": words.language == .english ? $0.spoken : $0.text]) }
    }

    /// Every provider's credit, for the help: "Weather data by OpenWeatherMap and Open-Meteo.com (CC BY 4.0)."
    static var all: String {
        "Weather data by " + ProviderRegistry.all.map(\.attribution.text).joined(separator: " and ") + "."
    }

    private static func required(_ provider: String) -> ProviderDescription.Attribution? {
        ProviderRegistry.provider(displayName: provider).map(\.attribution).flatMap { $0.isRequired ? $0 : nil }
    }
}
