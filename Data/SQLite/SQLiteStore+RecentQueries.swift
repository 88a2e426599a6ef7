import Domain
import Foundation

extension SQLiteStore {
    func rememberQuery(_ query: SearchQuery, at date: Date) throws {
        // Searching again for the newest query changes nothing visible: skip the write, so a
        // repeated cache hit only reads (no WAL frames, no checkpoint when the process ends).
        let newest = try read { try $0.rows("SELECT key, text FROM recent_queries ORDER BY used_at DESC LIMIT 1").first }
        if newest?["key"].text == query.key, newest?["text"].text == query.text { return }
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
            try database.rows("SELECT text FROM recent_queries ORDER BY used_at DESC LIMIT ?", [.integer(Int64(limit))])
                .compactMap { $0["text"].text.map(SearchQuery.init) }
        }
    }
}
