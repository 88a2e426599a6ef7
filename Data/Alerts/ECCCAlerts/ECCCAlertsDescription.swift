extension SourceDescription {
    public static let ecccURL = ProviderDescription.Setting.baseURL(
        "eccc-url", environment: "WF_ECCC_URL",
        summary: "Environment and Climate Change Canada's GeoMet API base URL (wf alerts, in Canada)", default: "https://api.weather.gc.ca")

    /// Environment and Climate Change Canada's alerts: free, no key, under the Open Government
    /// Licence – Canada, which asks that the source be named.
    public static let ecccAlerts = SourceDescription(
        id: "eccc", displayName: "Environment Canada",
        settings: [ecccURL],
        attribution: .init(text: "Environment and Climate Change Canada (OGL-Canada)", spoken: "Environment and Climate Change Canada",
                           isRequired: false)
    )
}
