/// `wf search`: the 3-character rule, remembering the query, and the forecast.
public struct SearchForecastUseCase: Sendable {
    public static let minimumQueryLength = 3
    /// The longest place names are well under this; anything longer is a mistake, not a place.
    public static let maximumQueryLength = 100

    let forecasts: any ForecastRepository
    let recentQueries: any RecentQueriesRepository

    public init(forecasts: any ForecastRepository, recentQueries: any RecentQueriesRepository) {
        self.forecasts = forecasts
        self.recentQueries = recentQueries
    }

    public static let dayRange = 1...16

    public func execute(_ rawQuery: String, days: Int = Forecast.defaultDays, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        let query = try Self.validated(rawQuery)
        // A query that cannot be remembered (read-only disk) must not cost the user the forecast.
        try? await recentQueries.remember(query)
        return try await forecasts.forecast(for: query, days: days, units: units, policy: policy)
    }

    /// The normalised query, or `queryTooShort` with no side effect.
    public static func validated(_ rawQuery: String) throws(WeatherError) -> SearchQuery {
        let query = SearchQuery(rawQuery)
        guard query.text.count >= minimumQueryLength else { throw .queryTooShort(query.text) }
        guard query.text.count <= maximumQueryLength else {
            throw .invalidInput("a place name is at most \(maximumQueryLength) characters (got \(query.text.count))")
        }
        return query
    }
}
