/// Every weather provider wf knows. Adding one is its folder under `Data/` (with its
/// `ProviderDescription`) and one entry here; settings, help, credit lines and the repositories
/// follow from it. The side sections (`SectionBuilder`) are listed where they are wired with their
/// views: `SideSections.all` in the CLI module.
public enum ProviderRegistry {
    public static let all: [ProviderDescription] = [.openWeatherMap, .openMeteo, .metNorway]

    /// By the value of the `provider` setting.
    public static func provider(id: String) -> ProviderDescription? { all.first { $0.id == id } }

    /// By the name a forecast or reading carries.
    public static func provider(displayName: String) -> ProviderDescription? { all.first { $0.displayName == displayName } }

    /// Without a `provider` setting: the first that needs a key when there is one, else the first that needs none.
    public static func defaultProvider(hasKey: Bool) -> ProviderDescription {
        all.first { $0.needsKey == hasKey } ?? all.first { !$0.needsKey } ?? all[0]
    }

    /// Every provider's settings, then each of `sources`', each once (providers may share one), in order.
    public static func settings(with sources: [SourceDescription]) -> [ProviderDescription.Setting] {
        var seen: Set<String> = []
        return (all.flatMap(\.settings) + sources.flatMap(\.settings)).filter { seen.insert($0.name).inserted }
    }

    /// The most days any provider forecasts: the bound of `--days`.
    public static var longestHorizon: Int { all.map(\.horizonDays).max() ?? 1 }
}
