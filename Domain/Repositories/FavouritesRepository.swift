/// The user's favourite places. User data: never evicted with the cache.
public protocol FavouritesRepository: Sendable {
    /// In the order added.
    func favourites() async throws -> [Favourite]
    /// Returns false when the place is already a favourite.
    func add(_ favourite: Favourite) async throws -> Bool
    /// Returns false when there was no such favourite.
    func remove(_ favourite: Favourite) async throws -> Bool
}
