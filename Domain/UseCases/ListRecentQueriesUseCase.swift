/// `wf recent`: the newest queries first.
public struct ListRecentQueriesUseCase: Sendable {
    let recentQueries: any RecentQueriesRepository

    public init(recentQueries: any RecentQueriesRepository) {
        self.recentQueries = recentQueries
    }

    public func execute(limit: Int) async throws -> [SearchQuery] {
        guard limit > 0 else { throw WeatherError.invalidInput("--limit must be a positive whole number") }
        return try await recentQueries.recentQueries(limit: limit)
    }
}
