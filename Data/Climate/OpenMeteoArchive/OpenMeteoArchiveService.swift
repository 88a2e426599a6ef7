import Domain
import Foundation
import Networking

/// The 1991–2020 reference of a place (`ClimateSeries.needed`) in one request to Open-Meteo's
/// Historical Weather API: about 11,000 daily maxima, in °C whatever the user's units.
struct OpenMeteoArchiveService: ClimateSource {
    static let description = SourceDescription.openMeteoArchive
    var name: String { Self.description.displayName }
    var cacheName: String { Self.description.id }
    let baseURL: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    static let errors = ProviderErrorMapper.openMeteo(description.displayName)

    func climate(at coordinate: Coordinate) async throws(WeatherError) -> ClimateSeries {
        let endpoint = Endpoint(baseURL: baseURL, path: "/v1/archive", query: [
            ("latitude", RequestCoordinate.text(coordinate.latitude)), ("longitude", RequestCoordinate.text(coordinate.longitude)),
            ("start_date", ClimateSeries.needed.lowerBound.description), ("end_date", ClimateSeries.needed.upperBound.description),
            ("daily", "temperature_2m_max"), ("timezone", "auto"), ("models", "era5"),
        ], source: "open-meteo-archive", answerLimit: Endpoint.sideAnswerLimit,
           holdsWhenFailing: true, withinBudget: true)
        do {
            let answer: Dated<OpenMeteoArchiveDTO> = try await network.decodeDated(from: endpoint)
            return try answer.value.toSeries(fetchedAt: answer.fetchedAt(receivedAt: now()))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
