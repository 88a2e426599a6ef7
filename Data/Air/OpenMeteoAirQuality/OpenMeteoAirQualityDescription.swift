extension SourceDescription {
    static let openMeteoAirQualityURL = ProviderDescription.Setting.baseURL(
        "open-meteo-air-quality-url", environment: "WF_OPEN_METEO_AIR_QUALITY_URL",
        summary: "Open-Meteo air-quality base URL (wf air)", default: "https://air-quality-api.open-meteo.com")

    /// Open-Meteo's Air Quality API: free, no key, hourly for about 5 days from the CAMS European
    /// (11 km) and global (40 km) models. Its licence (CC BY 4.0) asks for the credit, and CAMS's
    /// for its name.
    public static let openMeteoAirQuality = SourceDescription(
        id: "open-meteo-air-quality", displayName: "Open-Meteo Air Quality",
        settings: [openMeteoAirQualityURL],
        attribution: .init(text: "Open-Meteo.com, CAMS (CC BY 4.0)",
                           spoken: "Open-Meteo.com and the Copernicus Atmosphere Monitoring Service, licence CC BY 4.0",
                           isRequired: true)
    )
}
