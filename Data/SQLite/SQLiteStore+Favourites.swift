import Domain
import Foundation

extension SQLiteStore {
    func favourites() throws -> [Favourite] {
        try read { database in
            try database.rows("SELECT payload FROM favourites ORDER BY id").compactMap { row in
                row.first?.blob.flatMap { try? JSONDecoder().decode(Favourite.self, from: $0) }
            }
        }
    }

    /// False when a favourite at the same coordinate exists.
    func addFavourite(_ favourite: Favourite) throws -> Bool {
        let payload = try JSONEncoder().encode(favourite)
        return try writeUserData { database in
            try database.run(
                "INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)",
                [.text(favourite.place.coordinate.cacheKey), .blob(payload), .real(favourite.addedAt.timeIntervalSince1970)]
            )
            return database.changes > 0
        }
    }

    func removeFavourite(_ favourite: Favourite) throws -> Bool {
        try writeUserData { database in
            try database.run("DELETE FROM favourites WHERE coordinate_key = ?", [.text(favourite.place.coordinate.cacheKey)])
            return database.changes > 0
        }
    }
}
