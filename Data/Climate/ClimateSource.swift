import Domain

/// Where the climate reference comes from (`OpenMeteoArchiveService`), under the cache.
protocol ClimateSource: Sendable {
    /// How messages name it: "Open-Meteo Historical Weather".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    func climate(at coordinate: Coordinate) async throws(WeatherError) -> ClimateSeries
}
