/// Every provider and side section wf knows. Adding one is its folder under `Data/` (with its
/// `ProviderDescription` or `SectionBuilder`) and one entry here; settings, help, credit lines and
/// the repositories follow from it.
public enum ProviderRegistry {
    public static let all: [ProviderDescription] = [.openWeatherMap, .openMeteo, .metNorway]

    /// The side sections of a place's report, in the order their parts are filled. Adding one is its
    /// folder in each layer and one entry here (see docs/architecture.md).
    public static let sections: [SectionBuilder] = [.airQuality, .rainSoon, .alerts, .sky, .confidence, .climate, .forecastChange]

    /// The services wf asks for something other than the weather, each used whatever the provider.
    public static var sources: [SourceDescription] { sections.flatMap(\.sources) }

    /// By the value of the `provider` setting.
    public static func provider(id: String) -> ProviderDescription? { all.first { $0.id == id } }

    /// By the name a forecast or reading carries.
    public static func provider(displayName: String) -> ProviderDescription? { all.first { $0.displayName == displayName } }

    /// Without a `provider` setting: the first that needs a key when there is one, else the first that needs none.
    public static func defaultProvider(hasKey: Bool) -> ProviderDescription {
        all.first { $0.needsKey == hasKey } ?? all.first { !$0.needsKey } ?? all[0]
    }

    /// Every provider's settings, then every source's, each once (providers may share one), in the registry's order.
    public static var settings: [ProviderDescription.Setting] {
        var seen: Set<String> = []
        return (all.flatMap(\.settings) + sources.flatMap(\.settings)).filter { seen.insert($0.name).inserted }
    }

    /// The most days any provider forecasts: the bound of `--days`.
    public static var longestHorizon: Int { all.map(\.horizonDays).max() ?? 1 }
}
