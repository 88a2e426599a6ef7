import Domain
import Foundation

/// The ensemble per model, units and rounded coordinate, fresh for an hour (`maxAge`): the
/// models run a few times a day; offline, the last copy.
struct CachedEnsembleRepository: EnsembleRepository {
    static let maxAge: TimeInterval = 3600

    let source: any EnsembleSource
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func ensemble(at coordinate: Coordinate, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Ensemble> {
        let resource = CachedResource<Ensemble, Ensemble>(kind: .ensemble, store: store, source: source.name, now: now)
        let rules = CachedResource<Ensemble, Ensemble>.Rules.fresh(for: Self.maxAge)
        let key = "\(source.cacheName)|\(source.model)|\(units.rawValue)|\(coordinate.cacheKey)"
        do {
            return try await resource.answer(key: key, policy: policy, rules: rules) { [source] in
                // All the days the model gives, whatever `days`: one copy serves every view.
                try await source.ensemble(at: coordinate, days: .max, units: units)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}

extension CacheKind {
    static let ensemble = CacheKind("ensemble")
}

extension Ensemble: FetchStamped {}
