import Domain
import Foundation
import Networking

/// What wf knows about one weather service, declared in the service's own folder: its name, the
/// settings it reads, the credit it asks for, how far it forecasts, and how to build it.
/// Settings, help, credit lines and the repositories are all made from these (see `ProviderRegistry`).
public struct ProviderDescription: Sendable, Hashable, CustomStringConvertible {
    /// A setting the provider reads: `wf config set <name> <value>`, or its environment variable.
    public struct Setting: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// A base URL the user can point elsewhere (a mirror, a test server): an http(s) URL.
            case baseURL
            /// Free text, such as a contact the provider asks requests to carry.
            case text
            /// Names separated by commas, each of lower-case letters, digits and `_` (weather models).
            case names
        }

        public let name: String
        public let environment: String
        public let summary: String
        /// What it is without a value; for a text setting, what the help says instead.
        public let defaultValue: String
        public let kind: Kind

        public static func baseURL(_ name: String, environment: String, summary: String, default url: String) -> Setting {
            Setting(name: name, environment: environment, summary: summary, defaultValue: url, kind: .baseURL)
        }

        public static func text(_ name: String, environment: String, summary: String, default value: String) -> Setting {
            Setting(name: name, environment: environment, summary: summary, defaultValue: value, kind: .text)
        }

        public static func names(_ name: String, environment: String, summary: String, default value: String) -> Setting {
            Setting(name: name, environment: environment, summary: summary, defaultValue: value, kind: .names)
        }
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
    /// The settings it reads, base URLs first; two providers may share one (the same geocoder).
    public let settings: [Setting]
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
    /// "wf/1.2.0": who is asking, for providers whose terms ask requests to say so.
    var product = "wf"
    /// By setting name; a setting that is missing takes its default.
    let settings: [String: String]
    let network: any NetworkService
    let now: @Sendable () -> Date
    /// Puts a geocoder behind the place cache.
    let cachingPlaces: @Sendable (any Geocoder) -> any PlaceRepository
    /// Where a provider that serves rain soon in the weather's own answer hands it.
    var nowcastAlongside: NowcastAlongside?
    /// Keeps answers to ask next time whether they changed, for providers whose terms ask for that.
    var conditionalRequests: ConditionalRequests?

    func value(_ setting: ProviderDescription.Setting) -> String { settings[setting.name] ?? setting.defaultValue }
}

/// A built provider: what fetches weather, and what turns names into places.
struct ProviderParts {
    let weather: any WeatherProvider
    let places: any PlaceRepository
}
