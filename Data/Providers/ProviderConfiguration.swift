/// Everything the repositories need to know about the outside world.
public struct ProviderConfiguration: Sendable {
    public var provider: ProviderDescription
    public var apiKey: String?
    /// Base URLs by setting name (`ProviderDescription.BaseURL.setting`); a missing one takes its default.
    public var baseURLs: [String: String]
    public var ipLocationURL: String

    public init(provider: ProviderDescription, apiKey: String?, baseURLs: [String: String] = [:],
                ipLocationURL: String = "https://ipapi.co/json/") {
        self.provider = provider
        self.apiKey = apiKey
        self.baseURLs = baseURLs
        self.ipLocationURL = ipLocationURL
    }
}
