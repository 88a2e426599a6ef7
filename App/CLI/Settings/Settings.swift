import DataAccess
import Domain
import Foundation
import Presentation

/// Every setting resolved: the environment wins over the config file, which wins over the default.
struct Settings: Sendable {
    enum Origin: String, Sendable {
        case environment
        case file = "config file"
        /// `<gateway-url>/<source>`, for a base URL with no value of its own.
        case gateway
        case none = "default"
    }

    /// A setting with a bad value, and where that value came from.
    struct Invalid: Error {
        let key: SettingKey
        let origin: Origin
        let problem: String

        var message: String {
            switch origin {
            case .environment: "\(key.environment) is not valid: \(problem)"
            default: "config key \(key.name) is not valid: \(problem). Change it with: wf config set \(key.name) <value>"
            }
        }
    }

    let home: URL
    let environment: [String: String]
    let file: [String: String]

    var configFile: ConfigFile { ConfigFile(url: home.appendingPathComponent("config.json")) }
    var databasePath: String { home.appendingPathComponent("wf.sqlite").path }

    static func load(environment: [String: String]) throws(ConfigFile.Failure) -> Settings {
        let home = StateDirectory.resolve(environment: environment)
        let file = try ConfigFile(url: home.appendingPathComponent("config.json")).load()
        return Settings(home: home, environment: environment, file: file)
    }

    /// For repairing: the environment and defaults even when config.json cannot be read, and why not.
    static func loadIgnoringBrokenFile(environment: [String: String]) -> (settings: Settings, problem: ConfigFile.Failure?) {
        do {
            return (try load(environment: environment), nil)
        } catch {
            return (Settings(home: StateDirectory.resolve(environment: environment), environment: environment, file: [:]), error)
        }
    }

    /// The raw value and its origin; empty environment variables count as unset. A service's base
    /// URL with no value of its own comes from `gateway-url` when that is set.
    func raw(_ key: SettingKey) -> (value: String, origin: Origin)? {
        if let value = environment[key.environment], !value.isEmpty { return (value, .environment) }
        if let value = file[key.name] { return (value, .file) }
        if let source = key.gatewaySource, let (gateway, _) = raw(.gatewayURL) {
            return (Self.url(gateway: gateway, source: source), .gateway)
        }
        return nil
    }

    /// A value from the gateway is as valid as the gateway's own: a bad one names `gateway-url`.
    func validated(_ key: SettingKey) throws(Invalid) -> String? {
        guard let (value, origin) = raw(key) else { return nil }
        if origin == .gateway { _ = try validated(.gatewayURL) }
        if let problem = key.problem(value) { throw Invalid(key: key, origin: origin, problem: problem) }
        return value
    }

    /// "https://cache.example/wf/" and "open-meteo": "https://cache.example/wf/open-meteo".
    static func url(gateway: String, source: String) -> String {
        var base = Substring(gateway)
        while base.hasSuffix("/") { base = base.dropLast() }
        return base + "/" + source
    }

    // MARK: Typed settings

    var apiKey: String? { raw(.apiKey)?.value }

    func provider() throws(Invalid) -> ProviderDescription {
        if let value = try validated(.provider), let provider = ProviderRegistry.provider(id: value) { return provider }
        return ProviderRegistry.defaultProvider(hasKey: apiKey != nil)
    }

    /// `accessible on` (or WF_ACCESSIBLE=1).
    var accessible: Bool {
        guard let value = try? validated(.accessible) else { return false }
        return ["on", "1", "true"].contains(value.lowercased())
    }

    func units() throws(Invalid) -> Units {
        try validated(.units).flatMap(Units.init(rawValue:)) ?? .metric
    }

    /// Nil when unset: wind is then shown in the units' own (km/h, mph).
    func windUnit() throws(Invalid) -> WindUnit? {
        try validated(.windUnit).flatMap(WindUnit.init(rawValue:))
    }

    /// A configured location that matches no place is a configuration error that names the setting.
    func blamingLocation(_ error: any Error) -> any Error {
        guard case .placeNotFound? = error as? WeatherError, let (value, origin) = raw(.location) else { return error }
        let setting = origin == .environment ? "WF_LOCATION" : "the location setting"
        return WeatherError.misconfigured("\(setting) \(Quoted(value)) matches no place; change it with: wf config set location <place>")
    }

    func location() throws(Invalid) -> LocationSetting? {
        try validated(.location).flatMap { try? LocationSetting(parsing: $0) }
    }

    /// Nil: each place's own scale (`AirQualityScale.default`).
    func aqiScale() throws(Invalid) -> AirQualityScale? {
        try validated(.aqiScale).flatMap(AirQualityScale.init(rawValue:))
    }

    func recentLimit() throws(Invalid) -> Int { try validated(.recentLimit).flatMap(Int.init) ?? Retention.recentQueries }
    func cacheLimit() throws(Invalid) -> Int { try validated(.cacheLimit).flatMap(Int.init) ?? Retention.cacheEntriesPerKind }
    func timeout() throws(Invalid) -> Double { try validated(.timeout).flatMap(Double.init) ?? 10 }
    func statusTimeout() throws(Invalid) -> Duration {
        .milliseconds(Int(((try validated(.statusTimeout).flatMap(Double.init) ?? 2) * 1000).rounded()))
    }
    func retries() throws(Invalid) -> Int { try validated(.retries).flatMap(Int.init) ?? 2 }
    func dailyBudget() throws(Invalid) -> DailyBudget {
        try validated(.dailyBudget).flatMap(Int.init).map(DailyBudget.init(calls:)) ?? .standard
    }

    func providerConfiguration() throws(Invalid) -> ProviderConfiguration {
        var values: [String: String] = [:]
        for key in SettingKey.providerSettings { values[key.name] = try validated(key) }
        return ProviderConfiguration(
            provider: try provider(),
            apiKey: apiKey,
            settings: values,
            ipLocationURL: try validated(.ipLocationURL) ?? SettingKey.ipLocationURL.defaultDescription
        )
    }
}
