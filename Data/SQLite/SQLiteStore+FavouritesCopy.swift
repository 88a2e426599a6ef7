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
        try database.records(FavouriteRecord.self, "FROM favourites ORDER BY id").compactMap { try? $0.favourite() }
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

    /// The favourites of the copy that can be read, and why the others cannot: nil when there is
    /// no copy; a failure when none of it can be read.
    static func copiedFavourites(path: String) -> Result<(favourites: [Favourite], skipped: [String]), FavouritesFile.Unreadable>? {
        guard let copy = copyPath(for: path), let data = AtomicFile.read(copy) else { return nil }
        do {
            return .success(try FavouritesFile.decodeEach(data))
        } catch {
            return .failure(FavouritesFile.Unreadable(reason: "\(copy) cannot be read: \(error.reason)"))
        }
    }

    /// What the copy gives back to a database that lost its favourites, and the warnings to give.
    /// A copy not read whole is first set aside (`favourites.json.bad-<time>`), so that the copy
    /// written next never overwrites what only it held.
    static func restoreFromCopy(into database: SQLiteDatabase, path: String) throws -> (added: Int, warnings: [String]) {
        guard let copy = copyPath(for: path), let reading = copiedFavourites(path: path) else { return (0, []) }
        switch reading {
        case .success(let read) where read.skipped.isEmpty:
            return (try insertMissing(read.favourites, into: database), [])
        case .success(let read):
            let added = try insertMissing(read.favourites, into: database)
            let aside = setAside(copy)
            let kept = aside.map { "; the file is kept as \($0)" } ?? ""
            return (added, read.skipped.prefix(5).map { "\(copy): \($0), so it was skipped\(kept)" })
        case .failure(let unreadable):
            let aside = setAside(copy)
            return (0, ["\(unreadable.reason); " + (aside.map { "moved it to \($0), where it stays as it was" } ?? "it is left as it is")])
        }
    }

    /// Renames an unreadable copy to `<copy>.bad-<UTC time>`; its new name, nil when it stays.
    static func setAside(_ copy: String) -> String? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let aside = copy + ".bad-" + formatter.string(from: Date()).replacingOccurrences(of: ":", with: "")
        return rename(copy, aside) == 0 ? aside : nil
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
        if case .success(let read)? = copiedFavourites(path: path), read.favourites.isEmpty, read.skipped.isEmpty { return [] }
        // Looked at again inside the write transaction: a change made meanwhile wrote its copy in its own.
        return try database.transaction { () throws -> [String] in
            guard try database.value("SELECT count(*) FROM favourites")?.integer == 0 else { return [] }
            let (added, warnings) = try restoreFromCopy(into: database, path: path)
            guard added > 0 else { return warnings }
            let restored = "the database held no favourites, but \(copy) did; restored \(added) favourite\(added == 1 ? "" : "s") from it"
            // The copy set aside: one is written anew from what was restored.
            let rewritten = FileManager.default.fileExists(atPath: copy) ? nil : writeCopy(of: database, path: path)
            return [restored] + warnings + (rewritten.map { [$0] } ?? [])
        }
    }
}
