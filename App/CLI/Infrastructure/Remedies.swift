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

extension WeatherErrorMessage.Remedies {
    /// The command lines, and where the API key in use came from: a rejected key is to be replaced
    /// where it is set; one from the environment overrides the config file's, when the file has one.
    static func commandLine(_ settings: Settings?) -> Self {
        var remedies = commandLine
        switch settings?.raw(.apiKey)?.origin {
        case .environment?:
            let variable = SettingKey.apiKey.environment
            if settings?.file[SettingKey.apiKey.name]?.isEmpty == false {
                remedies.apiKeySource = "the environment variable \(variable), which overrides the one in the config file"
                remedies.replaceAPIKey = "Export a valid one in \(variable), or unset it to use the config file's key."
            } else {
                remedies.apiKeySource = "the environment variable \(variable)"
                remedies.replaceAPIKey = "Export a valid one in \(variable)."
            }
        case .file?:
            remedies.apiKeySource = "the config file"
        default:
            break
        }
        return remedies
    }
}
