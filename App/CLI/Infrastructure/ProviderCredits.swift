import CommandLineKit
import DataAccess
import WeatherTerminal

extension Credits {
    /// The credits the registry's providers ask for under every result (`ProviderDescription.Attribution`).
    static let providers: Credits = {
        var attributions: [String: ProviderDescription.Attribution] = [:]
        // By the name results carry; the first provider of a name speaks for it.
        for provider in ProviderRegistry.all where attributions[provider.displayName] == nil {
            attributions[provider.displayName] = provider.attribution
        }
        for source in SideSection.sources where attributions[source.displayName] == nil {
            attributions[source.displayName] = source.attribution
        }
        return Credits(required: attributions.filter(\.value.isRequired).mapValues { Attribution(text: $0.text, spoken: $0.spoken) })
    }()

    /// Every provider's credit, for the help: "Weather data by OpenWeatherMap and Open-Meteo.com (CC BY 4.0)."
    static var all: String {
        "Weather data by " + ProviderRegistry.all.map(\.attribution.text).englishList("and") + ". "
            + "Air quality data by " + SourceDescription.openMeteoAirQuality.attribution.text + ". "
            + "Official alerts by the " + [SourceDescription.nwsAlerts, .ecccAlerts, .metAlerts, .brightskyAlerts, .meteoalarmAlerts, .wmoSwicAlerts].map(\.attribution.text).englishList("and") + ". "
            + "Climate normals from " + SourceDescription.openMeteoArchive.attribution.text + "."
    }
}
