import Domain
import Foundation
import Networking

/// Counts the requests wf sends, per UTC day (the day Open-Meteo counts by) and source, in the state
/// folder's database: what `wf usage` shows. Counting never fails a command: where the folder
/// cannot be written (read-only, full) nothing is counted, and nothing more is said than the store
/// already said.
public struct RequestLedger: Sendable {
    let store: SQLiteStore
    let now: @Sendable () -> Date

    public init(store: SQLiteStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// The UTC day of `date`.
    public static func day(of date: Date) -> CalendarDay {
        CalendarDay(date, utcOffsetSeconds: 0)
    }

    /// Counts one request to `endpoint`. For an Open-Meteo source, answers the day's calls against
    /// Open-Meteo's limit with this one; nil for other sources and when it could not be counted.
    @discardableResult
    public func count(_ endpoint: Endpoint) -> Double? {
        let openMeteo = RequestUsage.isOpenMeteo(endpoint.source)
        let weightedCalls = openMeteo ? OpenMeteoWeight.calls(for: endpoint) : 1
        let total = try? store.countRequest(day: Self.day(of: now()), source: endpoint.source, section: LedgerSection.of(endpoint),
                                            weightedCalls: weightedCalls)
        return openMeteo ? total : nil
    }

    /// What was sent today (UTC).
    public func today() throws -> RequestUsage {
        let day = Self.day(of: now())
        var usage = RequestUsage(day: day, sources: try store.requestUsage(on: day))
        let counted = Dictionary(try store.sectionUsage(on: day).map { ($0.source, $0) }) { first, _ in first }
        usage.sections = LedgerSection.all.compactMap { counted[$0] } + counted.values.filter { !LedgerSection.all.contains($0.source) }
        return usage
    }
}
