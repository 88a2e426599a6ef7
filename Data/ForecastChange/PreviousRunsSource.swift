import Domain

/// Where the latest run and the run a day earlier come from (`OpenMeteoPreviousRunsService`), under the cache.
protocol PreviousRunsSource: Sendable {
    /// How messages name it: "Open-Meteo Previous Runs".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    func previousRuns(at coordinate: Coordinate, units: Units) async throws(WeatherError) -> PreviousRuns
}
