/// Daily forecasts, from the provider or the day cache.
public protocol ForecastRepository: Sendable {
    func forecast(for query: SearchQuery, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
    func forecast(for place: Place, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
}
