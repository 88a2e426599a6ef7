import CSQLite
@testable import DataAccess
import Foundation
import Testing

@Suite("SQLite wrapper")
struct SQLiteDatabaseTests {
    func memory() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: ":memory:")
        try database.execute("CREATE TABLE t (a, b NOT NULL)")
        return database
    }

    @Test("A value count that differs from the statement's parameters is refused, naming both and the SQL",
          arguments: [([SQLiteValue.integer(1)], "1 value for 2 parameters"),
                      ([.integer(1), .integer(2), .integer(3)], "3 values for 2 parameters"),
                      ([], "0 values for 2 parameters")])
    func bindCount(values: [SQLiteValue], message: String) throws {
        let database = try memory()
        let sql = "INSERT INTO t (a, b) VALUES (?, ?)"
        #expect(throws: SQLiteError(code: SQLITE_RANGE, message: message, sql: sql)) { try database.run(sql, values) }
        #expect(try database.rows("SELECT count(*) FROM t") == [[.integer(0)]])
        // Numbered parameters count by the highest number, as SQLite does.
        try database.run("INSERT INTO t (a, b) VALUES (?1, ?1)", [.integer(7)])
        #expect(try database.rows("SELECT a, b FROM t") == [[.integer(7), .integer(7)]])
    }

    @Test("Errors carry the SQL that failed: preparing, stepping and executing")
    func sqlInErrors() throws {
        let database = try memory()
        let badSyntax = "SELEC a FROM t"
        let prepare = try #require(throws: SQLiteError.self) { try database.rows(badSyntax) }
        #expect(prepare.sql == badSyntax)
        #expect(prepare.description.hasSuffix("in: SELEC a FROM t"))

        let constraint = "INSERT INTO t (a, b) VALUES (?, ?)"
        let step = try #require(throws: SQLiteError.self) { try database.run(constraint, [.integer(1), .null]) }
        #expect(step.sql == constraint)
        #expect(step.message.contains("NOT NULL"))

        let execute = try #require(throws: SQLiteError.self) { try database.execute("DROP TABLE nothing_here") }
        #expect(execute.sql == "DROP TABLE nothing_here")
    }

    @Test("The SQL in a message is one line and bounded")
    func sqlOneLine() {
        let error = SQLiteError(code: 1, message: "m", sql: "SELECT\n    a,\n    b\nFROM t" + String(repeating: " ", count: 300) + "WHERE " + String(repeating: "x", count: 300))
        #expect(error.description.hasPrefix("m (SQLite 1) in: SELECT a, b FROM t WHERE xxx"))
        #expect(!error.description.contains("\n"))
        #expect(error.description.hasSuffix("…"))
    }

    @Test("Only one statement runs per call: a second one is refused, not ignored")
    func oneStatement() throws {
        let database = try memory()
        let error = try #require(throws: SQLiteError.self) { try database.run("DELETE FROM t; DROP TABLE t") }
        #expect(error.code == SQLITE_MISUSE)
        #expect(try database.rows("SELECT count(*) FROM t") == [[.integer(0)]])
        try database.run("DELETE FROM t;  ")
    }

    @Test("A real is an integer only when it has one: NaN, infinities and huge values are nil, never a trap",
          arguments: [(Double.nan, nil), (.infinity, nil), (-.infinity, nil), (1e19, nil), (-1e19, nil),
                      (9_223_372_036_854_775_808.0, nil), (-9_223_372_036_854_775_808.0, Int64.min),
                      (3.9, 3), (-3.9, -3), (0, 0)] as [(Double, Int64?)])
    func realsAsIntegers(value: Double, integer: Int64?) throws {
        #expect(SQLiteValue.real(value).integer == integer)
    }

    @Test("Reals read from the file that are out of Int64's range do not trap")
    func hugeRealFromFile() throws {
        let database = try memory()
        try database.run("INSERT INTO t (a, b) VALUES (1e300, -1e300)")
        let row = try #require(try database.rows("SELECT a, b FROM t").first)
        #expect(row.values.map(\.integer) == [nil, nil])
        #expect(row["a"].real == 1e300 && row["b"].real == -1e300)
    }

    @Test("Text with embedded NULs is bound and read whole")
    func embeddedNUL() throws {
        let database = try memory()
        let text = "before\u{0}after ☂"
        try database.run("INSERT INTO t (a, b) VALUES (?, ?)", [.text(text), .text("")])
        let row = try #require(try database.rows("SELECT a, length(CAST(a AS BLOB)), b FROM t").first)
        #expect(row == [.text(text), .integer(Int64(text.utf8.count)), .text("")])
        #expect(try database.rows("SELECT 'x' || char(0) || 'y'") == [[.text("x\u{0}y")]])
    }

    @Test("An empty blob is stored as an empty blob, not NULL")
    func emptyBlob() throws {
        let database = try memory()
        try database.run("INSERT INTO t (a, b) VALUES (?, ?)", [.null, .blob(Data())])
        #expect(try database.rows("SELECT a, typeof(b), b FROM t") == [[.null, .text("blob"), .blob(Data())]])
    }

    @Test("A read-only connection refuses writes whoever the user is, root included")
    func readOnlyFlag() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.open()
        let database = try SQLiteDatabase(path: temporary.path, readOnly: true)
        #expect(try database.rows("SELECT count(*) FROM favourites") == [[.integer(0)]])
        let error = try #require(throws: SQLiteError.self) { try database.run("DELETE FROM favourites") }
        #expect(error.isReadOnly)
    }

    @Test("Migrations are named: a failing one says which, with its SQL, and the file stays at the one before it")
    func namedMigrations() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let migrations: [Migration] = [
            .sql("first table", "CREATE TABLE one (x)"),
            .sql("broken step", "CREATE TABLE two (x); INSERT INTO nowhere VALUES (1)"),
        ]
        let error = try #require(throws: SQLiteError.self) { try SQLiteStore.migrate(database, path: ":memory:", migrations: migrations) }
        #expect(error.message.hasPrefix("migration 2 (broken step): no such table: nowhere"))
        #expect(error.sql == "CREATE TABLE two (x); INSERT INTO nowhere VALUES (1)")
        // Each migration is its own transaction: the first stays applied, the broken one left nothing.
        #expect(try database.rows("PRAGMA user_version") == [[.integer(1)]])
        #expect(try database.rows("SELECT name FROM schema_migrations") == [[.text("first table")]])
        #expect(try database.rows("SELECT name FROM sqlite_schema ORDER BY name") == [[.text("one")], [.text("schema_migrations")], [.text("sqlite_autoindex_schema_migrations_1")]])
        try SQLiteStore.migrate(database, path: ":memory:", migrations: Array(migrations.prefix(1)))
        #expect(try database.rows("PRAGMA user_version") == [[.integer(1)]])
    }

    @Test("The schema's migrations have names, one each")
    func schemaNames() {
        let names = Schema.migrations.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { !$0.isEmpty })
    }

    @Test("Waiting for another process's write lock is bounded: the write fails after lockWait, naming the statement")
    func lockWaitIsBounded() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open(limits: .init(lockWait: .milliseconds(200)))
        var other: OpaquePointer?
        sqlite3_open(temporary.path, &other)
        defer { sqlite3_close(other) }
        #expect(sqlite3_exec(other, "BEGIN IMMEDIATE", nil, nil, nil) == SQLITE_OK)
        let started = Date()
        let error = try #require(throws: SQLiteError.self) {
            try store.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([1]), fetchedAt: Date()))
        }
        let waited = Date().timeIntervalSince(started)
        #expect(error.isBusy)
        #expect(error.sql == "BEGIN IMMEDIATE")
        #expect(waited >= 0.15 && waited < 3, "waited \(waited) s")
        sqlite3_exec(other, "ROLLBACK", nil, nil, nil)
        try store.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([1]), fetchedAt: Date()))
    }
}
