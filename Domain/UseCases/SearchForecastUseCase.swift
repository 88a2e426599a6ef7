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

    public func execute(_ rawQuery: String, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        let query = try Self.validated(rawQuery)
        // Remembered after the forecast, whatever its outcome, not before: the first write of a
        // process pays for starting SQLite's write-ahead log (two fsyncs, about 1 ms), and a
        // request should not wait for that. On a cache miss the forecast's own cache write pays
        // it once the answer is in. A query that cannot be remembered (read-only disk) must not
        // cost the user the forecast.
        let forecast: Sourced<Forecast>
        do {
            forecast = try await forecasts.forecast(for: query, units: units, policy: policy)
        } catch {
            try? await recentQueries.remember(query)
            throw error
        }
        try? await recentQueries.remember(query)
        return forecast
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
