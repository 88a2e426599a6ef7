import CSQLite
@testable import DataAccess
import Domain
import Foundation
import Testing

/// A store in its own temporary folder, with the warnings it printed.
final class TemporaryStore: @unchecked Sendable {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-store-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("wf.sqlite").path }
    private let lock = NSLock()
    private var messages: [String] = []
    var warnings: [String] { lock.withLock { messages } }

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func open(limits: SQLiteStore.Limits = .init(), readOnly: Bool = false) throws -> SQLiteStore {
        try SQLiteStore(path: path, limits: limits, readOnly: readOnly) { [weak self] message in self?.lock.withLock { self?.messages.append(message) } }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}

let london = Place(name: "London", country: "GB", coordinate: Coordinate(unchecked: 51.51, -0.13))

@Suite("SQLite store")
struct SQLiteStoreTests {
    @Test("A new database is migrated to the current schema version")
    func migration() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        let version = try store.read { try $0.rows("PRAGMA user_version").first?.first?.integer }
        #expect(version == Int64(Schema.currentVersion))
        #expect(try store.read { try $0.rows("PRAGMA journal_mode").first?.first?.text } == "wal")
    }

    @Test("A database from a newer wf is refused and left untouched")
    func newerSchema() throws {
        let temporary = try TemporaryStore()
        _ = try temporary.open()
        var handle: OpaquePointer?
        sqlite3_open(temporary.path, &handle)
        sqlite3_exec(handle, "PRAGMA user_version = 99", nil, nil, nil)
        sqlite3_close(handle)
        let before = try Data(contentsOf: URL(fileURLWithPath: temporary.path))
        #expect(throws: SQLiteStore.OpenError.newerSchema(found: 99, supported: Schema.currentVersion, path: temporary.path)) {
            try temporary.open()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: temporary.path)) == before)
    }

    @Test("Only the newest entries of a kind are kept; favourites are never evicted")
    func eviction() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open(limits: .init(cacheEntriesPerKind: 3, recentQueries: 2))
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date(timeIntervalSince1970: 0)))
        for index in 0..<5 {
            try store.saveCacheEntry(.forecast, key: "k\(index)", CacheEntry(payload: Data([1]), fetchedAt: Date(timeIntervalSince1970: Double(index))))
        }
        try store.saveCacheEntry(.geocoding, key: "g", CacheEntry(payload: Data([1]), fetchedAt: Date(timeIntervalSince1970: 0)))
        #expect(try store.cacheEntry(.forecast, key: "k1") == nil)
        #expect(try store.cacheEntry(.forecast, key: "k2") != nil)
        let statistics = try store.statistics()
        #expect(statistics.forecasts == 3 && statistics.places == 1 && statistics.currentWeather == 0)
        #expect(try store.favourites().count == 1)
    }

    @Test("Recent queries keep the newest N, newest first, and a repeated query moves to the top")
    func recentQueries() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open(limits: .init(cacheEntriesPerKind: 10, recentQueries: 2))
        for (index, text) in ["berlin", "paris", "rome", "PARIS"].enumerated() {
            try store.rememberQuery(SearchQuery(text), at: Date(timeIntervalSince1970: Double(index)))
        }
        #expect(try store.recentQueries(limit: 10).map(\.text) == ["PARIS", "rome"])
    }

    @Test("Favourites keep their order, refuse duplicates and survive clearing the cache")
    func favourites() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        let paris = Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.85, 2.35))
        #expect(try store.addFavourite(Favourite(place: paris, addedAt: Date())))
        #expect(try store.addFavourite(Favourite(place: london, addedAt: Date())))
        #expect(try !store.addFavourite(Favourite(place: london, addedAt: Date())))
        try store.rememberQuery(SearchQuery("paris"), at: Date())
        try store.clearCache()
        #expect(try store.favourites().map(\.place.name) == ["Paris", "London"])
        #expect(try store.recentQueries(limit: 5).isEmpty)
        #expect(try store.removeFavourite(Favourite(place: paris, addedAt: Date())))
        #expect(try store.favourites().map(\.place.name) == ["London"])
    }

    @Test("A damaged page past the schema: the file is moved aside with a warning naming it, and the favourite is kept")
    func corruptionRecovery() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        let favourite = Favourite(place: london, addedAt: Date(timeIntervalSince1970: 1_800_000_000))
        _ = try store.addFavourite(favourite)
        try damageCacheTable(of: store, temporary: temporary)
        let reopened = try temporary.open()
        #expect(temporary.warnings.isEmpty) // opening reads only the schema, which is intact
        _ = try reopened.cacheEntry(.forecast, key: "k1")
        #expect(temporary.warnings.count == 1)
        let warning = try #require(temporary.warnings.first)
        #expect(warning.hasPrefix("the database was damaged; moved it to \(temporary.path).corrupt-"))
        #expect(warning.hasSuffix("and started a new one; 1 favourite recovered"))
        #expect(try reopened.favourites() == [favourite])
        let moved = try FileManager.default.contentsOfDirectory(atPath: temporary.folder.path).filter { $0.contains(".corrupt-") }
        #expect(moved.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }.count == 1)
        try reopened.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([1]), fetchedAt: Date()))
        #expect(try reopened.cacheEntry(.forecast, key: "k") != nil)
    }

    @Test("A destroyed header: the file is moved aside, not deleted, and the favourites come back from the copy beside it")
    func destroyedHeader() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
        try store.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: temporary.path))
        bytes.replaceSubrange(0..<16, with: Data(repeating: 0x42, count: 16))
        try bytes.write(to: URL(fileURLWithPath: temporary.path))
        let reopened = try temporary.open()
        // SQLite cannot read a file without its header: nothing can be rescued from it, but
        // favourites.json has them.
        #expect(temporary.warnings == [try #require(temporary.warnings.first)])
        #expect(try reopened.favourites().map(\.place.name) == ["London"])
        let moved = try #require(try FileManager.default.contentsOfDirectory(atPath: temporary.folder.path).first { $0.contains(".corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") })
        #expect(temporary.warnings.first == "the database was damaged; moved it to \(temporary.folder.appendingPathComponent(moved).path) and started a new one; 1 favourite recovered")
        #expect(try Data(contentsOf: temporary.folder.appendingPathComponent(moved)) == bytes)
    }

    @Test("Damage found mid-use triggers recovery that keeps the favourites")
    func damageFoundMidUse() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
        for index in 0..<300 {
            try store.saveCacheEntry(.forecast, key: "k\(index)", CacheEntry(payload: Data(repeating: 1, count: 2000), fetchedAt: Date()))
        }
        try store.read { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporary.path))
        let size = try handle.seekToEnd()
        // Page headers (4096-byte pages) in the last quarter: damage SQLite notices, wherever the pages fall.
        for offset in stride(from: size * 3 / 4 / 4096 * 4096, to: size - 4096, by: 4096) {
            try handle.seek(toOffset: offset)
            try handle.write(contentsOf: Data(repeating: 0xFF, count: 64))
        }
        try handle.close()
        let reopened = try temporary.open()
        for index in 0..<300 { _ = try? reopened.cacheEntry(.forecast, key: "k\(index)") }
        #expect(try reopened.favourites().map(\.place.name) == ["London"])
        #expect(temporary.warnings.contains { $0.contains("1 favourite recovered") }, "\(temporary.warnings)")
    }

    @Test("Random bytes where the database should be are recovered from", arguments: [0, 100, 5000])
    func randomBytes(count: Int) throws {
        let temporary = try TemporaryStore()
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try bytes.write(to: URL(fileURLWithPath: temporary.path))
        let store = try temporary.open()
        _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
        #expect(try store.favourites().count == 1)
        // An empty file is simply a new database: nothing to move aside.
        #expect(temporary.warnings.count == (count == 0 ? 0 : 1))
    }

    @Test("A read-only database still answers reads, warns once when cache writes are skipped, and refuses user-data writes")
    func readOnly() throws {
        let temporary = try TemporaryStore()
        do {
            let store = try temporary.open()
            try store.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([7]), fetchedAt: Date()))
            _ = try store.addFavourite(Favourite(place: london, addedAt: Date()))
            try store.read { try $0.execute("PRAGMA journal_mode = DELETE") }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: temporary.path))
        // SQLite's read-only flag: no write gets through, whoever runs the test (CI runs as root).
        let store = try temporary.open(readOnly: true)
        #expect(try store.cacheEntry(.forecast, key: "k")?.payload == Data([7]))
        #expect(try store.favourites().map(\.place) == [london])
        try store.saveCacheEntry(.forecast, key: "k2", CacheEntry(payload: Data([8]), fetchedAt: Date()))
        try store.saveCacheEntry(.forecast, key: "k3", CacheEntry(payload: Data([8]), fetchedAt: Date()))
        let folder = (temporary.path as NSString).deletingLastPathComponent
        #expect(temporary.warnings == ["cannot write to \(folder) (opened read-only); showing what is saved, but nothing new can be saved"])
        let refused = try #require(throws: WeatherError.self) {
            try store.addFavourite(Favourite(place: Place(name: "Paris", coordinate: Coordinate(unchecked: 48.85, 2.35)), addedAt: Date()))
        }
        #expect(refused.kind == .cannotSave)
        #expect(throws: WeatherError.cannotSave(folder: folder, reason: "opened read-only")) { try store.clearCache() }
        #expect(try store.cacheEntry(.forecast, key: "k2") == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: temporary.path)) == before)
    }

    @Test("A read-only open of a missing file creates nothing")
    func readOnlyMissing() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open(readOnly: true)
        #expect(try store.favourites().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
    }

    @Test("A file the user may not write falls back to reading it, with one warning when opened and one when a write is skipped",
          .enabled(if: getuid() != 0, "root writes through file modes; the read-only flag test above covers the same state"))
    func unwritableFile() throws {
        let temporary = try TemporaryStore()
        do {
            let store = try temporary.open()
            try store.saveCacheEntry(.forecast, key: "k", CacheEntry(payload: Data([7]), fetchedAt: Date()))
            try store.read { try $0.execute("PRAGMA journal_mode = DELETE") }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: temporary.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: temporary.folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: temporary.folder.path) }
        let store = try temporary.open()
        #expect(try store.cacheEntry(.forecast, key: "k")?.payload == Data([7]))
        try store.saveCacheEntry(.forecast, key: "k2", CacheEntry(payload: Data([8]), fetchedAt: Date()))
        try store.saveCacheEntry(.forecast, key: "k3", CacheEntry(payload: Data([8]), fetchedAt: Date()))
        #expect(temporary.warnings == ["cannot write to \(temporary.path); showing results without caching them",
                                       "cannot write to \(temporary.path); results were not cached"])
    }

    @Test("A database in a folder reached through a link opens, keeps favourites and is found again")
    func folderReachedThroughALink() throws {
        let temporary = try TemporaryStore()
        let real = temporary.folder.appendingPathComponent("data/home")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = temporary.folder.appendingPathComponent("home")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
        let path = link.appendingPathComponent("wf.sqlite").path
        do {
            let store = try SQLiteStore(path: path) { _ in }
            #expect(store.refusal == nil)
            #expect(try store.addFavourite(Favourite(place: london, addedAt: Date(timeIntervalSince1970: 0))))
        }
        let again = try SQLiteStore(path: path) { _ in }
        #expect(try again.favourites().map(\.place.name) == ["London"])
        #expect(try again.statistics().favourites == 1)
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("wf.sqlite").path))
    }

    @Test("The database itself a link is refused as linked, whatever the folders above it")
    func databaseIsALink() throws {
        let temporary = try TemporaryStore()
        let target = temporary.folder.appendingPathComponent("elsewhere.sqlite")
        try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: target.path)
        #expect(throws: SQLiteStore.OpenError.linked(path: temporary.path)) { try temporary.open() }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("A file that cannot be read at all is never reported as holding no favourites")
    func unreadableFileIsNotEmpty() throws {
        let temporary = try TemporaryStore()
        // A folder where the file should be: no user, root included, can open it as a database.
        try FileManager.default.createDirectory(atPath: temporary.path, withIntermediateDirectories: false)
        let store = try temporary.open()
        #expect(store.refusal != nil)
        #expect(throws: WeatherError.self) { try store.favourites() }
        #expect(throws: WeatherError.self) { try store.statistics() }
        // The cache is only a cache: a lookup there is a miss.
        #expect(try store.cacheEntry(.forecast, key: "k") == nil)
    }
}
