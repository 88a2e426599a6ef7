import Domain
import Foundation

/// The nowcast per rounded coordinate, fresh for 15 minutes (`maxAge`, one step); offline, the
/// last copy's steps from the one in progress on, while any remain.
struct CachedNowcastRepository: NowcastRepository {
    static let maxAge: TimeInterval = 15 * 60

    let source: any NowcastSource
    let store: SQLiteStore
    let now: @Sendable () -> Date
    /// What came in the weather's answer this run, when the weather provider serves rain soon too.
    var alongside: NowcastAlongside?

    static func key(source: any NowcastSource, coordinate: Coordinate) -> String {
        "\(source.cacheName)|\(coordinate.cacheKey)"
    }

    func nowcast(at coordinate: Coordinate, policy: CachePolicy) async throws -> Sourced<Nowcast> {
        if let delivered = alongside?.take(at: coordinate), now().timeIntervalSince(delivered.fetchedAt) < Self.maxAge {
            return Sourced(delivered, source: .network)
        }
        let resource = CachedResource<Nowcast, Nowcast>(kind: .nowcast, store: store, source: source.name, now: now)
        let rules = CachedResource<Nowcast, Nowcast>.Rules.fresh(
            for: Self.maxAge,
            offline: { copy, now in copy.remaining(at: now) },
            usable: { answer, _ in try answer.plausible() })
        do {
            return try await resource.answer(key: Self.key(source: source, coordinate: coordinate), policy: policy, rules: rules) { [source] in
                try await source.nowcast(at: coordinate)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}

extension CacheKind {
    static let nowcast = CacheKind("nowcast")
}

extension Nowcast: FetchStamped {}
