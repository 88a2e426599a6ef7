/// Everything the repositories need to know about the outside world.
public struct ProviderConfiguration: Sendable {
    public var provider: ProviderDescription
    public var apiKey: String?
    /// Provider settings by name (`ProviderDescription.Setting.name`); a missing one takes its default.
    public var settings: [String: String]
    /// "wf/1.2.0": who is asking, for providers whose terms ask requests to say so.
    public var product: String
    public var ipLocationURL: String
    /// ISO 639-1: the language names and the provider's words come in. Part of every cache key
    /// but English's, since the cached text depends on it.
    public var language: String

    public init(provider: ProviderDescription, apiKey: String?, settings: [String: String] = [:],
                ipLocationURL: String = "https://ipapi.co/json/", language: String = "en", product: String = "wf") {
        self.provider = provider
        self.apiKey = apiKey
        self.language = language
        self.settings = settings
        self.product = product
        self.ipLocationURL = ipLocationURL
    }
}
