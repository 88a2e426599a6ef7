import Domain
import Foundation
import Networking

/// The warnings of a European country's meteorological service through MeteoAlarm: the country's
/// whole feed, of which wf shows at a point only what it can place there (`MeteoAlarmFeedDTO.warnings`).
struct MeteoAlarmService: AlertSource {
    static let description = SourceDescription.meteoalarmAlerts
    var name: String { Self.description.displayName }
    /// Each language's words are another answer to keep.
    var cacheName: String { Self.description.id + "/" + language }
    let baseURL: String
    let language: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// A feed holds every warning of a country in several languages: Italy's was 1.4 MB.
    static let answerLimit = 8 << 20
    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { _ in nil }

    /// Each country's feed, by its English name as MeteoAlarm spells it.
    static let feeds: [String: String] = [
        "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium", "BG": "bulgaria", "CH": "switzerland", "CY": "cyprus",
        "CZ": "czechia", "DK": "denmark", "EE": "estonia", "ES": "spain", "FI": "finland", "FR": "france",
        "GB": "united-kingdom", "GR": "greece", "HR": "croatia", "HU": "hungary", "IE": "ireland", "IL": "israel",
        "IS": "iceland", "IT": "italy", "LT": "lithuania", "LU": "luxembourg", "LV": "latvia", "MD": "moldova",
        "ME": "montenegro", "MK": "republic-of-north-macedonia", "MT": "malta", "NL": "netherlands", "PL": "poland",
        "PT": "portugal", "RO": "romania", "RS": "serbia", "SE": "sweden", "SI": "slovenia", "SK": "slovakia", "UA": "ukraine",
    ]

    func alerts(for place: Place) async throws -> WeatherAlerts {
        guard let country = place.country?.uppercased(), let feed = Self.feeds[country] else { return .uncovered(place, at: now()) }
        let endpoint = Endpoint(baseURL: baseURL, path: "/api/v1/warnings/feeds-" + feed, source: "meteoalarm",
                                answerLimit: Self.answerLimit, budget: JSONBudget.alerts)
        do {
            let answer: Dated<MeteoAlarmFeedDTO> = try await network.decodeDated(from: endpoint)
            let (placed, unplaced) = answer.value.warnings(at: place.coordinate, language: language)
            return WeatherAlerts(place: place, coverage: .meteoalarm, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()),
                                 alerts: placed,
                                 unplaced: unplaced.isEmpty ? nil : UnplacedAlerts(country: country, link: "https://meteoalarm.org/en/live/region/" + country,
                                                                                   alerts: unplaced))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
