extension SourceDescription {
    public static let wmoSwicURL = ProviderDescription.Setting.baseURL(
        "wmo-swic-url", environment: "WF_WMO_SWIC_URL",
        summary: "WMO Severe Weather Information Centre base URL (wf alerts, where no national source covers the place)",
        default: "https://severeweather.wmo.int")

    /// WMO's Severe Weather Information Centre, run by the Hong Kong Observatory: the warnings of the
    /// national services that publish theirs in CAP, each credited to them.
    public static let wmoSwicAlerts = SourceDescription(
        id: "wmo-swic", displayName: "WMO Severe Weather Information Centre",
        settings: [wmoSwicURL],
        attribution: .init(text: "the national services, through WMO's Severe Weather Information Centre",
                           spoken: "the national weather services, through the World Meteorological Organization's Severe Weather Information Centre",
                           isRequired: false)
    )
}
