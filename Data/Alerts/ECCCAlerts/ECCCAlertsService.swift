import Domain
import Foundation
import Networking

/// Environment and Climate Change Canada's alerts around a point: the features of a small box
/// about it, of which wf keeps those whose zone's outline holds the point.
struct ECCCAlertsService: AlertSource {
    static let description = SourceDescription.ecccAlerts
    var name: String { Self.description.displayName }
    var cacheName: String { language == "fr" ? Self.description.id + "/fr" : Self.description.id }
    let baseURL: String
    let language: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// Half the box's side, in degrees: the zones that hold the point cross it.
    static let margin = 0.05
    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { _ in nil }

    func alerts(for place: Place) async throws -> WeatherAlerts {
        let (latitude, longitude) = (place.coordinate.latitude, place.coordinate.longitude)
        let box = [longitude - Self.margin, latitude - Self.margin, longitude + Self.margin, latitude + Self.margin]
        let endpoint = Endpoint(baseURL: baseURL, path: "/collections/weather-alerts/items", query: [
            ("f", "json"), ("lang", language == "fr" ? "fr" : "en"), ("bbox", RequestCoordinate.list(box)),
        ], headers: ["Accept": "application/geo+json"], source: "eccc", answerLimit: 8 << 20, budget: JSONBudget.alerts)
        do {
            let answer: Dated<ECCCAlertsDTO> = try await network.decodeDated(from: endpoint)
            return WeatherAlerts(place: place, coverage: .eccc, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()),
                                 alerts: answer.value.toAlerts(at: place.coordinate, language: language))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
