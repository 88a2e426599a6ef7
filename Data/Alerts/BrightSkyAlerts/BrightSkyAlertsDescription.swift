extension SourceDescription {
    public static let brightskyURL = ProviderDescription.Setting.baseURL(
        "brightsky-url", environment: "WF_BRIGHTSKY_URL",
        summary: "Bright Sky (the Deutscher Wetterdienst's warnings) base URL (wf alerts, in Germany)", default: "https://api.brightsky.dev")

    /// The Deutscher Wetterdienst's warnings through Bright Sky: free, no key; DWD's terms ask that
    /// it be named as the source.
    public static let brightskyAlerts = SourceDescription(
        id: "brightsky-alerts", displayName: "Deutscher Wetterdienst",
        settings: [brightskyURL],
        attribution: .init(text: "Deutscher Wetterdienst, via Bright Sky", spoken: "the Deutscher Wetterdienst, through Bright Sky",
                           isRequired: false)
    )
}
