import CSQLite
import Domain
import Foundation

/// The plain copy of the favourites kept beside the database (`favourites.json`), so that they
/// survive any damage to it: rewritten whole and atomically with every change (in the change's
/// transaction, so copies are written in the order the changes are made), put back when a damaged
/// database is repaired, and when a database that has lost them (truncated, replaced) is opened.
extension SQLiteStore {
    /// `favourites.json` beside the database; nil for a database in memory.
    static func copyPath(for path: String) -> String? {
        path == ":memory:" ? nil : folder(of: path) + "/favourites.json"
    }

    /// The favourites the database holds that can be read, in their order.
    static func readableFavourites(_ database: SQLiteDatabase) throws -> [Favourite] {
        try database.rows("SELECT \(FavouriteRecord.columns) FROM favourites ORDER BY id").compactMap { row in
            try? FavouriteRecord(row: row).favourite()
        }
    }

    /// Writes the copy from what `database` holds now; the warning to give when it cannot be written.
    static func writeCopy(of database: SQLiteDatabase, path: String) -> String? {
        guard let copy = copyPath(for: path) else { return nil }
        do {
            try AtomicFile.write(FavouritesFile.encode(try readableFavourites(database)), to: copy)
            return nil
        } catch let failure as AtomicFile.Failure {
            return "could not keep a copy of your favourites in \(copy) (\(failure.reason)); they are saved in the database only"
        } catch {
            return "could not keep a copy of your favourites in \(copy) (\(error)); they are saved in the database only"
        }
    }

    /// The favourites of the copy: nil when there is none; a warning when it cannot be read.
    static func copiedFavourites(path: String) -> Result<[Favourite], FavouritesFile.Unreadable>? {
        guard let copy = copyPath(for: path), let data = AtomicFile.read(copy) else { return nil }
        do {
            return .success(try FavouritesFile.decode(data))
        } catch {
            return .failure(FavouritesFile.Unreadable(reason: "\(copy) cannot be read: \(error.reason)"))
        }
    }

    /// Adds each favourite the database does not have (by coordinate); how many were added.
    static func insertMissing(_ favourites: [Favourite], into database: SQLiteDatabase) throws -> Int {
        var added = 0
        for favourite in favourites {
            try database.run("INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)",
                             try FavouriteRecord(favourite).insertValues())
            added += database.changes
        }
        return added
    }

    /// What an opened database needs from the copy, and the warnings to give: the favourites put
    /// back when the table is empty but the copy has some (the file was truncated or replaced), or
    /// a first copy written when there is none. A missing favourites table is damage, and thrown as such.
    static func reconcileWithCopy(_ database: SQLiteDatabase, path: String) throws -> [String] {
        guard let copy = copyPath(for: path) else { return [] }
        let hasTable = try database.value("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'favourites'")?.integer ?? 0
        guard hasTable > 0 else { throw SQLiteError(code: SQLITE_CORRUPT, message: "the favourites table is missing") }
        let count = try database.value("SELECT count(*) FROM favourites")?.integer ?? 0
        let hasCopy = FileManager.default.fileExists(atPath: copy)
        if count > 0, hasCopy { return [] }
        if count > 0 {
            // A database from before the copy was kept: the first copy.
            return try database.transaction { writeCopy(of: database, path: path).map { [$0] } ?? [] }
        }
        guard hasCopy else { return [] }
        // An empty copy (every favourite removed) needs nothing: no write lock is taken for it.
        if case .success(let favourites)? = copiedFavourites(path: path), favourites.isEmpty { return [] }
        // Looked at again inside the write transaction: a change made meanwhile wrote its copy in its own.
        return try database.transaction { () throws -> [String] in
            guard try database.value("SELECT count(*) FROM favourites")?.integer == 0 else { return [] }
            switch copiedFavourites(path: path) {
            case .success(let favourites) where !favourites.isEmpty:
                let added = try insertMissing(favourites, into: database)
                return ["the database held no favourites, but \(copy) did; restored \(added) favourite\(added == 1 ? "" : "s") from it"]
            case .failure(let unreadable):
                return ["\(unreadable.reason); it is left as it is"]
            default:
                return []
            }
        }
    }
}
