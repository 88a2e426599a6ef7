import Domain
import Foundation
import Networking

/// The 1991–2020 reference of a place (`ClimateSeries.needed`) in one request to Open-Meteo's
/// Historical Weather API: about 11,000 daily maxima, in °C whatever the user's units.
struct OpenMeteoArchiveService: ClimateSource, OpenMeteoSideService {
    static let description = SourceDescription.openMeteoArchive
    let baseURL: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    func climate(at coordinate: Coordinate) async throws(WeatherError) -> ClimateSeries {
        let answer: Dated<OpenMeteoArchiveDTO> = try await answer("/v1/archive", [
            ("latitude", RequestCoordinate.text(coordinate.latitude)), ("longitude", RequestCoordinate.text(coordinate.longitude)),
            ("start_date", ClimateSeries.needed.lowerBound.description), ("end_date", ClimateSeries.needed.upperBound.description),
            ("daily", "temperature_2m_max"), ("timezone", "auto"), ("models", "era5"),
        ])
        do {
            return try answer.value.toSeries(fetchedAt: answer.fetchedAt(receivedAt: now()))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}
