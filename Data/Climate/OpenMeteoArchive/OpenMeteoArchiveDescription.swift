extension SourceDescription {
    static let openMeteoArchiveURL = ProviderDescription.Setting.baseURL(
        "open-meteo-archive-url", environment: "WF_OPEN_METEO_ARCHIVE_URL",
        summary: "Open-Meteo historical-weather base URL (the climate line)", default: "https://archive-api.open-meteo.com")

    /// Open-Meteo's Historical Weather API: the ERA5 reanalysis from 1940, free, no key. ERA5 alone
    /// (not the default blend) keeps 30 years consistent, as its documentation advises for climate.
    /// Its credit is in the help's credits; the climate line carries none of its own.
    public static let openMeteoArchive = SourceDescription(
        id: "open-meteo-archive", displayName: "Open-Meteo Historical Weather",
        settings: [openMeteoArchiveURL],
        attribution: .init(text: "Open-Meteo.com, ERA5 by Copernicus (CC BY 4.0)",
                           spoken: "Open-Meteo.com and the Copernicus ERA5 reanalysis, licence CC BY 4.0",
                           isRequired: false)
    )
}
