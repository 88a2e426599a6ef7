extension SourceDescription {
    public static let meteoalarmURL = ProviderDescription.Setting.baseURL(
        "meteoalarm-url", environment: "WF_METEOALARM_URL",
        summary: "MeteoAlarm (EUMETNET's warnings) base URL (wf alerts, in Europe)", default: "https://feeds.meteoalarm.org")

    /// EUMETNET's MeteoAlarm: free, no key; its terms ask that MeteoAlarm be named as the source.
    public static let meteoalarmAlerts = SourceDescription(
        id: "meteoalarm", displayName: "MeteoAlarm",
        settings: [meteoalarmURL],
        attribution: .init(text: "MeteoAlarm (EUMETNET)", spoken: "MeteoAlarm, of EUMETNET", isRequired: false)
    )
}
