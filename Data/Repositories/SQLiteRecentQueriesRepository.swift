import Domain
import Foundation

struct SQLiteRecentQueriesRepository: RecentQueriesRepository {
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func remember(_ query: SearchQuery) async throws {
        try store.rememberQuery(query, at: now())
    }

    func recentQueries(limit: Int) async throws -> [SearchQuery] {
        try store.recentQueries(limit: limit)
    }
}
