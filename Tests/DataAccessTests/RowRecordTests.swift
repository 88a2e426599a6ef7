@testable import DataAccess
import Domain
import Foundation
import Testing

/// Each kind of row wf reads is decoded by one `RowRecord`, from a real SQLite database: its SELECT
/// list runs against the migrated schema, names exactly the columns the record reads, and a row
/// without a required value fails as the call sites expect.
@Suite("Row records")
struct RowRecordTests {
    private static let day = CalendarDay(year: 2026, month: 3, day: 4)
    private static let londonJSON = #"{"version":1,"name":"London","country":"GB","latitude":51.51,"longitude":-0.13}"#

    /// A row as a query would give it.
    static func row(_ values: KeyValuePairs<String, SQLiteValue>) -> SQLiteRow {
        SQLiteRow(columns: values.map(\.key), values: values.map(\.value))
    }

    /// An in-memory database migrated as a store migrates its file, with one row in every table read.
    static func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: ":memory:")
        try SQLiteStore.migrate(database, path: ":memory:")
        try database.execute("""
        INSERT INTO cache_entries (kind, key, payload, fetched_at) VALUES ('forecast', 'k1', x'0102', 1000.5), ('forecast', 'k2', x'03', 2000);
        INSERT INTO recent_queries (key, text, used_at) VALUES ('oslo', 'Oslo', 10);
        INSERT INTO request_ledger (day, source, requests, weighted_calls) VALUES ('2026-03-04', 'open-meteo', 3, 4.5);
        INSERT INTO section_ledger (day, section, requests, weighted_calls) VALUES ('2026-03-04', 'forecast', 2, 1.5);
        INSERT INTO favourites (coordinate_key, payload, added_at)
            VALUES ('51.51,-0.13', '\(Self.londonJSON)', 1800000000);
        """)
        return database
    }

    /// A copy of `table`'s columns without its constraints, for rows the schema would refuse:
    /// `lax_<table>`, empty.
    static func laxCopy(of table: String, in database: SQLiteDatabase) throws {
        try database.execute("CREATE TABLE lax_\(table) AS SELECT * FROM \(table) WHERE 0")
    }

    /// `R.columns` names the columns `R(row:)` reads, no more and no fewer: the first row of
    /// `SELECT <columns> <rest>` (a list SQLite checks against the schema) decodes to `expected`,
    /// which a read of a column the list lacks (NULL then) would not; and with any one of its
    /// columns renamed, it no longer does: the record reads every column of its list.
    static func expectColumnsMatch<R: RowRecord & Equatable>(_ expected: R, _ rest: String, in database: SQLiteDatabase,
                                                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let row = try #require(try database.rows("SELECT \(R.columns) \(rest)").first, sourceLocation: sourceLocation)
        #expect((try? R(row: row)) == expected, "\(R.self) does not decode its own SELECT list", sourceLocation: sourceLocation)
        for index in row.columns.indices {
            var columns = row.columns
            columns[index] = "renamed"
            #expect((try? R(row: SQLiteRow(columns: columns, values: row.values))) != expected,
                    "\(R.self) never reads \(row.columns[index]), which its SELECT list has", sourceLocation: sourceLocation)
        }
    }

    /// The failure decoding the first row of `SELECT <columns> <rest>`, or nil when it decodes.
    static func failure<R: RowRecord>(_ type: R.Type, _ rest: String, in database: SQLiteDatabase) throws -> R.Failure? {
        let result = try #require(try database.fetch(type, rest).first)
        if case .failure(let failure) = result { return failure }
        return nil
    }

    // MARK: Each record's SELECT list is what it reads

    @Test("A cache entry is its payload and the moment it was fetched")
    func cacheEntry() throws {
        let database = try Self.database()
        let expected = CacheEntry(payload: Data([1, 2]), fetchedAt: Date(timeIntervalSince1970: 1000.5))
        try Self.expectColumnsMatch(expected, "FROM cache_entries WHERE key = 'k1'", in: database)
        #expect(try database.records(CacheEntry.self, "FROM cache_entries ORDER BY fetched_at DESC").map(\.payload) == [Data([3]), Data([1, 2])])
    }

    @Test("A cache key")
    func cacheKey() throws {
        let database = try Self.database()
        try Self.expectColumnsMatch(CacheKeyRecord(row: Self.row(["key": .text("k1")])), "FROM cache_entries WHERE key = 'k1'", in: database)
        #expect(try database.records(CacheKeyRecord.self, "FROM cache_entries ORDER BY key").map(\.key) == ["k1", "k2"])
    }

    @Test("The count of a cache kind")
    func kindCount() throws {
        let database = try Self.database()
        let expected = try CacheKindCount(row: Self.row(["kind": .text("forecast"), "entries": .integer(2)]))
        #expect(expected.kind == .forecast && expected.entries == 2)
        try Self.expectColumnsMatch(expected, "FROM cache_entries GROUP BY kind", in: database)
    }

    @Test("A day's line of the request ledger and of the section ledger")
    func ledger() throws {
        let database = try Self.database()
        let source = try LedgerRecord<SourceLedger>(row: Self.row(["source": .text("open-meteo"), "requests": .integer(3), "weighted_calls": .real(4.5)]))
        #expect(source.usage == RequestUsage.Source(source: "open-meteo", requests: 3, weightedCalls: 4.5))
        try Self.expectColumnsMatch(source, "FROM request_ledger", in: database)
        let section = try LedgerRecord<SectionLedger>(row: Self.row(["section": .text("forecast"), "requests": .integer(2), "weighted_calls": .real(1.5)]))
        #expect(section.usage == RequestUsage.Source(source: "forecast", requests: 2, weightedCalls: 1.5))
        try Self.expectColumnsMatch(section, "FROM section_ledger", in: database)
    }

    @Test("A recent query")
    func recentQuery() throws {
        let database = try Self.database()
        let expected = try RecentQueryRecord(row: Self.row(["key": .text("oslo"), "text": .text("Oslo")]))
        #expect(expected.key == "oslo" && expected.text == "Oslo")
        try Self.expectColumnsMatch(expected, "FROM recent_queries", in: database)
    }

    @Test("A favourite, and a favourite's row as it is stored")
    func favourite() throws {
        let database = try Self.database()
        let favourite = Favourite(place: london, addedAt: Date(timeIntervalSince1970: 1_800_000_000))
        var expected = FavouriteRecord(favourite)
        expected.id = 1
        try Self.expectColumnsMatch(expected, "FROM favourites", in: database)
        #expect(try database.records(FavouriteRecord.self, "FROM favourites").map { try $0.favourite() } == [favourite])

        // As SQLite gives them back: the payload was inserted as text, the date as a REAL.
        let stored = FavouriteRecord.Stored(row: Self.row([
            "coordinate_key": .text("51.51,-0.13"), "payload": .text(Self.londonJSON), "added_at": .real(1_800_000_000),
        ]))
        try Self.expectColumnsMatch(stored, "FROM favourites", in: database)
    }

    @Test("An applied migration's name")
    func appliedMigration() throws {
        let database = try Self.database()
        let names = try database.records(AppliedMigration.self, "FROM schema_migrations").map(\.name)
        #expect(Set(names) == Set(Schema.migrations.map(\.name)))
        let first = try AppliedMigration(row: Self.row(["name": .text(try #require(names.min()))]))
        try Self.expectColumnsMatch(first, "FROM schema_migrations ORDER BY name LIMIT 1", in: database)
    }

    @Test("A SELECT list naming a column the table lacks fails with the SQL, before any row is read")
    func renamedColumnIsRefused() throws {
        let database = try Self.database()
        let error = #expect(throws: SQLiteError.self) { try database.rows("SELECT payload, fetched FROM cache_entries") }
        #expect(error?.sql == "SELECT payload, fetched FROM cache_entries")
    }

    // MARK: Rows without a required value

    @Test("A NULL required column is the record's failure, naming the column; an optional one has its default")
    func nullColumns() throws {
        let database = try Self.database()
        for table in ["cache_entries", "recent_queries", "request_ledger", "section_ledger", "favourites", "schema_migrations"] {
            try Self.laxCopy(of: table, in: database)
        }
        try database.execute("""
        INSERT INTO lax_cache_entries VALUES ('forecast', 'no payload', NULL, 1), ('forecast', 'no date', x'01', NULL),
            ('forecast', 'text date', x'01', 'soon'), ('forecast', 'text payload', 'abc', 2), (NULL, NULL, x'01', 3);
        INSERT INTO lax_recent_queries VALUES ('a', NULL, 1), (NULL, 'B', 2);
        INSERT INTO lax_request_ledger VALUES ('2026-03-04', NULL, 1, 1), ('2026-03-05', 'x', NULL, 1), ('2026-03-06', 'x', 'many', 1),
            ('2026-03-07', 'x', 2, NULL);
        INSERT INTO lax_section_ledger VALUES ('2026-03-04', NULL, 1, 1), ('2026-03-07', 'x', 2, NULL);
        INSERT INTO lax_favourites VALUES (7, 'k', NULL, 1), (8, NULL, x'00', 1);
        INSERT INTO lax_schema_migrations VALUES (NULL, 1);
        """)

        func cache(_ key: String) throws -> SQLiteRow.MissingColumn? {
            try Self.failure(CacheEntry.self, "FROM lax_cache_entries WHERE key = '\(key)'", in: database)
        }
        #expect(try cache("no payload") == .init(column: "payload"))
        #expect(try cache("no date") == .init(column: "fetched_at"))
        #expect(try cache("text date") == .init(column: "fetched_at"))
        #expect(try cache("text payload") == nil) // text is read as its UTF-8 bytes, as before
        #expect(try Self.failure(CacheKeyRecord.self, "FROM lax_cache_entries WHERE key IS NULL", in: database) == .init(column: "key"))
        #expect(try Self.failure(CacheKindCount.self, "FROM lax_cache_entries WHERE kind IS NULL GROUP BY kind", in: database)
                == .init(column: "kind"))

        #expect(try Self.failure(RecentQueryRecord.self, "FROM lax_recent_queries WHERE key = 'a'", in: database) == .init(column: "text"))
        #expect(try database.records(RecentQueryRecord.self, "FROM lax_recent_queries").map(\.key) == [nil])

        func ledger(_ day: String) throws -> SQLiteRow.MissingColumn? {
            try Self.failure(LedgerRecord<SourceLedger>.self, "FROM lax_request_ledger WHERE day = '\(day)'", in: database)
        }
        #expect(try ledger("2026-03-04") == .init(column: "source"))
        #expect(try ledger("2026-03-05") == .init(column: "requests"))
        #expect(try ledger("2026-03-06") == .init(column: "requests"))
        #expect(try database.records(LedgerRecord<SourceLedger>.self, "FROM lax_request_ledger").map(\.usage)
                == [RequestUsage.Source(source: "x", requests: 2, weightedCalls: 0)])
        #expect(try Self.failure(LedgerRecord<SectionLedger>.self, "FROM lax_section_ledger WHERE day = '2026-03-04'", in: database)
                == .init(column: "section"))
        #expect(try database.records(LedgerRecord<SectionLedger>.self, "FROM lax_section_ledger").map(\.usage)
                == [RequestUsage.Source(source: "x", requests: 2, weightedCalls: 0)])

        #expect(try Self.failure(FavouriteRecord.self, "FROM lax_favourites WHERE id = 7", in: database)
                == FavouriteRecord.Unreadable(id: 7, coordinateKey: "k", reason: "the row is incomplete"))
        #expect(try Self.failure(FavouriteRecord.self, "FROM lax_favourites WHERE id = 8", in: database)
                == FavouriteRecord.Unreadable(id: 8, coordinateKey: nil, reason: "the row is incomplete"))
        // A row carried over by a repair is carried as it is, NULLs and all.
        #expect(try database.records(FavouriteRecord.Stored.self, "FROM lax_favourites WHERE id = 7").map(\.upgradedValues)
                == [[.text("k"), .null, .real(1)]])

        #expect(try Self.failure(AppliedMigration.self, "FROM lax_schema_migrations", in: database) == .init(column: "name"))
    }

    // MARK: What the call sites make of a row without a required value (as before the records)

    @Test("A cache entry without a usable date is no entry: nil for its key, left out of a list, fetched again")
    func cacheCallSites() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        try store.saveCacheEntry(.forecast, key: "good|x", CacheEntry(payload: Data([1]), fetchedAt: Date(timeIntervalSince1970: 5)))
        try store.read { try $0.run("INSERT INTO cache_entries (kind, key, payload, fetched_at) VALUES ('forecast', 'bad|x', x'02', 'soon')") }
        try store.read { try $0.run("INSERT INTO cache_entries (kind, key, payload, fetched_at) VALUES ('forecast', 'int|x', 7, 6)") }
        #expect(try store.cacheEntry(.forecast, key: "bad|x") == nil)
        #expect(try store.cacheEntry(.forecast, key: "int|x") == nil)
        #expect(try store.cacheEntry(.forecast, key: "good|x") == CacheEntry(payload: Data([1]), fetchedAt: Date(timeIntervalSince1970: 5)))
        #expect(try store.cacheEntries(.forecast, keysEndingWith: "|x").map(\.payload) == [Data([1])])
        #expect(Set(try store.cacheKeys(.forecast, beginningWith: "")) == ["good|x", "bad|x", "int|x"])
        try store.read { try $0.run("INSERT INTO cache_entries (kind, key, payload, fetched_at) VALUES (x'00', 'blob kind', x'02', 1)") }
        #expect(try store.statistics().forecasts == 3)
        #expect(temporary.warnings.isEmpty)
    }

    @Test("A ledger row without a name or a count of requests is left out of wf usage")
    func ledgerCallSites() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        _ = try store.countRequest(day: Self.day, source: "open-meteo", section: "forecast", weightedCalls: 1.5)
        try store.read { try $0.run("INSERT INTO request_ledger VALUES ('2026-03-04', 'met-norway', 'many', 1)") }
        try store.read { try $0.run("INSERT INTO section_ledger VALUES ('2026-03-04', x'00', 1, 1)") }
        #expect(try store.requestUsage(on: Self.day) == [RequestUsage.Source(source: "open-meteo", requests: 1, weightedCalls: 1.5)])
        #expect(try store.sectionUsage(on: Self.day) == [RequestUsage.Source(source: "forecast", requests: 1, weightedCalls: 1.5)])
    }

    @Test("A recent query without text is left out, and does not stop the same search being remembered")
    func recentQueryCallSites() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        try store.rememberQuery(SearchQuery("Oslo"), at: Date(timeIntervalSince1970: 1))
        try store.read { try $0.run("INSERT INTO recent_queries VALUES ('bergen', x'00', 2)") }
        #expect(try store.recentQueries(limit: 5) == [SearchQuery("Oslo")])
        try store.rememberQuery(SearchQuery("Bergen"), at: Date(timeIntervalSince1970: 3))
        #expect(try store.recentQueries(limit: 5) == [SearchQuery("Bergen"), SearchQuery("Oslo")])
    }
}
