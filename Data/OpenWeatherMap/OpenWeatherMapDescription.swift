extension ProviderDescription {
    static let openWeatherMapURL = Setting.baseURL("openweathermap-url", environment: "WF_OPENWEATHERMAP_URL",
                                                   summary: "OpenWeatherMap base URL", default: "https://api.openweathermap.org")

    /// OpenWeatherMap's free endpoints: a key, and a forecast that reaches 5 days.
    public static let openWeatherMap = ProviderDescription(
        id: "openweathermap", displayName: "OpenWeatherMap", needsKey: true, horizonDays: 5,
        settings: [openWeatherMapURL],
        attribution: Attribution(text: "OpenWeatherMap", spoken: "OpenWeatherMap", isRequired: false),
        build: { setup in
            let provider = OpenWeatherMapProvider(baseURL: setup.value(openWeatherMapURL), apiKey: setup.apiKey,
                                                  language: setup.language, network: setup.network, now: setup.now)
            return ProviderParts(weather: provider, places: setup.cachingPlaces(provider))
        }
    )
}
