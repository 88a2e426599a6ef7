import CSQLite
import Foundation

/// A failed SQLite call, with SQLite's own code and message and the statement that failed.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    public let code: Int32
    public internal(set) var message: String
    /// The SQL being run, with its `?` placeholders: never the bound values.
    public internal(set) var sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        "\(message) (SQLite \(code))" + (sql.map { " in: \(Self.oneLine($0))" } ?? "")
    }

    /// The file is not a database or is damaged.
    public var isCorruption: Bool { [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF) }
    public var isReadOnly: Bool { [SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM].contains(code & 0xFF) && !isLink }
    /// The file is a symbolic link, which wf never opens (`SQLITE_OPEN_NOFOLLOW`).
    public var isLink: Bool { code == Self.cantOpenSymlink }
    /// SQLITE_CANTOPEN_SYMLINK: SQLITE_CANTOPEN | (6 << 8).
    static let cantOpenSymlink = SQLITE_CANTOPEN | (6 << 8)
    /// Another connection holds a lock the busy handler could not wait out.
    public var isBusy: Bool { [SQLITE_BUSY, SQLITE_LOCKED].contains(code & 0xFF) }
    /// The disk is full.
    public var isFull: Bool { code & 0xFF == SQLITE_FULL }
    /// The operating system refused a read or write (a full disk often shows as this too).
    public var isIOError: Bool { code & 0xFF == SQLITE_IOERR }

    /// SQL fit for a one-line message: white space collapsed, long statements shortened.
    private static func oneLine(_ sql: String) -> String {
        let words = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.count > 160 ? words.prefix(160) + "…" : words
    }
}

/// A thin, synchronous connection. Callers serialise access (see `SQLiteStore`).
final class SQLiteDatabase {
    private let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]

    /// - Parameter readOnly: opens with `SQLITE_OPEN_READONLY`: no write is possible, whatever the
    ///   file's mode and whoever the user is (root included).
    /// A path with a symbolic link anywhere in it is refused (`SQLITE_OPEN_NOFOLLOW`): callers
    ///   resolve the links in its folders first (`StateFolder.resolvingParents(of:)`).
    /// - Parameter immutable: read-only, and the file taken as one that cannot change: no lock, no
    ///   -shm or -wal is opened or created (SQLite's `immutable=1`), so a file on a full or read-only
    ///   disk can still be read. What only a -wal holds is not seen.
    init(path: String, readOnly: Bool = false, immutable: Bool = false) throws(SQLiteError) {
        var handle: OpaquePointer?
        var flags = (readOnly || immutable ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        var name = path
        if immutable {
            flags |= SQLITE_OPEN_URI
            let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#%"))
            name = "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &handle, flags, nil)
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

    /// Runs one or more statements that take no arguments.
    func execute(_ sql: String) throws(SQLiteError) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw lastError(sql) }
    }

    /// A prepared statement, cached by its SQL for reuse.
    func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sql.withCString { text in
            let code = sqlite3_prepare_v3(handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, &tail)
            // Only the first statement would run: refuse the rest rather than ignore it.
            if code == SQLITE_OK, let tail, !String(cString: tail).allSatisfy({ $0.isWhitespace || $0 == ";" }) {
                return SQLITE_MISUSE
            }
            return code
        }
        guard code == SQLITE_OK, let pointer else {
            if code == SQLITE_MISUSE {
                sqlite3_finalize(pointer)
                throw SQLiteError(code: SQLITE_MISUSE, message: "more than one statement given where one is run", sql: sql)
            }
            throw lastError(sql)
        }
        let statement = SQLiteStatement(pointer, sql: sql, database: self)
        statements[sql] = statement
        return statement
    }

    /// Runs `sql` with `values` bound and returns every row, its values by column name.
    @discardableResult
    func rows(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        let statement = try statement(sql)
        defer { statement.reset() }
        try statement.bind(values)
        var result: [SQLiteRow] = []
        let columns = statement.columnNames()
        while try statement.step() {
            result.append(SQLiteRow(columns: columns, values: statement.row()))
        }
        return result
    }

    /// The first column of the first row: `SELECT count(*) …`, `PRAGMA user_version`.
    func value(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue? {
        try rows(sql, values).first?.values.first
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

    func lastError(_ sql: String?) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
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
    /// A real is read as an integer only when it has one: NaN, infinities and values beyond
    /// Int64's range are nil, never a trap.
    var integer: Int64? {
        switch self {
        case .integer(let value): value
        case .real(let value): Self.integer(from: value)
        default: nil
        }
    }

    private static func integer(from value: Double) -> Int64? {
        // Int64.max is not a Double; 2^63 is the first value past it.
        guard value.isFinite, value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
        return Int64(value)
    }
}

/// SQLITE_TRANSIENT: SQLite copies bound text and blobs before the call returns.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

final class SQLiteStatement {
    private let pointer: OpaquePointer
    let sql: String
    private unowned let database: SQLiteDatabase

    init(_ pointer: OpaquePointer, sql: String, database: SQLiteDatabase) {
        self.pointer = pointer
        self.sql = sql
        self.database = database
    }

    func finalize() { sqlite3_finalize(pointer) }

    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    /// How many values the statement takes (its highest `?N`).
    var parameterCount: Int { Int(sqlite3_bind_parameter_count(pointer)) }

    /// Binds every value, refusing a count that differs from the statement's parameters: a missing
    /// value would silently be NULL, an extra one silently dropped.
    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        guard values.count == parameterCount else {
            throw SQLiteError(code: SQLITE_RANGE,
                              message: "\(values.count) value\(values.count == 1 ? "" : "s") for \(parameterCount) parameter\(parameterCount == 1 ? "" : "s")",
                              sql: sql)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch value {
            case .null: sqlite3_bind_null(pointer, index)
            case .integer(let number): sqlite3_bind_int64(pointer, index, number)
            case .real(let number): sqlite3_bind_double(pointer, index, number)
            case .text(let text):
                // By byte count, not up to the first NUL: text with an embedded NUL is stored whole.
                text.utf8CString.withUnsafeBufferPointer { characters in
                    sqlite3_bind_text64(pointer, index, characters.baseAddress, UInt64(characters.count - 1), transient, UInt8(SQLITE_UTF8))
                }
            case .blob(let data):
                data.withUnsafeBytes { bytes in
                    // A zero-length blob needs a non-NULL pointer, or SQLite stores NULL.
                    withUnsafePointer(to: 0) { empty in
                        sqlite3_bind_blob64(pointer, index, bytes.baseAddress ?? UnsafeRawPointer(empty), UInt64(bytes.count), transient)
                    }
                }
            }
            guard code == SQLITE_OK else { throw database.lastError(sql) }
        }
    }

    /// True while there is a row to read.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(pointer) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.lastError(sql)
        }
    }

    func columnNames() -> [String] {
        (0..<sqlite3_column_count(pointer)).map { String(cString: sqlite3_column_name(pointer, $0)) }
    }

    func row() -> [SQLiteValue] {
        (0..<sqlite3_column_count(pointer)).map { column in
            switch sqlite3_column_type(pointer, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(pointer, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(pointer, column))
            case SQLITE_TEXT: text(column)
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

    /// The whole text, embedded NULs included; NULL from SQLite (out of memory) is read as NULL.
    private func text(_ column: Int32) -> SQLiteValue {
        guard let characters = sqlite3_column_text(pointer, column) else { return .null }
        let count = Int(sqlite3_column_bytes(pointer, column))
        return .text(String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self))
    }
}

/// A result row, read by column name as the SQL names it (`SELECT payload, fetched_at …`).
/// Rows are equal when their values are (tests compare them with array literals).
struct SQLiteRow: Sendable, Equatable, ExpressibleByArrayLiteral {
    let columns: [String]
    let values: [SQLiteValue]

    init(columns: [String], values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    init(arrayLiteral values: SQLiteValue...) {
        self.init(columns: [], values: values)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.values == rhs.values }

    var first: SQLiteValue? { values.first }

    /// `.null` for a column the query does not have.
    subscript(_ column: String) -> SQLiteValue {
        columns.firstIndex(of: column).map { values[$0] } ?? .null
    }
}
