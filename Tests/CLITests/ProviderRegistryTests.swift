@testable import CLI
import DataAccess
import Foundation
import Presentation
import Testing
import WeatherTerminal

/// What a provider's description declares reaches settings, defaults and credit lines with no other edit.
@MainActor
@Suite("Provider registry")
struct ProviderRegistryTests {
    func settings(_ environment: [String: String]) -> Settings {
        Settings(home: URL(fileURLWithPath: "/nonexistent"), environment: environment, file: [:])
    }

    @Test("Ids and names are unique; every provider setting is a setting wf config knows, once, however many providers share it")
    func declarationsReachSettings() {
        let all = ProviderRegistry.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.displayName)).count == all.count)
        for setting in all.flatMap(\.settings) {
            let key = SettingKey.named(setting.name)
            #expect(key?.environment == setting.environment)
            #expect(key?.defaultDescription == setting.defaultValue)
            #expect(SettingKey.all.filter { $0.name == setting.name }.count == 1)
        }
        #expect(SettingKey.provider.values == all.map(\.id))
        guard case .wholeNumber(let days) = SearchCommand().$days.option.value else { Issue.record("--days is not a whole number"); return }
        // Open-Meteo's 16 days are the furthest any provider reaches; the others say where theirs end.
        #expect(days.upperBound == 16)
        #expect(all.allSatisfy { $0.horizonDays <= 16 } && all.contains { $0.horizonDays == 16 })
    }

    @Test("Each source's settings (air quality, alerts) are settings wf config knows, read into the configuration, and its credit is under its results")
    func sources() throws {
        let all = SideSection.sources
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(all.map(\.id) == ["open-meteo-air-quality", "open-meteo-nowcast", "nws-alerts", "met-alerts", "eccc", "brightsky-alerts", "meteoalarm", "wmo-swic", "open-meteo-ensemble", "open-meteo-archive",
                                    "open-meteo-previous-runs"])
        for source in all {
            for setting in source.settings {
                let key = SettingKey.named(setting.name)
                #expect(key?.environment == setting.environment)
                #expect(key?.defaultDescription == setting.defaultValue)
                #expect(SideSection.settings.contains(setting))
                let configuration = try settings([setting.environment: "http://127.0.0.1:9"]).providerConfiguration()
                #expect(configuration.settings == [setting.name: "http://127.0.0.1:9"])
            }
            // Both are Open-Meteo's own forecast models, credited as the weather is.
            if source == .openMeteoNowcast || source == .openMeteoEnsemble { continue }
            let phrase = source == .openMeteoAirQuality ? Phrase.airCredit : Phrase.alertsCredit
            let words = source == .openMeteoAirQuality ? "Air quality data by " : "Alerts by "
            // The National Weather Service's data are public domain: no credit is asked for under results.
            #expect(Credits.providers.line(for: source.displayName, words: .english, phrase: phrase)
                == (source.attribution.isRequired ? words + source.attribution.text : nil))
            #expect(Credits.all.contains(source.attribution.text))
        }
        let air = try #require(SettingKey.named("open-meteo-air-quality-url"))
        // The default is the source's own (the real service), checked by value, never asked.
        let documented = try #require(SourceDescription.openMeteoAirQuality.settings.first?.defaultValue)
        #expect(air.environment == "WF_OPEN_METEO_AIR_QUALITY_URL" && air.defaultDescription == documented && documented.hasPrefix("https://"))
        #expect(air.problem("ftp://example.org") != nil)
    }

    @Test("The provider setting picks by id; without it a key chooses a keyed provider, none a keyless one")
    func choosing() throws {
        for provider in ProviderRegistry.all {
            #expect(try settings(["WF_PROVIDER": provider.id]).provider() == provider)
        }
        #expect(try settings([:]).provider().needsKey == false)
        #expect(try settings(["OPENWEATHER_API_KEY": "k"]).provider().needsKey == true)
    }

    @Test("Each provider setting is read from its own environment variable into the configuration; unset, it is left to its default")
    func providerSettings() throws {
        for setting in SideSection.settings {
            let value = switch setting.kind {
            case .baseURL: "http://127.0.0.1:9"
            case .names: "icon_seamless,gfs_seamless"
            case .text: "someone@example.org"
            }
            let configuration = try settings([setting.environment: value]).providerConfiguration()
            #expect(configuration.settings == [setting.name: value])
        }
        #expect(try settings([:]).providerConfiguration().settings.isEmpty)
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
