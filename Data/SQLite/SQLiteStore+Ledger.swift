import Domain

extension SQLiteStore {
    /// Counts one request of `source` on `day` with one UPSERT, which many processes can make at once
    /// without losing any; answers the day's calls against Open-Meteo's limit after it, read in the
    /// same transaction. Throws where nothing can be written, and writes nothing then.
    func countRequest(day: CalendarDay, source: String, section: String? = nil, weightedCalls: Double) throws -> Double {
        try writeRequired { database in
            try database.run(
                """
                INSERT INTO request_ledger (day, source, requests, weighted_calls) VALUES (?, ?, 1, ?)
                ON CONFLICT (day, source) DO UPDATE SET requests = requests + 1, weighted_calls = weighted_calls + excluded.weighted_calls
                """,
                [.text(day.description), .text(source), .real(weightedCalls)]
            )
            if let section {
                try database.run(
                    """
                    INSERT INTO section_ledger (day, section, requests, weighted_calls) VALUES (?, ?, 1, ?)
                    ON CONFLICT (day, section) DO UPDATE SET requests = requests + 1, weighted_calls = weighted_calls + excluded.weighted_calls
                    """,
                    [.text(day.description), .text(section), .real(weightedCalls)]
                )
            }
            return try Self.openMeteoWeightedCalls(on: day, in: database)
        }
    }

    /// Every source counted on `day`, by name.
    func requestUsage(on day: CalendarDay) throws -> [RequestUsage.Source] {
        try read { database in
            try database.rows("SELECT source, requests, weighted_calls FROM request_ledger WHERE day = ? ORDER BY source",
                              [.text(day.description)])
                .compactMap { row in
                    guard let source = row["source"].text, let requests = row["requests"].integer else { return nil }
                    return RequestUsage.Source(source: source, requests: Int(requests), weightedCalls: row["weighted_calls"].real ?? 0)
                }
        }
    }

    /// Every section counted on `day`, by name (`LedgerSection`).
    func sectionUsage(on day: CalendarDay) throws -> [RequestUsage.Source] {
        try read { database in
            try database.rows("SELECT section, requests, weighted_calls FROM section_ledger WHERE day = ? ORDER BY section",
                              [.text(day.description)])
                .compactMap { row in
                    guard let section = row["section"].text, let requests = row["requests"].integer else { return nil }
                    return RequestUsage.Source(source: section, requests: Int(requests), weightedCalls: row["weighted_calls"].real ?? 0)
                }
        }
    }

    private static func openMeteoWeightedCalls(on day: CalendarDay, in database: SQLiteDatabase) throws -> Double {
        try database.value(
            "SELECT total(weighted_calls) FROM request_ledger WHERE day = ? AND (source = 'open-meteo' OR substr(source, 1, 11) = 'open-meteo-')",
            [.text(day.description)]
        )?.real ?? 0
    }
}
