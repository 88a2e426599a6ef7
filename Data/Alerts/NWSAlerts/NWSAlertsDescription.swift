extension SourceDescription {
    public static let nwsURL = ProviderDescription.Setting.baseURL(
        "nws-url", environment: "WF_NWS_URL",
        summary: "US National Weather Service (api.weather.gov) base URL (wf alerts, in the US)", default: "https://api.weather.gov")

    /// The US National Weather Service's alerts: free, no key, public domain; its terms ask every
    /// request to say who is asking (`User-Agent`, as MET Norway's do).
    public static let nwsAlerts = SourceDescription(
        id: "nws-alerts", displayName: "National Weather Service",
        settings: [nwsURL],
        attribution: .init(text: "US National Weather Service", spoken: "the US National Weather Service", isRequired: false)
    )
}
