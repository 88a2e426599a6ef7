import Domain
import Foundation
import Networking

/// api.weather.gov's active alerts at a point (rounded to share a cache; at most 4 decimals, as the API asks), saying who asks.
struct NWSAlertsService: AlertSource {
    static let description = SourceDescription.nwsAlerts
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }
    let baseURL: String
    /// "wf/1.2.0 someone@example.org", as MET Norway is sent.
    let userAgent: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { body in
        (try? JSONDecoder().decode(NWSProblemDTO.self, from: body)).flatMap { $0.detail ?? $0.title }
    }

    func alerts(for place: Place) async throws -> WeatherAlerts {
        let point = RequestCoordinate.list([place.coordinate.latitude, place.coordinate.longitude])
        let endpoint = Endpoint(baseURL: baseURL, path: "/alerts/active", query: [("point", point)],
                                headers: ["User-Agent": userAgent, "Accept": "application/geo+json"], source: "nws", answerLimit: Endpoint.sideAnswerLimit,
                                budget: JSONBudget.alerts)
        do {
            let answer: Dated<NWSAlertCollectionDTO> = try await network.decodeDated(from: endpoint)
            return WeatherAlerts(place: place, coverage: .nws, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()),
                                 alerts: answer.value.toAlerts(place: place))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
