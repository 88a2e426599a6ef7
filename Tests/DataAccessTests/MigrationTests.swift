import CSQLite
@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// The migration names recorded in the file, in the order they were recorded.
private func recordedNames(_ database: SQLiteDatabase) throws -> [String] {
    try database.rows("SELECT name FROM schema_migrations ORDER BY rowid").compactMap { $0.first?.text }
}

private func userVersion(_ database: SQLiteDatabase) throws -> Int64? {
    try database.rows("PRAGMA user_version").first?.first?.integer
}

private func hasMigrationsTable(_ path: String) throws -> Bool {
    let database = try SQLiteDatabase(path: path, readOnly: true)
    return try !database.rows("SELECT 1 FROM sqlite_schema WHERE name = 'schema_migrations'").isEmpty
}

private func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// A favourite, a forecast copy and a counter, each of which a migration run again would change or fail on.
private func populate(_ temporary: TemporaryStore) throws {
    let store = try temporary.open()
    _ = try store.addFavourite(Favourite(place: london, addedAt: Date(timeIntervalSince1970: 1_800_000_000)))
    try store.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([1, 2, 3]), fetchedAt: Date()))
    try store.read { try $0.run("INSERT INTO counters (name, value) VALUES ('example', 7)") }
}

/// What the rows a migration run again would touch hold now.
private func userRows(_ database: SQLiteDatabase) throws -> [SQLiteRow] {
    try database.rows("SELECT id, coordinate_key, payload, added_at FROM favourites ORDER BY id")
        + database.rows("SELECT kind, key, payload FROM cache_entries ORDER BY kind, key")
        + database.rows("SELECT name, value FROM counters ORDER BY name")
}

@Suite("Migrations recorded by name")
struct MigrationTests {
    @Test("A new database records every migration by name, in order, and counts them in user_version")
    func newDatabase() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        #expect(try store.read(recordedNames) == Schema.migrations.map(\.name))
        let times = try store.read { try $0.rows("SELECT applied_at FROM schema_migrations ORDER BY rowid") }.compactMap { $0.first?.real }
        #expect(times.count == Schema.migrations.count)
        #expect(times == times.sorted())
        #expect(try store.read(userVersion) == Int64(Schema.currentVersion))
        #expect(try store.read { try $0.rows("PRAGMA journal_mode").first?.first?.text } == "wal")
    }

    @Test("A database from before names were kept (user_version 3, no table) gets the names recorded, and no migration runs again")
    func namesFromUserVersion() throws {
        let temporary = try TemporaryStore()
        try populate(temporary)
        try rawSQL(temporary.path, "DROP TABLE schema_migrations")
        #expect(try !hasMigrationsTable(temporary.path))
        let before = try userRows(SQLiteDatabase(path: temporary.path, readOnly: true))
        #expect(before.count == 3)

        let store = try temporary.open()
        #expect(try store.read(recordedNames) == Schema.migrations.map(\.name))
        #expect(try store.read(userVersion) == Int64(Schema.currentVersion))
        // Run again, "drop old-shaped weather copies" would have deleted the forecast, and the
        // others would have failed on tables that exist.
        #expect(try store.read(userRows) == before)
        #expect(temporary.warnings.isEmpty)
    }

    @Test("A database from before names were kept, opened read-only, is read as it is and not written to")
    func namesNotWrittenReadOnly() throws {
        let temporary = try TemporaryStore()
        try populate(temporary)
        try rawSQL(temporary.path, "DROP TABLE schema_migrations")
        let before = try contents(temporary.path)

        let store = try temporary.open(readOnly: true)
        #expect(try store.favourites().map(\.place.name) == ["London"])
        #expect(store.refusal != nil)
        #expect(try !hasMigrationsTable(temporary.path))
        #expect(try contents(temporary.path) == before)
    }

    @Test("The 1.0 database (schema 1) is upgraded: every name recorded, its favourites kept")
    func schemaOneFixture() throws {
        let temporary = try TemporaryStore()
        try FileManager.default.copyItem(at: Recorded.folder.appendingPathComponent("wf-schema1.sqlite"),
                                         to: URL(fileURLWithPath: temporary.path))
        #expect(try !hasMigrationsTable(temporary.path))
        #expect(try userVersion(SQLiteDatabase(path: temporary.path, readOnly: true)) == 1)

        let store = try temporary.open()
        #expect(try store.read(recordedNames) == Schema.migrations.map(\.name))
        #expect(try store.read(userVersion) == Int64(Schema.currentVersion))
        #expect(try store.favourites().map(\.place.name) == ["52.10, 4.30", "Berlin"])
        #expect(try store.recentQueries(limit: 10).count == 2)
        #expect(temporary.warnings.isEmpty)
    }

    struct Refused: Error {}

    @Test("A migration that throws leaves neither its changes nor its name; those before it stay, and it runs once it works")
    func failedMigrationIsRolledBack() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let first = Migration.sql("first table", "CREATE TABLE one (x)")
        let failing = Migration(name: "second table") { database in
            try database.execute("CREATE TABLE two (x)")
            try database.run("INSERT INTO one (x) VALUES (1)")
            throw Refused()
        }
        let error = try #require(throws: SQLiteStore.OpenError.self) {
            try SQLiteStore.migrate(database, path: ":memory:", migrations: [first, failing])
        }
        guard case .unusable(":memory:", let reason) = error else { Issue.record("\(error)"); return }
        #expect(reason.hasPrefix("migration 2 (second table) failed: Refused"))
        #expect(try recordedNames(database) == ["first table"])
        #expect(try userVersion(database) == 1)
        #expect(try database.rows("SELECT name FROM sqlite_schema WHERE name = 'two'").isEmpty)
        #expect(try database.rows("SELECT count(*) FROM one") == [[.integer(0)]])

        let working = Migration.sql("second table", "CREATE TABLE two (x)")
        try SQLiteStore.migrate(database, path: ":memory:", migrations: [first, working])
        #expect(try recordedNames(database) == ["first table", "second table"])
        #expect(try userVersion(database) == 2)
    }

    @Test("A migration an earlier wf applied meanwhile, counted in user_version only, is recorded and not run again")
    func appliedMeanwhileByEarlierWf() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        // The first migration stands for the moment another process, an earlier wf, runs the second one.
        let migrations: [Migration] = [
            .sql("runs", "CREATE TABLE runs (name TEXT); INSERT INTO runs VALUES ('second'); PRAGMA user_version = 2"),
            .sql("second", "INSERT INTO runs VALUES ('second')"),
        ]
        try SQLiteStore.migrate(database, path: ":memory:", migrations: migrations)
        #expect(try database.rows("SELECT count(*) FROM runs") == [[.integer(1)]])
        #expect(try recordedNames(database) == ["runs", "second"])
        #expect(try userVersion(database) == 2)
    }

    @Test("A recorded name this wf does not know is a newer wf's: refused like a newer user_version, the file untouched",
          arguments: [("INSERT INTO schema_migrations (name, applied_at) VALUES ('from a newer wf', 0)", Schema.currentVersion + 1),
                      ("PRAGMA user_version = 99", 99)])
    func newerWf(sql: String, found: Int) throws {
        let temporary = try TemporaryStore()
        try populate(temporary)
        try rawSQL(temporary.path, sql)
        let before = try contents(temporary.path)
        #expect(throws: SQLiteStore.OpenError.newerSchema(found: found, supported: Schema.currentVersion, path: temporary.path)) {
            try temporary.open()
        }
        #expect(try contents(temporary.path) == before)
        // Read-only, it is not read as this wf's schema: an empty database stands in, nothing is
        // saved, and the favourites are reported out of reach, never as none.
        let readOnly = try temporary.open(readOnly: true)
        #expect(throws: WeatherError.storage("cannot read \(temporary.path): it was written by a newer wf; upgrade wf; what it holds is kept there")) {
            try readOnly.favourites()
        }
        #expect(readOnly.refusal != nil)
        #expect(try contents(temporary.path) == before)
    }

    @Test("A file that needs no migration is not written to on opening")
    func noWriteWhenCurrent() throws {
        let temporary = try TemporaryStore()
        try populate(temporary)
        let before = try contents(temporary.path)
        let store = try temporary.open()
        #expect(try store.favourites().count == 1)
        #expect(try contents(temporary.path) == before)
        // In WAL mode a commit lands in the -wal first: none was made.
        let wal = try? FileManager.default.attributesOfItem(atPath: temporary.path + "-wal")[.size] as? Int
        #expect((wal ?? 0) == 0)
    }
}
