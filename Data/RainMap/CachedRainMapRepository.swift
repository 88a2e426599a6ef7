import Domain
import Foundation

/// The rain map per grid (rounded centre and radius), fresh for 15 minutes; offline, the last
/// copy's frames from the one in progress on, while any remain.
struct CachedRainMapRepository: RainMapRepository {
    static let maxAge: TimeInterval = 15 * 60

    let source: any RainMapSource
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func rainMap(for grid: RainMapGrid, policy: CachePolicy) async throws -> Sourced<RainMap> {
        let resource = CachedResource<RainMap, RainMap>(kind: .rainMap, store: store, source: source.name, now: now)
        let rules = CachedResource<RainMap, RainMap>.Rules.fresh(
            for: Self.maxAge,
            offline: { copy, now in copy.remaining(at: now) },
            usable: { answer, _ in
                guard !answer.frames.isEmpty else { throw WeatherError.providerUnavailable(provider: answer.source, reason: "sent no rain map") }
                return answer
            })
        do {
            return try await resource.answer(key: "\(source.cacheName)|\(grid.cacheKey)", policy: policy, rules: rules) { [source] in
                try await source.rainMap(for: grid)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}

extension CacheKind {
    static let rainMap = CacheKind("rain-map")
}

extension RainMap: FetchStamped {}
