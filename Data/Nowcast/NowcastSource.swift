import Domain

/// Where the nowcast comes from (`OpenMeteoNowcastService`), under the cache.
protocol NowcastSource: Sendable {
    /// How messages name it: "Open-Meteo".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    func nowcast(at coordinate: Coordinate) async throws(WeatherError) -> Nowcast
}
