import CSQLite
import Foundation

/// A failed SQLite call, with SQLite's own code and message.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public let code: Int32
    public internal(set) var message: String

    public var description: String { "\(message) (SQLite \(code))" }

    /// The file is not a database or is damaged.
    public var isCorruption: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF) }
    public var isReadOnly: Bool { [SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM].contains(code & 0xFF) }
    /// Another connection holds a lock the busy handler could not wait out.
    public var isBusy: Bool { [SQLITE_BUSY, SQLITE_LOCKED].contains(code & 0xFF) }
}

/// A thin, synchronous connection. Callers serialise access (see `SQLiteStore`).
final class SQLiteDatabase {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    init(path: String, readOnly: Bool = false) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open database"
            sqlite3_close(handle)
            throw SQLiteError(code: code, message: message)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        statements.values.forEach { $0.finalize() }
        sqlite3_close_v2(handle)
    }

    func execute(_ sql: String) throws(SQLiteError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError }
    }

    /// A prepared statement, cached by its SQL for reuse.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        guard sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil) == SQLITE_OK,
              let pointer
        else { throw lastError }
        let statement = SQLiteStatement(pointer, database: self)
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` with `values` bound and returns every row.
    @discardableResult
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var result: [[SQLiteValue]] = []
        while try statement.step() {
            result.append(statement.row())
        }
        return result
    }

    func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) {
        try rows(sql, values)
    }

    func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    var changes: Int { Int(sqlite3_changes(handle)) }

    var lastError: SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}

/// A value bound to or read from a statement.
enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    var text: String? { if case .text(let value) = self { value } else { nil } }
    var blob: Data? {
        switch self {
        case .blob(let value): value
        case .text(let value): Data(value.utf8)
        default: nil
        }
    }
    var real: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .real(let value): Int64(value)
        default: nil
        }
    }
}

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

final class SQLiteStatement {
    private let pointer: OpaquePointer
    private unowned let database: SQLiteDatabase

    init(_ pointer: OpaquePointer, database: SQLiteDatabase) {
        self.pointer = pointer
        self.database = database
    }

    func finalize() { sqlite3_finalize(pointer) }

    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch value {
            case .null: sqlite3_bind_null(pointer, index)
            case .integer(let number): sqlite3_bind_int64(pointer, index, number)
            case .real(let number): sqlite3_bind_double(pointer, index, number)
            case .text(let text): sqlite3_bind_text(pointer, index, text, -1, transient)
            case .blob(let data):
                data.withUnsafeBytes { sqlite3_bind_blob(pointer, index, $0.baseAddress, Int32($0.count), transient) }
            }
            guard code == SQLITE_OK else { throw database.lastError }
        }
    }

    /// True while there is a row to read.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.lastError
        }
    }

    func row() -> [SQLiteValue] {
        (0..<sqlite3_column_count(pointer)).map { column in
            switch sqlite3_column_type(pointer, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(pointer, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(pointer, column))
            case SQLITE_TEXT: .text(String(cString: sqlite3_column_text(pointer, column)))
            case SQLITE_BLOB:
                if let bytes = sqlite3_column_blob(pointer, column) {
                    .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(pointer, column))))
                } else {
                    .blob(Data())
                }
            default: .null
            }
        }
    }
}
