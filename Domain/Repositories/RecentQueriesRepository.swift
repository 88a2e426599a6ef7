/// The user's recent search queries.
public protocol RecentQueriesRepository: Sendable {
    func remember(_ query: SearchQuery) async throws
    /// Newest first.
    func recentQueries(limit: Int) async throws -> [SearchQuery]
}
