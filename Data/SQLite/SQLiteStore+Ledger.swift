import Domain

/// A ledger's table: `request_ledger` counts by source, `section_ledger` by section.
protocol LedgerTable {
    static var table: String { get }
    /// The column that names what was counted.
    static var nameColumn: String { get }
}

enum SourceLedger: LedgerTable {
    static let table = "request_ledger"
    static let nameColumn = "source"
}

enum SectionLedger: LedgerTable {
    static let table = "section_ledger"
    static let nameColumn = "section"
}

/// A day's count of one source or section: its name, requests and Open-Meteo's weighted calls.
struct LedgerRecord<Ledger: LedgerTable>: RowRecord, Equatable {
    static var columns: String { "\(Ledger.nameColumn), requests, weighted_calls" }
    var name: String
    var requests: Int
    var weightedCalls: Double

    /// A row without a name or a count of requests has no line in `wf usage`; missing weighted calls count none.
    init(row: SQLiteRow) throws(SQLiteRow.MissingColumn) {
        name = try row.required(Ledger.nameColumn, \.text)
        requests = Int(try row.required("requests", \.integer))
        weightedCalls = row["weighted_calls"].real ?? 0
    }

    var usage: RequestUsage.Source { RequestUsage.Source(source: name, requests: requests, weightedCalls: weightedCalls) }
}

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
            try Self.usage(LedgerRecord<SourceLedger>.self, on: day, in: database)
        }
    }

    /// Every section counted on `day`, by name (`LedgerSection`).
    func sectionUsage(on day: CalendarDay) throws -> [RequestUsage.Source] {
        try read { database in
            try Self.usage(LedgerRecord<SectionLedger>.self, on: day, in: database)
        }
    }

    /// The rows of `Ledger` counted on `day`, by name; a row without a name or count is left out.
    private static func usage<Ledger>(_ record: LedgerRecord<Ledger>.Type, on day: CalendarDay,
                                      in database: SQLiteDatabase) throws -> [RequestUsage.Source] {
        try database.records(record, "FROM \(Ledger.table) WHERE day = ? ORDER BY \(Ledger.nameColumn)", [.text(day.description)])
            .map(\.usage)
    }

    private static func openMeteoWeightedCalls(on day: CalendarDay, in database: SQLiteDatabase) throws -> Double {
        try database.value(
            "SELECT total(weighted_calls) FROM request_ledger WHERE day = ? AND (source = 'open-meteo' OR substr(source, 1, 11) = 'open-meteo-')",
            [.text(day.description)]
        )?.real ?? 0
    }
}
