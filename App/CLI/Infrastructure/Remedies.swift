import DataAccess
import Presentation

extension WeatherErrorMessage.Remedies {
    /// wf's command lines for what a user can fix.
    static let commandLine = WeatherErrorMessage.Remedies(
        setAPIKey: "wf config set api-key <key>",
        useKeylessProvider: "wf config set provider " + ProviderRegistry.defaultProvider(hasKey: false).id,
        setLocation: "wf config set location \"Berlin\" (a place or lat,lon), or export WF_LOCATION=52.52,13.40,"
            + " or pass --location <place|lat,lon>",
        listFavourites: "wf fav list"
    )
}
