import Domain
import Foundation

/// The two runs per units and rounded coordinate, fresh for an hour (`maxAge`): the models run a
/// few times a day; offline, the last copy.
struct CachedPreviousRunsRepository: PreviousRunsRepository {
    static let maxAge: TimeInterval = 3600

    let source: any PreviousRunsSource
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func previousRuns(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<PreviousRuns> {
        let resource = CachedResource<PreviousRuns, PreviousRuns>(kind: .previousRuns, store: store, source: source.name, now: now)
        let rules = CachedResource<PreviousRuns, PreviousRuns>.Rules.fresh(for: Self.maxAge)
        do {
            return try await resource.answer(key: "\(source.cacheName)|\(units.rawValue)|\(coordinate.cacheKey)", policy: policy,
                                             rules: rules) { [source] in
                try await source.previousRuns(at: coordinate, units: units)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}

extension CacheKind {
    static let previousRuns = CacheKind("previous-runs")
}

extension PreviousRuns: FetchStamped {}
