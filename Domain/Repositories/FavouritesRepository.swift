/// The user's favourite places. User data: never evicted with the cache.
public protocol FavouritesRepository: Sendable {
    /// In the order added.
    func favourites() async throws -> [Favourite]
    /// Returns false when the place is already a favourite.
    func add(_ favourite: Favourite) async throws -> Bool
    /// Returns false when there was no such favourite.
    func remove(_ favourite: Favourite) async throws -> Bool
    /// Adds each favourite whose place is not one yet; how many were added.
    func add(contentsOf favourites: [Favourite]) async throws -> Int
    /// Gives the favourite at `favourite`'s place the name `name`; false when there is none there.
    func rename(_ favourite: Favourite, to name: String) async throws -> Bool
}

extension FavouritesRepository {
    /// Adds each favourite whose place is not one yet; how many were added. One by one here; a
    /// store that can make them one change does so.
    public func add(contentsOf favourites: [Favourite]) async throws -> Int {
        var added = 0
        for favourite in favourites where try await add(favourite) { added += 1 }
        return added
    }
}
