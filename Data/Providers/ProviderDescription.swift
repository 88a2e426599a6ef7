import Domain
import Foundation
import Networking

/// What wf knows about one weather service, declared in the service's own folder: its name, the
/// settings it reads, the credit it asks for, how far it forecasts, and how to build it.
/// Settings, help, credit lines and the repositories are all made from these (see `ProviderRegistry`).
public struct ProviderDescription: Sendable, Hashable, CustomStringConvertible {
    /// A base URL the user can point elsewhere (a mirror, a test server): `wf config set <setting> <url>`.
    public struct BaseURL: Sendable, Hashable {
        public let setting: String
        public let environment: String
        public let summary: String
        public let defaultURL: String
    }

    /// The credit line the provider asks for.
    public struct Attribution: Sendable, Hashable {
        /// "Open-Meteo.com (CC BY 4.0)".
        public let text: String
        /// The same in words for a screen reader: "Open-Meteo.com, licence CC BY 4.0".
        public let spoken: String
        /// Shown under every result (a licence asks for it), not only in the help.
        public let isRequired: Bool
    }

    /// The value of the `provider` setting: "open-meteo".
    public let id: String
    /// How results name it: "Open-Meteo".
    public let displayName: String
    /// Whether it answers only with an API key (the `api-key` setting).
    public let needsKey: Bool
    /// The most days of forecast it gives.
    public let horizonDays: Int
    public let baseURLs: [BaseURL]
    public let attribution: Attribution
    /// The provider and the place lookup it answers names with, over the cache it is given.
    let build: @Sendable (ProviderSetup) -> ProviderParts

    public var description: String { id }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a provider is built from.
struct ProviderSetup: Sendable {
    let apiKey: String?
    /// ISO 639-1, for providers that return names or words in a language.
    var language = "en"
    /// By setting name; a setting that is missing takes its default.
    let baseURLs: [String: String]
    let network: any NetworkService
    let now: @Sendable () -> Date
    /// Puts a geocoder behind the place cache.
    let cachingPlaces: @Sendable (any Geocoder) -> any PlaceRepository

    func url(_ baseURL: ProviderDescription.BaseURL) -> String { baseURLs[baseURL.setting] ?? baseURL.defaultURL }
}

/// A built provider: what fetches weather, and what turns names into places.
struct ProviderParts {
    let weather: any WeatherProvider
    let places: any PlaceRepository
}
