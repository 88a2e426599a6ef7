@testable import CLI
import DataAccess
import Foundation
import Testing
import WeatherTerminal

/// What a provider's description declares reaches settings, defaults and credit lines with no other edit.
@MainActor
@Suite("Provider registry")
struct ProviderRegistryTests {
    func settings(_ environment: [String: String]) -> Settings {
        Settings(home: URL(fileURLWithPath: "/nonexistent"), environment: environment, file: [:])
    }

    @Test("Ids, names and base-URL settings are unique, and every base URL is a setting wf config knows")
    func declarationsReachSettings() {
        let all = ProviderRegistry.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.displayName)).count == all.count)
        let urls = all.flatMap(\.baseURLs)
        #expect(Set(urls.map(\.setting)).count == urls.count)
        for url in urls {
            let key = SettingKey.named(url.setting)
            #expect(key?.environment == url.environment)
            #expect(key?.defaultDescription == url.defaultURL)
        }
        #expect(SettingKey.provider.values == all.map(\.id))
        guard case .wholeNumber(let days) = SearchCommand.days.value else { Issue.record("--days is not a whole number"); return }
        #expect(days.upperBound == all.map(\.horizonDays).max())
    }

    @Test("The provider setting picks by id; without it a key chooses a keyed provider, none a keyless one")
    func choosing() throws {
        for provider in ProviderRegistry.all {
            #expect(try settings(["WF_PROVIDER": provider.id]).provider() == provider)
        }
        #expect(try settings([:]).provider().needsKey == false)
        #expect(try settings(["OPENWEATHER_API_KEY": "k"]).provider().needsKey == true)
    }

    @Test("Each base URL is read from its own environment variable into the configuration")
    func baseURLs() throws {
        for url in ProviderRegistry.all.flatMap(\.baseURLs) {
            let configuration = try settings([url.environment: "http://127.0.0.1:9"]).providerConfiguration()
            #expect(configuration.baseURLs[url.setting] == "http://127.0.0.1:9")
        }
        #expect(try settings([:]).providerConfiguration().baseURLs.count == ProviderRegistry.all.flatMap(\.baseURLs).count)
    }

    @Test("The credit under results comes from the provider's attribution, only where it is required")
    func credit() {
        for provider in ProviderRegistry.all {
            let line = Credits.providers.line(for: provider.displayName)
            #expect(line == (provider.attribution.isRequired ? "Weather data by \(provider.attribution.text)" : nil))
            #expect(Credits.all.contains(provider.attribution.text))
        }
        #expect(Credits.providers.line(for: "Open-Meteo", width: 30) == "Open-Meteo.com (CC BY 4.0)")
    }
}
