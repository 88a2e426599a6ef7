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
        let stored = (try? store.cacheEntry(.ipLocation, key: Self.key)).flatMap { entry in
            PayloadCodec.decode(ApproximateLocation.self, from: entry.payload).map { location in
                var location = location
                location.fetchedAt = entry.fetchedAt
                return location
            }
        }
        let moment = now()
        if policy == .preferCache, let stored, stored.fetchedAt <= moment, moment.timeIntervalSince(stored.fetchedAt) < Self.maxAge {
            return LocatedByIP(location: stored, source: .cache, isNew: false)
        }
        do {
            let location = try await service.locate()
            if let payload = try? PayloadCodec.encode(location) {
                try? store.saveCacheEntry(.ipLocation, key: Self.key, CacheEntry(payload: payload, fetchedAt: location.fetchedAt))
            }
            let moved = stored.map { $0.place.coordinate.cacheKey != location.place.coordinate.cacheKey } ?? true
            return LocatedByIP(location: location, source: .network, isNew: moved)
        } catch where error.allowsOfflineFallback {
            guard let stored else { throw error }
            return LocatedByIP(location: stored, source: .offline(reason: error.offlineReason), isNew: false)
        }
    }
}
