import Foundation

/// A cached payload and when it was fetched: a row of `cache_entries`.
struct CacheEntry: Sendable, Equatable {
    var payload: Data
    var fetchedAt: Date
}

extension CacheEntry: RowRecord {
    static let columns = "payload, fetched_at"

    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        payload = try row.required("payload", \.blob)
        fetchedAt = Date(timeIntervalSince1970: try row.required("fetched_at", \.real))
    }
}

/// The key of a row of `cache_entries`.
struct CacheKeyRecord: RowRecord, Equatable {
    static let columns = "key"
    var key: String

    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        key = try row.required("key", \.text)
    }
}

/// How many entries of a kind `cache_entries` holds (`wf cache info`); selected with `GROUP BY kind`.
struct CacheKindCount: RowRecord, Equatable {
    static let columns = "kind, count(*) AS entries"
    var kind: CacheKind
    var entries: Int

    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        kind = CacheKind(rawValue: try row.required("kind", \.text))
        entries = Int(row["entries"].integer ?? 0)
    }
}

/// What `wf cache info` shows.
public struct CacheStatistics: Hashable, Sendable {
    public var path: String
    public var fileBytes: Int
    public var forecasts: Int
    public var currentWeather: Int
    public var airQuality: Int
    public var nowcasts: Int
    public var alerts: Int = 0
    public var places: Int
    public var recentQueries: Int
    public var favourites: Int
    /// Cached copies found in a shape this wf cannot decode since the cache was last cleared:
    /// each was a miss (fetched again) and was dropped.
    public var unreadableCacheEntries: Int
    /// Damaged databases moved aside by repairs, kept for the user to inspect or delete.
    public var setAside: [String]
}

/// Names in the `counters` table.
enum Counter: String {
    case unreadableCacheEntries = "unreadable_cache_entries"
}

extension SQLiteStore {
    func cacheEntry(_ kind: CacheKind, key: String) throws -> CacheEntry? {
        try read { database in
            // A row without a usable payload or date is no entry: nil, fetched again.
            try database.fetch(CacheEntry.self, "FROM cache_entries WHERE kind = ? AND key = ?",
                               [.text(kind.rawValue), .text(key)]).first.flatMap { try? $0.get() }
        }
    }

    /// The keys of the entries of `kind` that begin with `prefix`, newest first.
    func cacheKeys(_ kind: CacheKind, beginningWith prefix: String) throws -> [String] {
        try read { database in
            // substr, not LIKE: a key holds whatever was typed, '%' and '_' too.
            try database.records(
                CacheKeyRecord.self, "FROM cache_entries WHERE kind = ? AND substr(key, 1, length(?2)) = ?2 ORDER BY fetched_at DESC",
                [.text(kind.rawValue), .text(prefix)]
            ).map(\.key)
        }
    }

    /// The entries of `kind` whose keys end with `suffix`, newest first.
    func cacheEntries(_ kind: CacheKind, keysEndingWith suffix: String) throws -> [CacheEntry] {
        try read { database in
            // A row without a usable payload or date is left out.
            try database.records(
                CacheEntry.self, "FROM cache_entries WHERE kind = ?1 AND substr(key, -length(?2)) = ?2 ORDER BY fetched_at DESC",
                [.text(kind.rawValue), .text(suffix)]
            )
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

    /// Drops an entry that no longer decodes and counts it, in one transaction; counted once,
    /// however many readers found it at once (a search and the parts it asks ahead both read the forecast).
    func dropUnreadableCacheEntry(_ kind: CacheKind, key: String) throws {
        try write { database in
            let dropped = try database.rows("DELETE FROM cache_entries WHERE kind = ? AND key = ? RETURNING key", [.text(kind.rawValue), .text(key)])
            guard !dropped.isEmpty else { return }
            try database.run("INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1",
                             [.text(Counter.unreadableCacheEntries.rawValue)])
        }
    }

    public func statistics() throws -> CacheStatistics {
        try readKept { database in
            var entries: [CacheKind: Int] = [:]
            for count in try database.records(CacheKindCount.self, "FROM cache_entries GROUP BY kind") {
                entries[count.kind] = count.entries
            }
            let queries = try database.value("SELECT count(*) FROM recent_queries")?.integer ?? 0
            let favourites = try database.value("SELECT count(*) FROM favourites")?.integer ?? 0
            let unreadable = try database.value("SELECT value FROM counters WHERE name = ?",
                                                [.text(Counter.unreadableCacheEntries.rawValue)])?.integer ?? 0
            let bytes = ["", "-wal"].reduce(0) { total, suffix in
                let attributes = try? FileManager.default.attributesOfItem(atPath: path + suffix)
                return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
            }
            var statistics = CacheStatistics(path: path, fileBytes: bytes, forecasts: entries[.forecast] ?? 0,
                                   currentWeather: entries[.currentWeather] ?? 0, airQuality: entries[.airQuality] ?? 0,
                                   nowcasts: entries[.nowcast] ?? 0,
                                   places: entries[.geocoding] ?? 0,
                                   recentQueries: Int(queries), favourites: Int(favourites), unreadableCacheEntries: Int(unreadable),
                                   setAside: Self.filesSetAside(near: path))
            statistics.alerts = entries[.alerts] ?? 0
            return statistics
        }
    }

    /// Forgets cached weather, places, recent queries and the count of unreadable entries. Favourites stay.
    public func clearCache() throws {
        try writeRequired { database in
            try database.run("DELETE FROM cache_entries")
            try database.run("DELETE FROM recent_queries")
            try database.run("DELETE FROM counters WHERE name = ?", [.text(Counter.unreadableCacheEntries.rawValue)])
        }
        try read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    }
}
