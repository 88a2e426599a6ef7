import Domain
import Foundation
import Networking

/// The Deutscher Wetterdienst's warnings at a point, through Bright Sky, which finds the point's
/// warn cell itself: a point outside Germany has none, and is said to be covered by no source.
struct BrightSkyAlertsService: AlertSource {
    static let description = SourceDescription.brightskyAlerts
    var name: String { Self.description.displayName }
    /// German and English texts are different answers to keep.
    var cacheName: String { language == "de" ? Self.description.id + "/de" : Self.description.id }
    let baseURL: String
    let language: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { _ in nil }

    func alerts(for place: Place) async throws -> WeatherAlerts {
        let endpoint = Endpoint(baseURL: baseURL, path: "/alerts", query: [
            ("lat", RequestCoordinate.text(place.coordinate.latitude)), ("lon", RequestCoordinate.text(place.coordinate.longitude)),
        ], source: "brightsky", answerLimit: Endpoint.sideAnswerLimit, budget: JSONBudget.alerts)
        do {
            let answer: Dated<BrightSkyAlertsDTO> = try await network.decodeDated(from: endpoint)
            let fetchedAt = answer.fetchedAt(receivedAt: now())
            guard answer.value.location != nil else { return .uncovered(place, at: fetchedAt) }
            return WeatherAlerts(place: place, coverage: .brightsky, source: name, fetchedAt: fetchedAt,
                                 alerts: answer.value.toAlerts(place: place, language: language))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
