struct Migration: Sendable {
    let name: String
    let apply: @Sendable (SQLiteDatabase) throws -> Void

    /// A migration that is plain SQL.
    static func sql(_ name: String, _ sql: String) -> Migration {
        Migration(name: name) { try $0.execute(sql) }
    }
}

/// The database layout, as migrations applied in order. Each is recorded by its name in
/// `schema_migrations` and counted in `PRAGMA user_version` (see `MigrationState`): a name, once
/// shipped, is never changed, and a new migration goes at the end.
/// Every date in the database is a REAL of seconds since 1970.
enum Schema {
    static let migrations: [Migration] = [
        .sql("cache, recent queries and favourites", """
        CREATE TABLE cache_entries (
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            payload BLOB NOT NULL,
            fetched_at REAL NOT NULL,
            PRIMARY KEY (kind, key)
        ) WITHOUT ROWID;
        CREATE INDEX cache_entries_by_age ON cache_entries (kind, fetched_at);
        CREATE TABLE recent_queries (
            key TEXT PRIMARY KEY,
            text TEXT NOT NULL,
            used_at REAL NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX recent_queries_by_use ON recent_queries (used_at);
        CREATE TABLE favourites (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            coordinate_key TEXT NOT NULL UNIQUE,
            payload BLOB NOT NULL,
            added_at REAL NOT NULL
        );
        """),
        // Forecasts gained hourly points (kept as columns, see ForecastRecord) and richer days, current weather gusts, rain and UV.
        // Copies in the old shape are dropped, to be fetched again; favourites, places and recent
        // queries are untouched.
        .sql("drop old-shaped weather copies", """
        DELETE FROM cache_entries WHERE kind IN ('forecast', 'current');
        """),
        // Favourites were Domain's Codable JSON (dates since 2001); they become `FavouriteRecord`s
        // owned by this layer. A row that cannot be converted is left exactly as it was: reading
        // it warns, and nothing is dropped. Counters keep what `wf cache info` reports across runs.
        Migration(name: "favourites as records, counters") { database in
            try database.execute("CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID")
            for row in try database.rows("SELECT id, payload FROM favourites ORDER BY id") {
                guard let id = row["id"].integer, let payload = row["payload"].blob,
                      let upgraded = FavouriteRecord.Body.upgradedPayload(payload) else { continue }
                try database.run("UPDATE favourites SET payload = ? WHERE id = ?", [.blob(upgraded), .integer(id)])
            }
        },
        // The request ledger (`RequestLedger`): requests sent per UTC day and source, and Open-Meteo's
        // weighted calls among them. Not a cache: `wf cache clear` keeps it.
        .sql("request ledger", """
        CREATE TABLE request_ledger (
            day TEXT NOT NULL,
            source TEXT NOT NULL,
            requests INTEGER NOT NULL,
            weighted_calls REAL NOT NULL,
            PRIMARY KEY (day, source)
        ) WITHOUT ROWID;
        """),
        // What `wf notify` has said (`SQLiteSaidNotifications`), by kind, place and event, so each is
        // said once; rows older than two days are pruned. Not a cache: `wf cache clear` keeps it.
        .sql("said notifications", """
        CREATE TABLE said_notifications (
            kind TEXT NOT NULL,
            place TEXT NOT NULL,
            event TEXT NOT NULL,
            said_at REAL NOT NULL,
            PRIMARY KEY (kind, place, event)
        ) WITHOUT ROWID;
        CREATE INDEX said_notifications_by_age ON said_notifications (said_at);
        """),
        // The same ledger by what each request was for (`LedgerSection`): `wf usage`'s per-section lines.
        .sql("request ledger by section", """
        CREATE TABLE section_ledger (
            day TEXT NOT NULL,
            section TEXT NOT NULL,
            requests INTEGER NOT NULL,
            weighted_calls REAL NOT NULL,
            PRIMARY KEY (day, section)
        ) WITHOUT ROWID;
        """),
    ]

    static var currentVersion: Int { migrations.count }
}

/// What a cache entry holds, by name: the weather's kinds are here, each side source's beside its
/// repository (`extension CacheKind { static let ensemble = … }`). Favourites are not cache: they
/// live in their own table.
struct CacheKind: RawRepresentable, Hashable, Sendable {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ name: String) {
        rawValue = name
    }

    static let forecast = CacheKind("forecast")
    static let currentWeather = CacheKind("current")
    static let geocoding = CacheKind("geocoding")
    static let ipLocation = CacheKind("ip-location")
    /// A provider's last answer, kept to ask whether it changed (`ConditionalRequests`).
    static let answer = CacheKind("answer")
}
