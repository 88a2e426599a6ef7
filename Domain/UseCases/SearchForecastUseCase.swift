/// `wf search`: the 3-character rule, remembering the query, and the forecast.
public struct SearchForecastUseCase: Sendable {
    public static var minimumQueryLength: Int { SearchQuery.minimumLength }

    let forecasts: any ForecastRepository
    let recentQueries: any RecentQueriesRepository
    let places: any PlaceRepository

    public init(forecasts: any ForecastRepository, recentQueries: any RecentQueriesRepository, places: any PlaceRepository) {
        self.forecasts = forecasts
        self.recentQueries = recentQueries
        self.places = places
    }

    /// - Parameter pick: 1-based, one of the places the name fits (the "also:" list).
    public func execute(_ rawQuery: String, days: Int = Forecast.defaultDays, pick: Int? = nil,
                        units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        try await execute(try SearchQuery.validated(rawQuery), days: days, pick: pick, units: units, policy: policy)
    }

    /// A query already held to the 3-character rule (`SearchQuery.validated`) is not checked again.
    public func execute(_ query: SearchQuery, days: Int = Forecast.defaultDays, pick: Int? = nil,
                        units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        // Remembered after the forecast, whatever its outcome, not before: the first write of a
        // process pays for starting SQLite's write-ahead log (two fsyncs, about 1 ms), and a
        // request should not wait for that. On a cache miss the forecast's own cache write pays
        // it once the answer is in. A query that cannot be remembered (read-only disk) must not
        // cost the user the forecast.
        let forecast: Sourced<Forecast>
        do {
            forecast = try await self.forecast(query, days: days, pick: pick, units: units, policy: policy)
        } catch {
            try? await recentQueries.remember(query)
            throw error
        }
        try? await recentQueries.remember(query)
        return forecast
    }

    /// A plain name goes to the forecast repository as it is (a provider that forecasts by coordinate
    /// finds the place by the same rule, `PlaceMatches`). A coordinate, a name with its country or
    /// region ("Berlin, US", "Berlin, Wisconsin") or a picked alternative goes through the one
    /// resolver every command uses, and the forecast is for that place.
    private func forecast(_ query: SearchQuery, days: Int, pick: Int?, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        if case .coordinate(let coordinate)? = try? LocationSetting(parsing: query.text) {
            return try await forecasts.forecast(for: Place(name: coordinate.description, coordinate: coordinate),
                                                days: days, units: units, policy: policy)
        }
        guard pick != nil || query.text.contains(",") else {
            return try await forecasts.forecast(for: query, days: days, units: units, policy: policy)
        }
        let resolve = ResolvePlaceUseCase(places: places)
        let candidates = try await resolve.candidates(for: query.text)
        guard let best = resolve.matches(for: query.text, among: candidates).best else { throw WeatherError.placeNotFound(query.text) }
        let chosen = try pick.map { pick in
            guard candidates.indices.contains(pick - 1) else {
                throw WeatherError.invalidInput("--pick must be from 1 to \(candidates.count): \"\(query.text)\" fits \(candidates.count) places")
            }
            return candidates[pick - 1]
        } ?? best
        var forecast = try await forecasts.forecast(for: chosen, days: days, units: units, policy: policy)
        forecast.value.alternatives = Array(candidates.filter { $0 != chosen }.prefix(4))
        return forecast
    }
}
