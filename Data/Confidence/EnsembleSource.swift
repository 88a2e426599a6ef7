import Domain

/// Where ensembles come from (`OpenMeteoEnsembleService`), under the cache.
protocol EnsembleSource: Sendable {
    /// How messages name it: "Open-Meteo Ensemble".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    /// The model asked for: a copy of another model answers nothing.
    var model: String { get }
    func ensemble(at coordinate: Coordinate, days: Int, units: Units) async throws -> Ensemble
}
