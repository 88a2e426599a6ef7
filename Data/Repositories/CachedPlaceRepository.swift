import Domain
import Foundation

/// Geocoding results, kept without expiry: places do not move.
struct CachedPlaceRepository: PlaceRepository {
    let geocoder: any Geocoder
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        let key = "\(geocoder.cacheName)|\(query.key)" + (countryCode.map { "|\($0)" } ?? "")
        if let places = store.cached([Place].self, .geocoding, key: key)?.value {
            return places
        }
        let places = try await geocoder.places(matching: query, countryCode: countryCode)
        // "Nothing found" is not cached: the user may be about to fix a typo on the provider's side.
        if !places.isEmpty {
            store.cache(places, .geocoding, key: key, fetchedAt: now())
        }
        return places
    }
}
