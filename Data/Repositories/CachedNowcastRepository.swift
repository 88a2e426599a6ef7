import Domain
import Foundation

/// The nowcast per rounded coordinate, fresh for 15 minutes (`maxAge`, one step); offline, the
/// last copy's steps from the one in progress on, while any remain.
struct CachedNowcastRepository: NowcastRepository {
    static let maxAge: TimeInterval = 15 * 60

    let source: any NowcastSource
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func nowcast(at coordinate: Coordinate, policy: CachePolicy) async throws -> Sourced<Nowcast> {
        let resource = CachedResource<Nowcast, Nowcast>(
            kind: .nowcast, store: store, source: source.name, now: now, fetchedAt: \.fetchedAt,
            stamped: { answer, fetchedAt in
                var stamped = answer
                stamped.fetchedAt = fetchedAt
                return stamped
            })
        let rules = CachedResource<Nowcast, Nowcast>.Rules(
            isValid: { _, fetchedAt, now in fetchedAt <= now && now.timeIntervalSince(fetchedAt) < Self.maxAge },
            offline: { copy, now in copy.remaining(at: now) })
        do {
            return try await resource.answer(key: "\(source.cacheName)|\(coordinate.cacheKey)", policy: policy, rules: rules) { [source] in
                try await source.nowcast(at: coordinate)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}
