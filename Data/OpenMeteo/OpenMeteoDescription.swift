extension ProviderDescription {
    static let openMeteoForecastURL = Setting.baseURL("open-meteo-url", environment: "WF_OPEN_METEO_URL",
                                                      summary: "Open-Meteo forecast base URL", default: "https://api.open-meteo.com")
    static let openMeteoGeocodingURL = Setting.baseURL("open-meteo-geocoding-url", environment: "WF_OPEN_METEO_GEOCODING_URL",
                                                       summary: "Open-Meteo geocoding base URL",
                                                       default: "https://geocoding-api.open-meteo.com")
    /// For a self-hosted server: the models it has synced (docs/deploy/open-meteo).
    static let openMeteoModels = Setting.names("open-meteo-models", environment: "WF_OPEN_METEO_MODELS",
                                               summary: "weather models your own Open-Meteo server has synced, sent as models= with every forecast request",
                                               default: "not set (the server chooses its best match)")

    /// Open-Meteo: free, no key, 16 days (`forecast_days`); its licence (CC BY 4.0) asks for the credit.
    public static let openMeteo = ProviderDescription(
        id: "open-meteo", displayName: "Open-Meteo", needsKey: false, horizonDays: 16,
        settings: [openMeteoForecastURL, openMeteoGeocodingURL, openMeteoModels],
        attribution: Attribution(text: "Open-Meteo.com (CC BY 4.0)", spoken: "Open-Meteo.com, licence CC BY 4.0", isRequired: true),
        build: { setup in
            let places = setup.cachingPlaces(OpenMeteoGeocoder(geocodingURL: setup.value(openMeteoGeocodingURL),
                                                                    language: setup.language, network: setup.network))
            let provider = OpenMeteoProvider(forecastURL: setup.value(openMeteoForecastURL), models: OpenMeteoModels.from(setup.settings),
                                             network: setup.network, places: places, now: setup.now,
                                             nowcastAlongside: setup.nowcastAlongside)
            return ProviderParts(weather: provider, places: places)
        }
    )
}
