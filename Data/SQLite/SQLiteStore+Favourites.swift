import Domain
import Foundation

extension SQLiteStore {
    /// The favourites that can be read, in the order added. A row that cannot be read is named in
    /// a warning (once) and left in the database untouched: user data is never dropped.
    func favourites() throws -> [Favourite] {
        let records = try readKept { try $0.fetch(FavouriteRecord.self, "FROM favourites ORDER BY id") }
        return records.compactMap { record -> Favourite? in
            do throws(FavouriteRecord.Unreadable) {
                return try record.get().favourite()
            } catch {
                warnOnce(about: "favourite \(error.id ?? -1)", "\(error); it is kept in \(path) and left out here")
                return nil
            }
        }
    }

    /// False when a favourite at the same coordinate exists.
    func addFavourite(_ favourite: Favourite) throws -> Bool {
        try addFavourites([favourite]) == 1
    }

    /// Adds each favourite whose coordinate none has yet, in one transaction; how many were added.
    func addFavourites(_ favourites: [Favourite]) throws -> Int {
        let values = try favourites.map { try FavouriteRecord($0).insertValues() }
        return try changingFavourites { database in
            var added = 0
            for row in values {
                try database.run("INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)", row)
                added += database.changes
            }
            return added
        }
    }

    func removeFavourite(_ favourite: Favourite) throws -> Bool {
        try changingFavourites { database in
            try database.run("DELETE FROM favourites WHERE coordinate_key = ?", [.text(favourite.place.coordinate.cacheKey)])
            return database.changes
        } > 0
    }

    /// The favourite at `favourite`'s coordinate, renamed; false when there is none there.
    func renameFavourite(_ favourite: Favourite, to name: String) throws -> Bool {
        var renamed = favourite
        renamed.place.name = name
        let record = FavouriteRecord(renamed)
        let payload = SQLiteValue.blob(try record.body.encoded())
        return try changingFavourites { database in
            try database.run("UPDATE favourites SET payload = ? WHERE coordinate_key = ?", [payload, .text(record.coordinateKey)])
            return database.changes
        } > 0
    }

    /// A change of favourites, and the copy beside the database rewritten in the same transaction
    /// when anything changed. A copy that cannot be written is warned about once; the change stands.
    private func changingFavourites(_ body: (SQLiteDatabase) throws -> Int) throws -> Int {
        var copyWarning: String?
        let changed = try writeRequired { database in
            let changed = try body(database)
            copyWarning = changed > 0 ? Self.writeCopy(of: database, path: path) : nil
            return changed
        }
        if let copyWarning { warnOnce(about: "copy", copyWarning) }
        return changed
    }
}
