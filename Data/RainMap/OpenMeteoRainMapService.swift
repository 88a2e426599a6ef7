import Domain
import Foundation
import Networking

/// The rain map's grid in one request to Open-Meteo's forecast API: every point's two hours of
/// 15-minute precipitation.
struct OpenMeteoRainMapService: RainMapSource {
    var name: String { SourceDescription.openMeteoNowcast.displayName }
    let cacheName = "open-meteo-rain-map"
    let baseURL: String
    var models = OpenMeteoModels(setting: nil)
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// What each point of the grid is asked, every 15 minutes.
    static let variables = "precipitation"

    static let errors = ProviderErrorMapper.openMeteo(SourceDescription.openMeteoNowcast.displayName)

    func rainMap(for grid: RainMapGrid) async throws(WeatherError) -> RainMap {
        let endpoint = Endpoint(baseURL: baseURL, path: "/v1/forecast", query: [
            ("latitude", RequestCoordinate.list(grid.points.map(\.latitude))),
            ("longitude", RequestCoordinate.list(grid.points.map(\.longitude))),
            ("minutely_15", Self.variables), ("forecast_minutely_15", String(RainMap.frameCount)),
        ] + models.query + [("timezone", "GMT")], source: "open-meteo", withinBudget: true)
        do {
            let answer: Dated<OpenMeteoRainMapDTO> = try await network.decodeDated(from: endpoint)
            return try answer.value.toRainMap(grid: grid, source: name, fetchedAt: answer.fetchedAt(receivedAt: now()))
        } catch {
            throw Self.errors.failure(error)
        }
    }
}

/// Where the rain map comes from (`OpenMeteoRainMapService`), under the cache.
protocol RainMapSource: Sendable {
    var name: String { get }
    var cacheName: String { get }
    func rainMap(for grid: RainMapGrid) async throws(WeatherError) -> RainMap
}
