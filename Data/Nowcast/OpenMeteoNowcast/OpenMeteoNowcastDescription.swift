extension SourceDescription {
    /// Rain soon: Open-Meteo's forecast API asked for `minutely_15` alone, whatever the weather
    /// provider. Real 15-minute data covers Central Europe and North America; elsewhere Open-Meteo
    /// interpolates its hourly models. It reads the forecast's own base URL setting.
    public static let openMeteoNowcast = SourceDescription(
        id: "open-meteo-nowcast", displayName: "Open-Meteo",
        settings: [ProviderDescription.openMeteoForecastURL],
        attribution: ProviderDescription.openMeteo.attribution
    )
}
