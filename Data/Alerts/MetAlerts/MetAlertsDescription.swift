extension SourceDescription {
    /// MET Norway's MetAlerts: free, no key, CC BY 4.0; the same base URL and User-Agent rule as
    /// its Locationforecast (`met-norway-url`, `contact`).
    public static let metAlerts = SourceDescription(
        id: "met-alerts", displayName: "MET Norway",
        settings: [ProviderDescription.metNorwayURL, ProviderDescription.contact],
        attribution: .init(text: "MET Norway (CC BY 4.0)", spoken: "the Norwegian Meteorological Institute, licence CC BY 4.0",
                           isRequired: true)
    )
}
