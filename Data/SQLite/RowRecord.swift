import CSQLite
import Foundation

/// A kind of row wf reads from SQLite, decoded once, in one place (as GRDB's `FetchableRecord`):
/// its SELECT list and the columns `init(row:)` reads are written side by side, in the record,
/// and nowhere else. Call sites fetch records (`SQLiteDatabase.fetch`, `.records`), never columns by name.
///
/// A row that lacks a column the record needs (NULL, or a value of the wrong type) is the record's
/// `Failure`; what that means (the row left out, nothing found, a warning) is the call site's to say.
protocol RowRecord {
    associatedtype Failure: Error = SQLiteRow.MissingColumn
    /// The SELECT list: every column `init(row:)` reads, and no other.
    static var columns: String { get }
    /// Reads a row selected as `columns`.
    init(row: SQLiteRow) throws(Failure)
}

extension SQLiteRow {
    /// A row without a value the record needs: the column is NULL, missing or of the wrong type.
    struct MissingColumn: Error, Equatable, CustomStringConvertible {
        var column: String
        var description: String { "the row has no usable \(column)" }
    }

    /// The value of `column` as `read` gives it, or `MissingColumn` where it gives none.
    func required<T>(_ column: String, _ read: (SQLiteValue) -> T?) throws(MissingColumn) -> T {
        guard let value = read(self[column]) else { throw MissingColumn(column: column) }
        return value
    }
}

extension SQLiteDatabase {
    /// Every row of `SELECT <Record.columns> <rest>`, each decoded, or its failure where it cannot be.
    /// - Parameter rest: what follows the SELECT list: `FROM … WHERE … ORDER BY …`.
    func fetch<Record: RowRecord>(_ type: Record.Type, _ rest: String,
                                  _ values: [SQLiteValue] = []) throws(SQLiteError) -> [Result<Record, Record.Failure>] {
        try rows("SELECT \(Record.columns) \(rest)", values).map { row in
            Result { () throws(Record.Failure) -> Record in try Record(row: row) }
        }
    }

    /// The rows of `SELECT <Record.columns> <rest>` that decode; a row that does not is left out
    /// here (and left as it is in the database).
    func records<Record: RowRecord>(_ type: Record.Type, _ rest: String,
                                    _ values: [SQLiteValue] = []) throws(SQLiteError) -> [Record] {
        try fetch(type, rest, values).compactMap { try? $0.get() }
    }
}
