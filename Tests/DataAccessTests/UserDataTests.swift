import CSQLite
@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// Runs SQL on the store's file through a connection of its own, as another program would.
func rawSQL(_ path: String, _ sql: String) throws {
    var handle: OpaquePointer?
    defer { sqlite3_close(handle) }
    guard sqlite3_open(path, &handle) == SQLITE_OK, sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else {
        throw SQLiteError(code: sqlite3_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}

@Suite("User data never vanishes silently")
struct UserDataTests {
    /// `wf-schema1.sqlite` was made by wf 1.0.0: two favourites stored as Domain JSON whose
    /// `addedAt` counts seconds since 2001, the `added_at` column seconds since 1970.
    private func previousDatabase() throws -> TemporaryStore {
        let temporary = try TemporaryStore()
        try FileManager.default.copyItem(at: Recorded.folder.appendingPathComponent("wf-schema1.sqlite"),
                                         to: URL(fileURLWithPath: temporary.path))
        return temporary
    }

    @Test("A schema-1 database keeps both favourites, with their names, places and the moment they were added")
    func migratesSchemaOneFavourites() throws {
        let temporary = try previousDatabase()
        let store = try temporary.open()
        let favourites = try store.favourites()
        #expect(favourites.map(\.place.name) == ["52.10, 4.30", "Berlin"])
        #expect(favourites[1].place.country == "DE")
        #expect(favourites[1].place.region == "Land Berlin")
        #expect(favourites[1].place.coordinate == Coordinate(unchecked: 52.52437, 13.41053))
        // 817138258.14 s after 2001 is 1795445458.14 s after 1970: the same moment, read once.
        #expect(abs(favourites[1].addedAt.timeIntervalSince1970 - 1_795_445_458.14006) < 0.001)
        #expect(temporary.warnings.isEmpty)
    }

    @Test("The migration rewrites every favourite as a versioned record and records the new schema")
    func migrationRewritesRows() throws {
        let temporary = try previousDatabase()
        let store = try temporary.open()
        let payloads = try store.read { try $0.rows("SELECT payload FROM favourites ORDER BY id") }.compactMap { $0.first?.blob }
        #expect(payloads.count == 2)
        for payload in payloads {
            let object = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
            #expect(object["version"] as? Int == FavouriteRecord.Body.currentVersion)
            #expect(object["place"] == nil)
            #expect(object["addedAt"] == nil)
        }
        #expect(try store.read { try $0.rows("PRAGMA user_version").first?.first?.integer } == Int64(Schema.currentVersion))
    }

    @Test("The stored record is a file format: its JSON does not follow Domain's field names")
    func recordShape() throws {
        let favourite = Favourite(place: london, addedAt: Date(timeIntervalSince1970: 1_800_000_000))
        let record = FavouriteRecord(favourite)
        let json = String(decoding: try record.body.encoded(), as: UTF8.self)
        #expect(json == #"{"country":"GB","latitude":51.51,"longitude":-0.13,"name":"London","version":1}"#)
        #expect(record.addedAt == 1_800_000_000)
        #expect(record.coordinateKey == "51.51,-0.13")
        let row = SQLiteRow(columns: ["id", "coordinate_key", "payload", "added_at"], values: [.integer(1)] + (try record.insertValues()))
        #expect(try FavouriteRecord(row: row).favourite() == favourite)
    }

    @Test("A row that cannot be read is named in one warning and kept in the database",
          arguments: [
            (#"{"version":1,"name":"Oslo"}"#, "it has no latitude"),
            ("not json at all", "it is not a favourite record"),
            (#"{"version":1,"name":"Nowhere","latitude":123,"longitude":0}"#, "its coordinate is out of range"),
            (#"{"version":1,"name":"  ","latitude":1,"longitude":0}"#, "it has no name"),
            (#"{"version":7,"name":"Later","latitude":1,"longitude":0}"#, "record version 7 is not one this wf knows (1…1)"),
            (#"{"version":1,"name":7,"latitude":1,"longitude":0}"#, "its name has the wrong type"),
          ])
    func unreadableRowIsKept(payload: String, reason: String) throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
        try store.read { try $0.run("INSERT INTO favourites (coordinate_key, payload, added_at) VALUES ('1.00,2.00', ?, 0)", [.text(payload)]) }
        let paris = Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.85, 2.35))
        _ = try store.addFavourite(Favourite(place: paris, addedAt: Date()))

        #expect(try store.favourites().map(\.place.name) == ["London", "Paris"])
        #expect(try store.favourites().count == 2)
        #expect(temporary.warnings == ["favourite in row 2 (stored for 1.00,2.00) cannot be read: \(reason); it is kept in \(temporary.path) and left out here"])
        #expect(try store.statistics().favourites == 3)
        // Kept exactly as it was, so a later wf (or a person) can still read it.
        #expect(try store.read { try $0.rows("SELECT payload FROM favourites WHERE id = 2").first?.first?.blob } == Data(payload.utf8))
    }

    @Test("An old favourite that cannot be read survives the migration untouched, and is reported")
    func unreadableOldRowSurvivesMigration() throws {
        let temporary = try previousDatabase()
        try rawSQL(temporary.path, #"INSERT INTO favourites (coordinate_key, payload, added_at) VALUES ('5.00,5.00', '{"place":{"nom":"x"}}', 0)"#)
        let store = try temporary.open()
        #expect(try store.favourites().count == 2)
        #expect(temporary.warnings.count == 1)
        #expect(temporary.warnings.first?.contains("row 3 (stored for 5.00,5.00)") == true)
        #expect(try store.read { try $0.rows("SELECT payload FROM favourites WHERE id = 3").first?.first?.blob }
            == Data(#"{"place":{"nom":"x"}}"#.utf8))
    }

    @Test("Adding a favourite to a damaged file recovers it like any write: old favourites rescued, the new one saved")
    func userDataWriteRecovers() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
        try damageCacheTable(of: store, temporary: temporary)
        let reopened = try temporary.open()
        let paris = Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.85, 2.35))
        // Touching the damaged table inside the favourite's transaction finds the damage.
        #expect(try reopened.writeRequired { database in
            try database.run("SELECT sum(length(payload)) FROM cache_entries")
            try database.run("INSERT INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)",
                             try FavouriteRecord(Favourite(place: paris, addedAt: Date())).insertValues())
            return database.changes
        } == 1)
        #expect(try reopened.favourites().map(\.place.name) == ["London", "Paris"])
        #expect(temporary.warnings.contains { $0.contains("the database was damaged") && $0.contains("1 favourite recovered") }, "\(temporary.warnings)")
    }

    @Test("A cached copy that no longer decodes is a miss: fetched again, counted in the statistics, dropped")
    func unreadableCacheEntryIsCountedMiss() async throws {
        let harness = try Harness()
        let key = "Stub|metric|q:london"
        try harness.store.saveCacheEntry(.forecast, key: key, CacheEntry(payload: Data(#"{"old":"shape"}"#.utf8), fetchedAt: harness.clock.now()))
        let result = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        #expect(result.source == .network)
        #expect(harness.provider.callCount == 1)
        #expect(try harness.store.statistics().unreadableCacheEntries == 1)
        // The fresh copy replaced it: the next look is a hit, and nothing more is counted.
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache).source == .cache)
        #expect(try harness.store.statistics().unreadableCacheEntries == 1)
        try harness.store.clearCache()
        #expect(try harness.store.statistics().unreadableCacheEntries == 0)
    }

    @Test("An unreadable cached copy offline is not shown: the failure is")
    func unreadableCacheEntryOffline() async throws {
        let harness = try Harness()
        try harness.store.saveCacheEntry(.geocoding, key: "Stub|london", CacheEntry(payload: Data("[{]".utf8), fetchedAt: harness.clock.now()))
        harness.provider.fail(with: .providerUnavailable(provider: "Stub", reason: "cannot be reached (connection refused)"))
        let places = CachedPlaceRepository(geocoder: harness.provider, store: harness.store, now: { Date() })
        await #expect(throws: WeatherError.providerUnavailable(provider: "Stub", reason: "cannot be reached (connection refused)")) {
            try await places.places(matching: SearchQuery("london"))
        }
        #expect(try harness.store.statistics().unreadableCacheEntries == 1)
        #expect(try harness.store.cacheEntry(.geocoding, key: "Stub|london") == nil)
    }
}

/// Overwrites the first page of the `cache_entries` table: a page past the schema, so the
/// favourites table stays readable for the rescue.
func damageCacheTable(of store: SQLiteStore, temporary: TemporaryStore) throws {
    for index in 0..<50 {
        try store.saveCacheEntry(.forecast, key: "k\(index)", CacheEntry(payload: Data(repeating: 1, count: 500), fetchedAt: Date()))
    }
    try store.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    let page = try store.read { database in
        (try database.rows("PRAGMA page_size").first?.first?.integer,
         try database.rows("SELECT rootpage FROM sqlite_schema WHERE name = 'cache_entries'").first?.first?.integer)
    }
    let size = try #require(page.0), root = try #require(page.1)
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporary.path))
    try handle.seek(toOffset: UInt64((root - 1) * size))
    try handle.write(contentsOf: Data(repeating: 0xFF, count: Int(size)))
    try handle.close()
}
