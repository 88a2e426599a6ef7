import Domain
import Foundation

/// Geocoding results, kept without expiry: places do not move. Offline, a copy found in another
/// language stands in.
struct CachedPlaceRepository: PlaceRepository {
    let geocoder: any Geocoder
    let store: SQLiteStore
    let now: @Sendable () -> Date
    /// Lookups of one name at once in this process share one request (a search and the parts it
    /// asks beside its forecast look the name up together).
    let inFlight = SharedRequests<String, [Place]>()

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        let key = "\(geocoder.cacheName)|\(query.key)" + (countryCode.map { "|\($0)" } ?? "")
        if let places = store.cached([Place].self, .geocoding, key: key)?.value {
            return places
        }
        let places: [Place]
        do {
            places = try await inFlight.value(for: key) { [geocoder] in try await geocoder.places(matching: query, countryCode: countryCode) }
        } catch where error.allowsOfflineFallback {
            // Offline, the places found in another language, named as they were then.
            let other = CacheScope.otherLanguages(of: key, kind: .geocoding, in: store).lazy
                .compactMap { store.cached([Place].self, .geocoding, key: $0)?.value }.first
            guard let other else { throw error }
            return other
        }
        // "Nothing found" is not cached: the user may be about to fix a typo on the provider's side.
        if !places.isEmpty {
            store.cache(places, .geocoding, key: key, fetchedAt: now())
        }
        return places
    }
}
