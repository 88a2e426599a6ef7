import Foundation

/// A cached payload and when it was fetched.
struct CacheEntry: Sendable {
    var payload: Data
    var fetchedAt: Date
}

/// What `wf cache info` shows.
public struct CacheStatistics: Hashable, Sendable {
    public var path: String
    public var fileBytes: Int
    public var entries: [String: Int]
    public var recentQueries: Int
    public var favourites: Int
}

extension SQLiteStore {
    func cacheEntry(_ kind: CacheKind, key: String) throws -> CacheEntry? {
        try read { database in
            guard let row = try database.rows(
                "SELECT payload, fetched_at FROM cache_entries WHERE kind = ? AND key = ?",
                [.text(kind.rawValue), .text(key)]
            ).first, let payload = row[0].blob, let fetchedAt = row[1].real else { return nil }
            return CacheEntry(payload: payload, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
        }
    }

    /// Stores the entry and evicts the oldest of its kind beyond the limit, in one transaction.
    func saveCacheEntry(_ kind: CacheKind, key: String, _ entry: CacheEntry) throws {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO cache_entries (kind, key, payload, fetched_at) VALUES (?, ?, ?, ?)",
                [.text(kind.rawValue), .text(key), .blob(entry.payload), .real(entry.fetchedAt.timeIntervalSince1970)]
            )
            // The index on (kind, fetched_at) makes this a walk of at most `limit` entries, not a scan.
            try database.run(
                """
                DELETE FROM cache_entries WHERE kind = ?1 AND fetched_at < (
                    SELECT fetched_at FROM cache_entries WHERE kind = ?1
                    ORDER BY fetched_at DESC LIMIT 1 OFFSET ?2)
                """,
                [.text(kind.rawValue), .integer(Int64(max(limits.cacheEntriesPerKind - 1, 0)))]
            )
        }
    }

    public func statistics() throws -> CacheStatistics {
        try read { database in
            var entries: [String: Int] = [:]
            for row in try database.rows("SELECT kind, count(*) FROM cache_entries GROUP BY kind") {
                if let kind = row[0].text { entries[kind] = Int(row[1].integer ?? 0) }
            }
            let queries = try database.rows("SELECT count(*) FROM recent_queries").first?.first?.integer ?? 0
            let favourites = try database.rows("SELECT count(*) FROM favourites").first?.first?.integer ?? 0
            let bytes = ["", "-wal"].reduce(0) { total, suffix in
                let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
                return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
            }
            return CacheStatistics(path: path, fileBytes: bytes, entries: entries,
                                   recentQueries: Int(queries), favourites: Int(favourites))
        }
    }

    /// Forgets cached weather, places and recent queries. Favourites stay.
    public func clearCache() throws {
        try write { database in
            try database.run("DELETE FROM cache_entries")
            try database.run("DELETE FROM recent_queries")
        }
        try read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    }
}
