/// The database layout, one migration per schema version (`PRAGMA user_version`).
enum Schema {
    static let migrations: [String] = [
        // 1: cache entries by kind, recent queries, favourites.
        """
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
        """,
        // 2: forecasts gained hourly points (kept as columns, see ForecastRecord) and richer days,
        // current weather gusts, rain and UV.
        // Copies in the old shape are dropped, to be fetched again; favourites, places and recent
        // queries are untouched.
        """
        DELETE FROM cache_entries WHERE kind IN ('forecast', 'current');
        """,
    ]

    static var currentVersion: Int { migrations.count }
}

/// What a cache entry holds. Favourites are not cache: they live in their own table.
enum CacheKind: String, CaseIterable, Sendable {
    case forecast
    case currentWeather = "current"
    case geocoding
    case ipLocation = "ip-location"
}
