import Domain
import Foundation

extension SQLiteStore {
    /// The favourites that can be read, in the order added. A row that cannot be read is named in
    /// a warning (once) and left in the database untouched: user data is never dropped.
    func favourites() throws -> [Favourite] {
        let rows = try readKept { try $0.rows("SELECT \(FavouriteRecord.columns) FROM favourites ORDER BY id") }
        return rows.compactMap { row -> Favourite? in
            do throws(FavouriteRecord.Unreadable) {
                return try FavouriteRecord(row: row).favourite()
            } catch {
                warnOnce(about: "favourite \(error.id ?? -1)", "\(error); it is kept in \(path) and left out here")
                return nil
            }
        }
    }

    /// False when a favourite at the same coordinate exists.
    func addFavourite(_ favourite: Favourite) throws -> Bool {
        let values = try FavouriteRecord(favourite).insertValues()
        return try writeRequired { database in
            try database.run("INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)", values)
            return database.changes > 0
        }
    }

    func removeFavourite(_ favourite: Favourite) throws -> Bool {
        try writeRequired { database in
            try database.run("DELETE FROM favourites WHERE coordinate_key = ?", [.text(favourite.place.coordinate.cacheKey)])
            return database.changes > 0
        }
    }
}
