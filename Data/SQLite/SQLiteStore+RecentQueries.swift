import Domain
import Foundation

/// A row of `recent_queries`. Only the text is needed: the key is compared when there is one.
struct RecentQueryRecord: RowRecord, Equatable {
    static let columns = "key, text"
    var key: String?
    var text: String

    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        key = row["key"].text
        text = try row.required("text", \.text)
    }
}

extension SQLiteStore {
    func rememberQuery(_ query: SearchQuery, at date: Date) throws {
        // Searching again for the newest query changes nothing visible: skip the write, so a
        // repeated cache hit only reads (no WAL frames, no checkpoint when the process ends).
        let newest = try read { try $0.fetch(RecentQueryRecord.self, "FROM recent_queries ORDER BY used_at DESC LIMIT 1").first }
        if let newest = try? newest?.get(), newest.key == query.key, newest.text == query.text { return }
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO recent_queries (key, text, used_at) VALUES (?, ?, ?)",
                [.text(query.key), .text(query.text), .real(date.timeIntervalSince1970)]
            )
            try database.run(
                """
                DELETE FROM recent_queries WHERE used_at < (
                    SELECT used_at FROM recent_queries ORDER BY used_at DESC LIMIT 1 OFFSET ?)
                """,
                [.integer(Int64(max(limits.recentQueries - 1, 0)))]
            )
        }
    }

    func recentQueries(limit: Int) throws -> [SearchQuery] {
        try read { database in
            // A row without text is left out.
            try database.records(RecentQueryRecord.self, "FROM recent_queries ORDER BY used_at DESC LIMIT ?", [.integer(Int64(limit))])
                .map { SearchQuery($0.text) }
        }
    }
}
