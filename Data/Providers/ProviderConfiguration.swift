/// Everything the repositories need to know about the outside world.
public struct ProviderConfiguration: Sendable {
    public var provider: ProviderDescription
    public var apiKey: String?
    /// Base URLs by setting name (`ProviderDescription.BaseURL.setting`); a missing one takes its default.
    public var baseURLs: [String: String]
    public var ipLocationURL: String
    /// ISO 639-1: the language names and the provider's words come in. Part of every cache key
    /// but English's, since the cached text depends on it.
    public var language: String

    public init(provider: ProviderDescription, apiKey: String?, baseURLs: [String: String] = [:],
                ipLocationURL: String = "https://ipapi.co/json/", language: String = "en") {
        self.provider = provider
        self.apiKey = apiKey
        self.language = language
        self.baseURLs = baseURLs
        self.ipLocationURL = ipLocationURL
    }
}
