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
/// Nothing the user keeps is lost, and no write is claimed that was not made:
/// - A damaged file is repaired under the folder's exclusive lock (`FileLock`), after checking again
///   that it is still damaged and still the file at `path`: a healthy database, or one another
///   process has just repaired, is never moved aside. The damaged file is renamed (never deleted)
///   after its favourites are copied out.
/// - User data is written holding the shared lock, into the file at `path` now: a write never lands
///   in a file that a repair has moved aside.
/// - A folder that cannot be written, or a full disk, leaves the saved data readable; a write of user
///   data then fails with `WeatherError.cannotSave` or `.noSpace`, and cache writes are skipped.
///
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
        /// The database file is a symbolic link, which wf never follows in its folder.
        case linked(path: String)
    }

    public let path: String
    let limits: Limits
    private let warn: @Sendable (String) -> Void
    private let lock = NSLock()
    /// The folder's lock, shared by every `wf` process; nil in memory or where it cannot be made.
    private let folderLock: FileLock?
    private var connection: Connection
    private var warnedAbout: Set<String> = []

    /// A connection and what it can do.
    struct Connection {
        var database: SQLiteDatabase
        /// The file it opened, to notice when a repair by another process has replaced it.
        var file: FileIdentity?
        /// Why nothing can be written, or nil when writes can be made.
        var refusal: WeatherError?
        /// Why the file there could not be read, when an empty database stands in for it: what the
        /// user keeps is then reported as unreadable, never as none.
        var unreadable: String?
    }

    /// - Parameters:
    ///   - readOnly: opens the file with SQLite's read-only flag, for callers that must not change
    ///     it: reads are answered, cache writes are skipped, user-data writes fail.
    ///     The same state as a file the user cannot write, whoever the user is (root included).
    ///   - warn: receives one-line warnings (repairs, a folder that cannot be written).
    public init(path: String, limits: Limits = Limits(), readOnly: Bool = false, warn: @escaping @Sendable (String) -> Void) throws(OpenError) {
        // SQLite opens nothing with a link anywhere in its path: the folders above the state folder
        // are resolved (a home reached as `/home` → `/data/home`); the file itself is still checked.
        self.path = path == ":memory:" ? path : StateFolder.resolvingParents(of: path)
        let path = self.path
        self.limits = limits
        self.warn = warn
        folderLock = path == ":memory:" || readOnly ? nil : try? FileLock(path: Self.folder(of: path) + "/wf.lock")
        if readOnly {
            connection = try Self.readOnly(path: path, limits: limits,
                                           refusal: .cannotSave(folder: Self.folder(of: path), reason: "opened read-only"))
        } else {
            connection = try Self.connect(path: path, limits: limits, lock: folderLock, warn: warn)
            if let refusal = connection.refusal { warnOnce(about: "refusal", Self.readOnlyWarning(refusal)) }
        }
    }

    /// Whether changes can be saved; when not, why.
    public var refusal: WeatherError? { lock.withLock { connection.refusal } }

    static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
    }

    // MARK: Opening

    private static func connect(path: String, limits: Limits, lock: FileLock?, warn: (String) -> Void) throws(OpenError) -> Connection {
        do {
            let (connection, warnings) = try holding(lock, .shared) {
                let connection = try openWritable(path: path, limits: limits)
                return (connection, try reconcileWithCopy(connection.database, path: path))
            }
            warnings.forEach(warn)
            return connection
        } catch let error as OpenError {
            throw error
        } catch let error as SQLiteError where error.isLink {
            throw .linked(path: path)
        } catch let error as SQLiteError where error.isCorruption {
            return try repair(path: path, limits: limits, damaged: FileIdentity(path: path), lock: lock, warn: warn)
        } catch let error as SQLiteError where error.isReadOnly || error.isFull || error.isIOError {
            return try readOnly(path: path, limits: limits, refusal: Self.refusal(folder: folder(of: path), error: error))
        } catch {
            throw .unusable(path: path, reason: "\(error)")
        }
    }

    /// Runs `body` holding the folder's lock, or without it where there is none to take.
    private static func holding<T>(_ lock: FileLock?, _ mode: FileLock.Mode, _ body: () throws -> T) throws -> T {
        guard let lock else { return try body() }
        return try lock.withLock(mode, body)
    }

    private static func openWritable(path: String, limits: Limits) throws -> Connection {
        let database = try preparedWaitingForLocks(path: path, limits: limits)
        return Connection(database: database, file: FileIdentity(path: path), refusal: nil)
    }

    /// The saved data, readable where nothing can be written: the file read-only, else immutable
    /// (which needs no -shm, which a full or read-only disk cannot create), or an empty database in
    /// memory when there is no file to read.
    private static func readOnly(path: String, limits: Limits, refusal: WeatherError) throws(OpenError) -> Connection {
        var unreadable: String?
        if path != ":memory:", FileManager.default.fileExists(atPath: path) {
            for immutable in [false, true] {
                do {
                    let database = try SQLiteDatabase(path: path, readOnly: true, immutable: immutable)
                    try database.execute("PRAGMA busy_timeout = \(limits.lockWaitMilliseconds)")
                    let state = try MigrationState(reading: database)
                    if state.isCurrent(Schema.migrations) {
                        return Connection(database: database, file: nil, refusal: refusal)
                    }
                    let newer = state.userVersion > Schema.migrations.count || !state.unknown(to: Schema.migrations).isEmpty
                    unreadable = newer ? "it was written by a newer wf; upgrade wf"
                        : "it was written by an older wf, and the folder cannot be written to update it"
                    break
                } catch let error where (error as? SQLiteError)?.isCorruption == true {
                    throw .unusable(path: path, reason: "damaged, and the folder cannot be written to repair it")
                } catch let error where (error as? SQLiteError)?.isLink == true {
                    throw .linked(path: path)
                } catch {
                    // Read-only needs a -shm it may not be able to make: then read it as immutable.
                    unreadable = (error as? SQLiteError)?.message ?? "\(error)"
                    continue
                }
            }
            // An older schema that cannot be migrated here, or unreadable: an empty database stands
            // in, says by its refusal that nothing is saved, and by `unreadable` that what is kept
            // could not be read.
        }
        do {
            let database = try SQLiteDatabase(path: ":memory:")
            try migrate(database, path: ":memory:")
            return Connection(database: database, file: nil, refusal: refusal, unreadable: unreadable)
        } catch {
            throw .unusable(path: ":memory:", reason: "\(error)")
        }
    }

    static func readOnlyWarning(_ refusal: WeatherError) -> String {
        switch refusal {
        case .noSpace(let folder): "no space left on the disk of \(folder); showing what is saved, but nothing new can be saved"
        case .cannotSave(let folder, let reason): "cannot write to \(folder) (\(reason)); showing what is saved, but nothing new can be saved"
        default: "nothing new can be saved"
        }
    }

    /// Why `folder` cannot take a write that failed with `error`, in the system's words.
    static func refusal(folder: String, error: SQLiteError) -> WeatherError {
        if error.isFull || FolderProbe.isFull(folder) { return .noSpace(folder: folder) }
        return .cannotSave(folder: folder, reason: FolderProbe.whyUnwritable(folder) ?? error.message)
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
        if path != ":memory:" { try createPrivateFile(path) }
        let database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA busy_timeout = \(limits.lockWaitMilliseconds)")
        try migrate(database, path: path)
        try database.execute("PRAGMA synchronous = NORMAL")
        // A checkpoint gives back the WAL's space beyond 1 MiB instead of keeping its largest size.
        try database.execute("PRAGMA journal_size_limit = 1048576")
        return database
    }

    // MARK: Repair

    /// Repairs a damaged file under the folder's exclusive lock. Under the lock it looks again: a
    /// file another process has already replaced, or one that is healthy after all, is used as it is.
    /// Otherwise the file is moved aside (never deleted), whatever favourites can still be read are
    /// copied into a new one, and the place it was moved to is named once.
    private static func repair(path: String, limits: Limits, damaged: FileIdentity?, lock: FileLock?,
                               warn: (String) -> Void) throws(OpenError) -> Connection {
        do {
            return try holding(lock, .exclusive) {
                if let healthy = try? openWritable(path: path, limits: limits), isHealthy(healthy.database) {
                    return healthy
                }
                let rescued = rescueFavourites(from: path)
                let aside = try moveAside(path)
                let repaired = try openWritable(path: path, limits: limits)
                // What the damaged file still held, then what only the copy beside it kept.
                let (recovered, copyWarning) = try repaired.database.transaction { () throws -> (Int, String?) in
                    for row in rescued {
                        try repaired.database.run("INSERT OR IGNORE INTO favourites (coordinate_key, payload, added_at) VALUES (?, ?, ?)", row)
                    }
                    let (copied, copyWarnings) = try restoreFromCopy(into: repaired.database, path: path)
                    copyWarnings.forEach(warn)
                    let warning = copied > 0 || !rescued.isEmpty ? writeCopy(of: repaired.database, path: path) : nil
                    return (rescued.count + copied, warning)
                }
                let kept = recovered == 0 ? "" : "; \(recovered) favourite\(recovered == 1 ? "" : "s") recovered"
                warn("the database was damaged; moved it to \(aside) and started a new one\(kept)")
                copyWarning.map(warn)
                return repaired
            }
        } catch {
            throw .unusable(path: path, reason: "damaged, and could not be repaired: \(error)")
        }
    }

    /// Whether SQLite finds nothing wrong with the file; `quick_check` reads every page once.
    private static func isHealthy(_ database: SQLiteDatabase) -> Bool {
        (try? database.value("PRAGMA quick_check(1)")?.text) == "ok"
            && (try? database.value("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'favourites'")?.integer) == 1
    }

    /// Renames the file and its -wal and -shm to `<path>.corrupt-<time>-<pid>`, a name no other
    /// repair can take, and returns it.
    private static func moveAside(_ path: String) throws -> String {
        let aside = "\(path).corrupt-\(Int(Date().timeIntervalSince1970))-\(getpid())"
        guard rename(path, aside) == 0 || errno == ENOENT else {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: "cannot move \(path) aside: \(String(cString: strerror(errno)))")
        }
        for suffix in ["-wal", "-shm"] {
            _ = rename(path + suffix, aside + suffix)
        }
        return aside
    }

    /// The damaged files moved aside in the folder of `path`, oldest first.
    public static func filesSetAside(near path: String) -> [String] {
        let folder = folder(of: path), prefix = (path as NSString).lastPathComponent + ".corrupt-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(prefix) && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            .sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The favourite rows of a damaged file, as (coordinate_key, payload, added_at). Older records
    /// are rewritten as current ones; a row that cannot be read is carried over exactly as it was.
    private static func rescueFavourites(from path: String) -> [[SQLiteValue]] {
        guard let old = try? SQLiteDatabase(path: path, readOnly: true),
              let rows = try? old.records(FavouriteRecord.Stored.self, "FROM favourites ORDER BY id")
        else { return [] }
        return rows.map(\.upgradedValues)
    }

    // MARK: Access

    var database: SQLiteDatabase { connection.database }

    /// Reads what the user keeps (favourites, the counts of `wf cache info`): refused with
    /// `WeatherError.storage` when the file could not be read and an empty database stands in,
    /// so that nothing says there are none when they are only out of reach.
    func readKept<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        if let reason = lock.withLock({ connection.unreadable }) {
            throw WeatherError.storage("cannot read \(path): \(reason); what it holds is kept there")
        }
        return try read(body)
    }

    /// Runs `body` on the connection, repairing once from damage found mid-way.
    func read<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try body(connection.database)
            } catch let error as SQLiteError where error.isCorruption && connection.refusal == nil {
                try repairInPlace()
                return try body(connection.database)
            }
        }
    }

    /// Runs a cache write in one transaction. Where nothing can be written it is skipped: the
    /// result is shown all the same, and the user was told once that nothing is saved.
    func write(_ body: (SQLiteDatabase) throws -> Void) throws {
        do {
            try writeRequired(body)
        } catch let refusal as WeatherError where refusal.kind == .cannotSave || refusal.kind == .noSpace {
            warnOnce(about: "refusal", Self.readOnlyWarning(refusal))
        }
    }

    /// A write that must be made or refused (user data, clearing the cache): it runs in one
    /// transaction holding the folder's shared lock, in the file at `path` now, and throws
    /// `WeatherError.cannotSave` or `.noSpace` when it cannot be made durable. Damage found on the
    /// way is repaired (favourites rescued), then the write is made once more.
    func writeRequired<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        try lock.withLock {
            if let refusal = connection.refusal { throw refusal }
            do {
                return try transactionInCurrentFile(body)
            } catch let error as SQLiteError where error.isCorruption {
                try repairInPlace()
                return try transactionInCurrentFile(body)
            }
        }
    }

    private func transactionInCurrentFile<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        do {
            return try Self.holding(folderLock, .shared) {
                if let file = connection.file, FileIdentity(path: path) != file {
                    // Another process repaired the database: write into the file that is there now.
                    connection = try Self.openWritable(path: path, limits: limits)
                }
                return try connection.database.transaction { try body(connection.database) }
            }
        } catch let error as SQLiteError where error.isReadOnly || error.isFull || error.isIOError {
            throw Self.refusal(folder: Self.folder(of: path), error: error)
        } catch let failure as FileLock.Failure {
            throw WeatherError.storage("\(failure)")
        }
    }

    private func repairInPlace() throws {
        connection = try Self.repair(path: path, limits: limits, damaged: connection.file, lock: folderLock, warn: warn)
    }

    /// Warns once per store about `subject`, however often it is met.
    func warnOnce(about subject: String, _ message: String) {
        let isNew = lock.withLock { warnedAbout.insert(subject).inserted }
        if isNew { warn(message) }
    }
}

/// Which file a path names, by device and inode: a rename leaves it, a new file at the path is another.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

/// Asks the file system why a folder takes no writes.
enum FolderProbe {
    static func isFull(_ folder: String) -> Bool {
        var status = statvfs()
        return statvfs(folder, &status) == 0 && status.f_bavail == 0
    }

    /// The system's reason a new file cannot be made in `folder` ("Read-only file system"), or nil if one can.
    static func whyUnwritable(_ folder: String) -> String? {
        let probe = "\(folder)/.wf-probe-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor < 0 else {
            close(descriptor)
            unlink(probe)
            return nil
        }
        return String(cString: strerror(errno)).lowercased()
    }
}

/// Creates the file, readable and writable by the user alone, when it does not exist yet; never
/// through a link. A file that cannot be made is left for SQLite to report.
private func createPrivateFile(_ path: String) throws {
    let descriptor = open(path, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
        close(descriptor)
    } else if errno == ELOOP {
        throw SQLiteError(code: SQLiteError.cantOpenSymlink, message: "\(path) is a symbolic link; wf follows none in its folder")
    }
}
