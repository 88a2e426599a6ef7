import CommandLineKit
import DataAccess
import Domain
import Foundation
import Presentation

/// A setting a user can change with `wf config set`, and the environment variable that overrides it.
struct SettingKey: Hashable, Sendable {
    let name: String
    let environment: String
    let summary: String
    let defaultDescription: String
    var isSecret = false
    /// The only values it takes, when there is a short list of them: completed after `wf config set <key>`.
    var values: [String] = []
    /// For a service's base URL: its name under `gateway-url` ("open-meteo" for `open-meteo-url`).
    var gatewaySource: String?
    /// Nil when the value is acceptable; otherwise why not.
    let problem: @Sendable (String) -> String?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static let apiKey = SettingKey(
        name: "api-key", environment: "OPENWEATHER_API_KEY",
        summary: ProviderRegistry.all.filter(\.needsKey).map(\.displayName).englishList("or") + " API key",
        defaultDescription: "not set", isSecret: true,
        problem: { key in
            if key.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "the API key is empty" }
            return key.contains(where: \.isWhitespace) ? "an API key has no spaces" : nil
        })
    static let provider = SettingKey(
        name: "provider", environment: "WF_PROVIDER", summary: ProviderRegistry.all.map(\.id).englishList("or"),
        defaultDescription: "\(ProviderRegistry.defaultProvider(hasKey: true).id) with a key, else \(ProviderRegistry.defaultProvider(hasKey: false).id)",
        values: ProviderRegistry.all.map(\.id),
        problem: { id in
            ProviderRegistry.provider(id: id) == nil
                ? "provider is one of: " + ProviderRegistry.all.map(\.id).joined(separator: ", ") : nil
        })
    static let units = SettingKey(
        name: "units", environment: "WF_UNITS", summary: "metric or imperial", defaultDescription: "metric",
        values: Units.allCases.map(\.rawValue), problem: { Units(rawValue: $0) == nil ? "units is one of: metric, imperial" : nil })
    static let windUnit = SettingKey(
        name: "wind-unit", environment: "WF_WIND_UNIT",
        summary: "wind speeds in kmh, mph, ms (metres per second), kn (knots) or bft (Beaufort force)",
        defaultDescription: "from units: kmh for metric, mph for imperial", values: WindUnit.allCases.map(\.rawValue),
        problem: { WindUnit(rawValue: $0) == nil ? "wind-unit is one of: " + WindUnit.allCases.map(\.rawValue).joined(separator: ", ") : nil })
    static let location = SettingKey(
        name: "location", environment: "WF_LOCATION", summary: "where `wf here` is: a place, lat,lon, or auto (by IP address)",
        defaultDescription: "not set",
        problem: { text in
            do {
                // A name must be one a search accepts: 3 columns to 100 characters.
                if case .place(let name) = try LocationSetting(parsing: text) { _ = try SearchQuery.validated(name) }
                return nil
            } catch {
                return WeatherErrorMessage(error, remedies: .commandLine).text
            }
        })
    static let accessible = SettingKey(
        name: "accessible", environment: "WF_ACCESSIBLE", summary: "on: plain sentences for screen readers (no glyphs or colour)",
        defaultDescription: "off", values: ["on", "off"],
        problem: { ["on", "off", "1", "0", "true", "false"].contains($0.lowercased()) ? nil : "accessible is on or off" })
    static let language = SettingKey(
        name: "language", environment: "WF_LANG",
        summary: "language of results: " + Language.shipped.map(\.code).joined(separator: ", ") + " (pt-BR and the like too)",
        defaultDescription: "from the locale (LC_ALL, LC_MESSAGES, LANG), else en", values: Language.shipped.map(\.code),
        problem: { Language($0) == nil ? "language is one of the languages wf speaks: " + Language.shipped.map(\.code).joined(separator: ", ") : nil })
    static let aqiScale = SettingKey(
        name: "aqi-scale", environment: "WF_AQI_SCALE", summary: "the air-quality index wf air shows: european or us",
        defaultDescription: "us for places in the US, else european", values: AirQualityScale.allCases.map(\.rawValue),
        problem: { AirQualityScale(rawValue: $0) == nil ? "aqi-scale is european or us" : nil })
    static let notifyVia = SettingKey(
        name: "notify-via", environment: "WF_NOTIFY_VIA", summary: "how wf notify tells you: terminal, notify-send or stdout",
        defaultDescription: "terminal on a terminal, else stdout", values: NotifyChannel.allCases.map(\.rawValue),
        problem: { NotifyChannel(rawValue: $0) == nil ? "notify-via is one of: " + NotifyChannel.allCases.map(\.rawValue).joined(separator: ", ") : nil })
    static let recentLimit = SettingKey(
        name: "recent-limit", environment: "WF_RECENT_LIMIT", summary: "how many recent queries to keep",
        defaultDescription: String(Retention.recentQueries), problem: { wholeNumber($0, in: 1...10_000) })
    static let cacheLimit = SettingKey(
        name: "cache-limit", environment: "WF_CACHE_LIMIT", summary: "cached forecasts (and points) to keep",
        defaultDescription: String(Retention.cacheEntriesPerKind), problem: { wholeNumber($0, in: 1...1_000_000) })
    static let timeout = SettingKey(
        name: "timeout", environment: "WF_TIMEOUT", summary: "seconds to wait for the provider",
        defaultDescription: "10",
        problem: { Double($0).map { $0.isFinite && $0 > 0 && $0 <= 300 } == true ? nil : "timeout is a number of seconds from 0.1 to 300" })
    static let statusTimeout = SettingKey(
        name: "status-timeout", environment: "WF_STATUS_TIMEOUT",
        summary: "seconds --format and --oneline wait for fresh weather when they have a copy to show",
        defaultDescription: "2",
        problem: { Double($0).map { $0.isFinite && $0 > 0 && $0 <= 300 } == true ? nil : "status-timeout is a number of seconds from 0.1 to 300" })
    static let retries = SettingKey(
        name: "retries", environment: "WF_RETRIES", summary: "retries of a failed request (connection, 5xx; never a 429)",
        defaultDescription: "2", problem: { wholeNumber($0, in: 0...5) })
    static let dailyBudget = SettingKey(
        name: "daily-budget", environment: "WF_DAILY_BUDGET",
        summary: "Open-Meteo calls a day wf may make before it warns (past 80 %); see wf usage",
        defaultDescription: String(DailyBudget.standard.calls), problem: { wholeNumber($0, in: DailyBudget.allowed) })
    /// Every provider's and side source's settings, as its description declares them.
    static let providerSettings: [SettingKey] = SideSection.settings.map { setting in
        switch setting.kind {
        case .baseURL: url(setting.name, setting.environment, setting.summary, setting.defaultValue)
        case .text:
            SettingKey(name: setting.name, environment: setting.environment, summary: setting.summary,
                       defaultDescription: setting.defaultValue, problem: { text in
                           text.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true })
                               ? "\(setting.name) is one line of text" : nil
                       })
        case .names:
            SettingKey(name: setting.name, environment: setting.environment, summary: setting.summary,
                       defaultDescription: setting.defaultValue, problem: { text in
                           let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                           let valid = names.allSatisfy { name in
                               !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
                           }
                           return valid ? nil : "\(setting.name) is a list of names separated by commas, such as icon_seamless,gfs_seamless"
                       })
        }
    }
    /// Never through `gateway-url`: the service must see this machine's own address, not the gateway's.
    static let ipLocationURL: SettingKey = {
        var key = url("ip-location-url", "WF_IP_LOCATION_URL", "IP-geolocation service, asked only with location auto (never through gateway-url)",
                      "https://ipapi.co/json/")
        key.gatewaySource = nil
        return key
    }()
    /// One address for every service: each base URL without a value of its own is `<gateway>/<source>`.
    static let gatewayURL = SettingKey(
        name: "gateway-url", environment: "WF_GATEWAY_URL",
        summary: "one address for every service (a shared cache): each *-url setting not set is <gateway>/<service>",
        defaultDescription: "not set",
        problem: { text in
            guard let url = URLComponents(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                  url.host?.isEmpty == false, url.query == nil, url.fragment == nil
            else { return "gateway-url must be an http(s) URL without ? or #" }
            return nil
        })

    static let all: [SettingKey] = [apiKey, provider, units, windUnit, location, accessible, language, aqiScale, notifyVia, recentLimit, cacheLimit, timeout,
                                    statusTimeout, retries, dailyBudget, gatewayURL]
        + providerSettings + [ipLocationURL]

    /// The sources wf sends requests to, by the names the ledger counts them by: each base URL
    /// setting's name without "-url".
    static var sources: [String] {
        (providerSettings + [ipLocationURL]).filter { $0.name.hasSuffix("-url") }.map { String($0.name.dropLast(4)) }
    }

    static func named(_ name: String) -> SettingKey? { all.first { $0.name == name } }

    private static func url(_ name: String, _ environment: String, _ summary: String, _ fallback: String) -> SettingKey {
        SettingKey(name: name, environment: environment, summary: summary, defaultDescription: fallback,
                   gatewaySource: String(name.dropLast("-url".count)), problem: { text in
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
            else { return "\(name) must be an http(s) URL" }
            return nil
        })
    }

    /// The problem as one sentence that names the key: "units is one of: metric, imperial", never
    /// "units: units is …".
    func refusal(_ problem: String) -> String {
        problem.hasPrefix(name + " ") ? problem : "\(name): \(problem)"
    }

    private static func wholeNumber(_ text: String, in range: ClosedRange<Int>) -> String? {
        Int(text).map(range.contains) == true ? nil : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
}
