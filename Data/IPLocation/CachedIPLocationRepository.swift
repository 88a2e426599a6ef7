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
        let resource = CachedResource<ApproximateLocation, ApproximateLocation>(
            kind: .ipLocation, store: store, source: "the IP location service", now: now, fetchedAt: \.fetchedAt,
            stamped: { location, fetchedAt in
                var stamped = location
                stamped.fetchedAt = fetchedAt
                return stamped
            })
        let before = resource.copy(key: Self.key)?.value
        let rules = CachedResource<ApproximateLocation, ApproximateLocation>.Rules(
            isValid: { _, fetchedAt, now in fetchedAt <= now && now.timeIntervalSince(fetchedAt) < Self.maxAge })
        let located = try await resource.answer(key: Self.key, policy: policy, rules: rules) { [service] in try await service.locate() }
        let moved = located.source == .network
            && before.map { $0.place.coordinate.spot != located.value.place.coordinate.spot } ?? true
        return LocatedByIP(location: located.value, source: located.source, isNew: moved)
    }
}
