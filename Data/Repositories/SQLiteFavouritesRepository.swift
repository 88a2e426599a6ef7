import Domain
import Foundation

struct SQLiteFavouritesRepository: FavouritesRepository {
    let store: SQLiteStore

    func favourites() async throws -> [Favourite] {
        try storageErrors { try store.favourites() }
    }

    func add(_ favourite: Favourite) async throws -> Bool {
        try storageErrors { try store.addFavourite(favourite) }
    }

    func add(contentsOf favourites: [Favourite]) async throws -> Int {
        try storageErrors { try store.addFavourites(favourites) }
    }

    func remove(_ favourite: Favourite) async throws -> Bool {
        try storageErrors { try store.removeFavourite(favourite) }
    }

    func rename(_ favourite: Favourite, to name: String) async throws -> Bool {
        try storageErrors { try store.renameFavourite(favourite, to: name) }
    }

    private func storageErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as WeatherError {
            throw error
        } catch {
            throw WeatherError.storage("could not save favourites in \(store.path): \(error)")
        }
    }
}
