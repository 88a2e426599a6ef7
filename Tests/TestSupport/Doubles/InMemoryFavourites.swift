import Domain
import Foundation

/// Favourites in memory, one per coordinate, in the order added.
public final class InMemoryFavourites: FavouritesRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Favourite] = []

    public init(_ favourites: [Favourite] = []) { stored = favourites }

    public func favourites() async throws -> [Favourite] { lock.withLock { stored } }
    public func add(_ favourite: Favourite) async throws -> Bool {
        lock.withLock {
            guard !stored.contains(where: { $0.place.coordinate.cacheKey == favourite.place.coordinate.cacheKey }) else { return false }
            stored.append(favourite)
            return true
        }
    }
    public func remove(_ favourite: Favourite) async throws -> Bool {
        lock.withLock {
            let before = stored.count
            stored.removeAll { $0.place.coordinate.cacheKey == favourite.place.coordinate.cacheKey }
            return stored.count < before
        }
    }
    public func rename(_ favourite: Favourite, to name: String) async throws -> Bool {
        lock.withLock {
            guard let index = stored.firstIndex(where: { $0.place.coordinate.cacheKey == favourite.place.coordinate.cacheKey }) else { return false }
            stored[index].place.name = name
            return true
        }
    }
}
