import Domain
import Foundation
import Networking

/// The warnings whose areas hold a point, as the WMO Severe Weather Information Centre's server
/// finds them: asked where no national source above covers the place.
struct WMOSevereWeatherService: AlertSource {
    static let description = SourceDescription.wmoSwicAlerts
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }
    let baseURL: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper(provider: description.displayName, usesKey: false) { _ in nil }

    func alerts(for place: Place) async throws -> WeatherAlerts {
        let point = RequestCoordinate.text(place.coordinate.latitude) + " " + RequestCoordinate.text(place.coordinate.longitude)
        let endpoint = Endpoint(baseURL: baseURL, path: "/f/wfs", query: [
            ("request", "GetFeature"), ("version", "1.1.0"), ("typeName", "local_postgis:postgis_geojsons"), ("outputFormat", "json"),
            ("cql_filter", "INTERSECTS(wkb_geometry,POINT(\(point))) AND row_type NEQ 'BOUNDARY'"),
        ], source: "wmo-swic", answerLimit: Endpoint.sideAnswerLimit, budget: JSONBudget.alerts)
        let answer: Dated<WMOSevereWeatherDTO>
        do {
            answer = try await network.decodeDated(from: endpoint)
        } catch {
            throw Self.errors.failure(error)
        }
        // A refused query is answered without features: that is no answer, not "none in force".
        guard answer.value.features != nil else {
            throw WeatherError.providerUnavailable(provider: name, reason: "an answer without its list of warnings")
        }
        return WeatherAlerts(place: place, coverage: .wmoSwic, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()),
                             alerts: answer.value.toAlerts())
    }
}
