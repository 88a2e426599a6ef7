import DataAccess

/// The help's words about providers, made from `ProviderRegistry`.
enum ProviderHelp {
    /// The PROVIDERS section of `wf --help`.
    static var section: String {
        let keyless = ProviderRegistry.defaultProvider(hasKey: false), keyed = ProviderRegistry.defaultProvider(hasKey: true)
        return """
        \(keyless.displayName) needs no key and is used unless an \(keyed.displayName) key is set
        (wf config set \(SettingKey.apiKey.name) <key>, or \(SettingKey.apiKey.environment)). Choose with \(SettingKey.provider.environment)
        or 'wf config set provider \(ProviderRegistry.all.map(\.id).joined(separator: "|"))'.
        """
    }

    /// "OpenWeatherMap's forecast reaches 5 days." for every provider that reaches fewer days than `--days` allows.
    static var shorterHorizons: String {
        ProviderRegistry.all.filter { $0.horizonDays < ProviderRegistry.longestHorizon }
            .map { "\($0.displayName)'s forecast reaches \($0.horizonDays) days." }
            .joined(separator: " ")
    }
}
