import Domain
import Foundation

/// The IP location, kept for an hour; the last copy when the service fails.
struct CachedIPLocationRepository: IPLocationRepository {
    static let maxAge: TimeInterval = 3600
    private static let key = "auto"

    let service: IPLocationService
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func approximateLocation(policy: CachePolicy) async throws -> LocatedByIP {
        let stored = store.cached(ApproximateLocation.self, .ipLocation, key: Self.key).map { cached in
            var location = cached.value
            location.fetchedAt = cached.fetchedAt
            return location
        }
        let moment = now()
        if policy.usesValidCopy, let stored, stored.fetchedAt <= moment, moment.timeIntervalSince(stored.fetchedAt) < Self.maxAge {
            return LocatedByIP(location: stored, source: .cache, isNew: false)
        }
        do {
            let location = try await service.locate()
            store.cache(location, .ipLocation, key: Self.key, fetchedAt: location.fetchedAt)
            let moved = stored.map { $0.place.coordinate.cacheKey != location.place.coordinate.cacheKey } ?? true
            return LocatedByIP(location: location, source: .network, isNew: moved)
        } catch where error.allowsOfflineFallback {
            guard let stored else { throw error }
            return LocatedByIP(location: stored, source: .offline(reason: error.offlineReason), isNew: false)
        }
    }
}
