import CSQLite
import Domain
import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one database file of `wf`: caches, recent queries and favourites.
///
/// Opening never loses user data: a damaged file is moved aside (never deleted) after its
/// favourites are copied out, and an unwritable location degrades to an in-memory cache.
/// Sendable because every use of the connection holds `lock`.
///
/// Blocking, and why it is bounded: every method runs synchronously on the caller's thread, which
/// for the repositories is a thread of Swift's cooperative pool. Each call is one statement or one
/// short transaction on a local file (microseconds; a commit's fsync at most), and the one wait
/// that could be long, for another `wf` process's write lock, is cut off by `Limits.lockWait`
/// (5 s): the call then fails, and a cache write is skipped. A `wf` process runs one command, whose
/// own tasks are all that share the pool meanwhile, so a bounded block costs that command only its
/// own time; a private queue per call would cost two thread hops on every cache hit instead.
public final class SQLiteStore: @unchecked Sendable {
    public struct Limits: Sendable {
        public var cacheEntriesPerKind: Int
        public var recentQueries: Int
        /// How long a call waits for another process's lock before it fails (SQLite's busy timeout).
        public var lockWait: Duration

        public init(cacheEntriesPerKind: Int = Retention.cacheEntriesPerKind, recentQueries: Int = Retention.recentQueries,
                    lockWait: Duration = .seconds(5)) {
            self.cacheEntriesPerKind = cacheEntriesPerKind
            self.recentQueries = recentQueries
            self.lockWait = lockWait
        }

        var lockWaitMilliseconds: Int64 {
            lockWait.components.seconds * 1000 + lockWait.components.attoseconds / 1_000_000_000_000_000
        }
    }

    public enum OpenError: Error, Hashable, Sendable {
        /// The file was written by a newer `wf`; it is left untouched.
        case newerSchema(found: Int, supported: Int, path: String)
        case unusable(path: String, reason: String)
    }

    public let path: String
    let limits: Limits
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    private var database: SQLiteDatabase
    private var writable: Bool
    private var warnedReadOnly = false
    private var warnedAbout: Set<String> = []

    /// - Parameters:
    ///   - readOnly: opens the file with SQLite's read-only flag, for callers that must not change
    ///     it: reads are answered, cache writes are skipped with one warning, user-data writes fail.
    ///     The same state as a file the user cannot write, whoever the user is (root included).
    ///   - warn: receives one-line warnings (recovery, read-only fallback).
    public init(path: String, limits: Limits = Limits(), readOnly: Bool = false, warn: @escaping @Sendable (String) -> Void) throws(OpenError) {
        self.path = path
        self.limits = limits
        self.warn = warn
        if readOnly {
            // A file that is missing, older or damaged is not touched: an empty store stands in.
            if let connection = Self.readOnlyConnection(path: path, limits: limits) {
                database = connection
            } else {
                database = try Self.inMemory()
            }
            writable = false
        } else {
            (database, writable) = try Self.connect(path: path, limits: limits, warn: warn)
        }
    }

    // MARK: Opening

    /// A read-only connection to a file of this wf's schema, or nil.
    private static func readOnlyConnection(path: String, limits: Limits) -> SQLiteDatabase? {
        guard let database = try? SQLiteDatabase(path: path, readOnly: true),
              (try? version(of: database)) == Schema.currentVersion else { return nil }
        try? database.execute("PRAGMA busy_timeout = \(limits.lockWaitMilliseconds)")
        return database
    }

    private static func connect(path: String, limits: Limits, warn: (String) -> Void) throws(OpenError) -> (SQLiteDatabase, Bool) {
        do {
            return (try preparedWaitingForLocks(path: path, limits: limits), true)
        } catch let error as OpenError {
            throw error
        } catch let error as SQLiteError where error.isCorruption {
            return (try recover(path: path, limits: limits, warn: warn), true)
        } catch let error as SQLiteError where error.isReadOnly {
            if let readOnly = readOnlyConnection(path: path, limits: limits) {
                warn("cannot write to \(path); showing results without caching them")
                return (readOnly, false)
            }
            warn("cannot write to \(path); results will not be cached")
            return (try inMemory(), true)
        } catch {
            throw .unusable(path: path, reason: "\(error)")
        }
    }

    /// When several processes create the database at once, switching it to WAL can report "locked"
    /// without consulting the busy handler; waiting a little and trying again always settles it.
    private static func preparedWaitingForLocks(path: String, limits: Limits) throws -> SQLiteDatabase {
        var attempt = 0
        while true {
            do {
                return try prepared(path: path, limits: limits)
            } catch let error as SQLiteError where error.isBusy && attempt < 100 {
                attempt += 1
                usleep(UInt32.random(in: 5_000...50_000))
            }
        }
    }

    private static func prepared(path: String, limits: Limits) throws -> SQLiteDatabase {
        // Created private to the user, like the config file; SQLite gives -wal and -shm the same mode.
        if path != ":memory:" { createPrivateFile(path) }
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA busy_timeout = \(limits.lockWaitMilliseconds)")
        try migrate(database, path: path)
        try database.execute("PRAGMA synchronous = NORMAL")
        return database
    }

    private static func version(of database: SQLiteDatabase) throws -> Int {
        Int(try database.rows("PRAGMA user_version").first?.first?.integer ?? 0)
    }

    /// Brings the file up to `migrations.count`, each step named in any error it raises, all in one
    /// transaction: a failed step leaves the file as it was.
    static func migrate(_ database: SQLiteDatabase, path: String, migrations: [Migration] = Schema.migrations) throws {
        let found = try version(of: database)
        guard found <= migrations.count else {
            throw OpenError.newerSchema(found: found, supported: migrations.count, path: path)
        }
        guard found < migrations.count else { return }
        // WAL lets many `wf` processes read while one writes. The mode is stored in the file,
        // so it is set once, when the database is created, not on every open.
        if found == 0 {
            // A brand-new file holds nothing to protect: create it without waiting for the disk.
            // The first checkpoint (at the latest when this connection closes) makes it durable; a
            // file cut short by a power failure before then is found damaged and started afresh.
            try database.execute("PRAGMA synchronous = OFF")
            try database.execute("PRAGMA journal_mode = WAL")
        }
        try database.transaction {
            // Re-read inside the write lock: another process may have migrated meanwhile.
            let start = try version(of: database)
            for (index, migration) in migrations.enumerated() where index >= start {
                do {
                    try migration.apply(database)
                } catch var error as SQLiteError {
                    error.message = "migration \(index + 1) (\(migration.name)): \(error.message)"
                    throw error
                } catch {
                    throw OpenError.unusable(path: path, reason: "migration \(index + 1) (\(migration.name)) failed: \(error)")
                }
            }
            try database.execute("PRAGMA user_version = \(migrations.count)")
        }
    }

    private static func inMemory() throws(OpenError) -> SQLiteDatabase {
        do {
            let database = try SQLiteDatabase(path: ":memory:")
            try migrate(database, path: ":memory:")
            return database
        } catch {
            throw .unusable(path: ":memory:", reason: "\(error)")
        }
    }

    /// Moves a damaged file aside, keeps whatever favourites can still be read, and starts afresh.
    private static func recover(path: String, limits: Limits, warn: (String) -> Void) throws(OpenError) -> SQLiteDatabase {
        let rescued = rescueFavourites(from: path)
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = "\(path).corrupt-\(stamp)"
        let files = FileManager.default
        do {
            try files.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where files.fileExists(atPath: path + suffix) {
                try? files.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            let database = try prepared(path: path, limits: limits)
            for row in rescued {
                try database.run("INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)", row)
            }
            let kept = rescued.isEmpty ? "" : "; \(rescued.count) favourite\(rescued.count == 1 ? "" : "s") recovered"
            warn("the database was damaged; moved it to \(aside) and started a new one\(kept)")
            return database
        } catch {
            throw .unusable(path: path, reason: "damaged, and could not be moved aside: \(error)")
        }
    }

    /// The favourite rows of a damaged file, as (coordinate_key, payload, added_at). Older records
    /// are rewritten as current ones; a row that cannot be read is carried over exactly as it was.
    private static func rescueFavourites(from path: String) -> [[SQLiteValue]] {
        guard let old = try? SQLiteDatabase(path: path, readOnly: true),
              let rows = try? old.rows("SELECT coordinate_key, payload, added_at FROM favourites ORDER BY id")
        else { return [] }
        return rows.map { row in
            guard row.count == 3, let payload = row[1].blob, let upgraded = FavouriteRecord.Body.upgradedPayload(payload)
            else { return row }
            return [row[0], .blob(upgraded), row[2]]
        }
    }

    // MARK: Access

    /// Runs `body` on the connection, recovering once from corruption found mid-way.
    func read<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try body(database)
            } catch let error as SQLiteError where error.isCorruption {
                try recoverInPlace()
                return try body(database)
            }
        }
    }

    /// Runs a write in one transaction. Cache writes on a read-only store warn once and are skipped.
    func write(_ body: (SQLiteDatabase) throws -> Void) throws {
        try lock.withLock {
            guard writable else { return warnReadOnly() }
            do {
                try database.transaction { try body(database) }
            } catch let error as SQLiteError where error.isReadOnly {
                warnReadOnly()
            } catch let error as SQLiteError where error.isCorruption {
                try recoverInPlace()
                try database.transaction { try body(database) }
            }
        }
    }

    /// Like `write`, but for user data: failing to save is an error, not a warning. Damage found
    /// on the way is recovered from as in `write` (favourites rescued), then the write is retried.
    func writeUserData<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try lock.withLock {
            guard writable else { throw SQLiteError(code: SQLITE_READONLY, message: "\(path) is read-only") }
            do {
                return try database.transaction { try body(database) }
            } catch let error as SQLiteError where error.isCorruption {
                try recoverInPlace()
                return try database.transaction { try body(database) }
            }
        }
    }

    private func recoverInPlace() throws {
        database = try Self.recover(path: path, limits: limits, warn: warn)
        writable = true
    }

    /// Warns once per store about `subject`, however often it is met.
    func warnOnce(about subject: String, _ message: String) {
        let isNew = lock.withLock { warnedAbout.insert(subject).inserted }
        if isNew { warn(message) }
    }

    private func warnReadOnly() {
        guard !warnedReadOnly else { return }
        warnedReadOnly = true
        warn("cannot write to \(path); results were not cached")
    }
}

/// Creates the file, readable and writable by the user alone, when it does not exist yet.
private func createPrivateFile(_ path: String) {
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
}
