import CSQLite
import Foundation

/// A row of `schema_migrations`: the name of a migration applied. A row without one is left out.
struct AppliedMigration: RowRecord, Equatable {
    static let columns = "name"
    var name: String

    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        name = try row.required("name", \.text)
    }
}

/// What a file says about the migrations it has had, read without writing anything.
///
/// Two records are kept. `schema_migrations` names each migration applied (as GRDB's
/// DatabaseMigrator does); `PRAGMA user_version` counts them, the only record of wf before the
/// names were kept, and still written for it: migration N ran when the version is at least N.
struct MigrationState: Equatable {
    static let createTable = "CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)"

    var userVersion: Int
    /// The names in `schema_migrations`; nil where the file has no such table (made by an earlier wf).
    var recorded: Set<String>?

    init(userVersion: Int, recorded: Set<String>?) {
        self.userVersion = userVersion
        self.recorded = recorded
    }

    init(reading database: SQLiteDatabase) throws {
        userVersion = Int(try database.value("PRAGMA user_version")?.integer ?? 0)
        let hasTable = try !database.rows("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'").isEmpty
        recorded = hasTable ? Set(try database.records(AppliedMigration.self, "FROM schema_migrations").map(\.name)) : nil
    }

    /// Recorded names no migration of this wf has: written by a newer wf.
    func unknown(to migrations: [Migration]) -> Set<String> {
        (recorded ?? []).subtracting(migrations.map(\.name))
    }

    /// Whether `migration` has run: its name is recorded, or the version counts it.
    func hasApplied(_ migration: Migration, at index: Int) -> Bool {
        index < userVersion || recorded?.contains(migration.name) == true
    }

    /// Refuses a file no wf writes (a negative version, repaired as damage) and one from a newer
    /// wf (a version above `migrations.count`, or a name this wf does not know), before anything is written.
    func check(against migrations: [Migration], path: String) throws {
        guard userVersion >= 0 else {
            // No wf writes a negative version: the file is damaged, and repaired as such.
            throw SQLiteError(code: SQLITE_CORRUPT, message: "schema version \(userVersion) is not one wf writes")
        }
        guard userVersion <= migrations.count, unknown(to: migrations).isEmpty else {
            throw SQLiteStore.OpenError.newerSchema(found: max(userVersion, recorded?.count ?? 0), supported: migrations.count, path: path)
        }
    }

    /// Nothing to write: every migration recorded by name, and the version counting them all.
    func isComplete(_ migrations: [Migration]) -> Bool {
        userVersion == migrations.count && recorded == Set(migrations.map(\.name))
    }

    /// Readable as it is, where nothing may be written: at the current version, with no name from a
    /// newer wf. A file from an earlier wf at the current version has no names yet, and needs none to be read.
    func isCurrent(_ migrations: [Migration]) -> Bool {
        userVersion == migrations.count && unknown(to: migrations).isEmpty
    }

    /// The version older wf read: how many migrations, from the first, have all run.
    func countedVersion(_ migrations: [Migration]) -> Int {
        migrations.enumerated().prefix { hasApplied($1, at: $0) }.count
    }
}

extension SQLiteStore {
    /// Applies every migration whose name is not recorded, in order, each in its own transaction
    /// together with its row in `schema_migrations` and the version: a failed migration leaves
    /// neither its changes nor its name, and those before it stay applied. A file from an earlier
    /// wf first has the names its version counts recorded, without running them again. A file that
    /// needs nothing is not written to.
    static func migrate(_ database: SQLiteDatabase, path: String, migrations: [Migration] = Schema.migrations) throws {
        let found = try MigrationState(reading: database)
        try found.check(against: migrations, path: path)
        guard !found.isComplete(migrations) else { return }
        // WAL lets many `wf` processes read while one writes. The mode is stored in the file,
        // so it is set once, when the database is created, not on every open.
        if found.userVersion == 0, found.recorded?.isEmpty ?? true {
            // A brand-new file holds nothing to protect: create it without waiting for the disk.
            // The first checkpoint (at the latest when this connection closes) makes it durable; a
            // file cut short by a power failure before then is found damaged and started afresh.
            try database.execute("PRAGMA synchronous = OFF")
            try database.execute("PRAGMA journal_mode = WAL")
        }
        // The names of what the version counts, for a file from before names were recorded.
        try database.transaction {
            // Re-read inside the write lock: another process may have migrated meanwhile.
            let state = try MigrationState(reading: database)
            try state.check(against: migrations, path: path)
            try database.execute(MigrationState.createTable)
            for (index, migration) in migrations.enumerated() where index < state.userVersion && state.recorded?.contains(migration.name) != true {
                try record(migration, in: database)
            }
            let counted = try MigrationState(reading: database).countedVersion(migrations)
            if counted != state.userVersion { try database.execute("PRAGMA user_version = \(counted)") }
        }
        for (index, migration) in migrations.enumerated() where !found.hasApplied(migration, at: index) {
            try database.transaction {
                let state = try MigrationState(reading: database)
                try state.check(against: migrations, path: path)
                guard !state.hasApplied(migration, at: index) else {
                    // Applied meanwhile by another process; by an earlier wf, its name is still to record.
                    if state.recorded?.contains(migration.name) != true { try record(migration, in: database) }
                    return
                }
                do {
                    try migration.apply(database)
                } catch var error as SQLiteError {
                    error.message = "migration \(index + 1) (\(migration.name)): \(error.message)"
                    throw error
                } catch {
                    throw OpenError.unusable(path: path, reason: "migration \(index + 1) (\(migration.name)) failed: \(error)")
                }
                try record(migration, in: database)
                let counted = try MigrationState(reading: database).countedVersion(migrations)
                try database.execute("PRAGMA user_version = \(counted)")
            }
        }
    }

    /// The name of a migration applied (or, from an earlier wf, found applied) now.
    private static func record(_ migration: Migration, in database: SQLiteDatabase) throws(SQLiteError) {
        try database.run("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)",
                         [.text(migration.name), .real(Date().timeIntervalSince1970)])
    }
}
