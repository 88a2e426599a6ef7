import Domain
import Foundation
import Networking

/// MET Norway's current alerts at a point (4 decimals, as MET asks), in English, saying who asks.
struct MetAlertsService: AlertSource {
    static let description = SourceDescription.metAlerts
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }
    let baseURL: String
    let userAgent: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { _ in nil }

    func alerts(for place: Place) async throws -> WeatherAlerts {
        let endpoint = Endpoint(baseURL: baseURL, path: "/metalerts/2.0/current.json", query: [
            ("lat", RequestCoordinate.text(place.coordinate.latitude, decimals: RequestCoordinate.metNorway)),
            ("lon", RequestCoordinate.text(place.coordinate.longitude, decimals: RequestCoordinate.metNorway)),
            ("lang", "en"),
        ], headers: ["User-Agent": userAgent], source: "met-norway", answerLimit: Endpoint.sideAnswerLimit,
           budget: JSONBudget.alerts)
        do {
            let answer: Dated<MetAlertsCollectionDTO> = try await network.decodeDated(from: endpoint)
            return WeatherAlerts(place: place, coverage: .metNorway, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()),
                                 alerts: answer.value.toAlerts(place: place))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
