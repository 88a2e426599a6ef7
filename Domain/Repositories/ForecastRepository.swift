/// Forecasts, from the provider or the day cache.
public protocol ForecastRepository: Sendable {
    /// `days` is how many days the caller needs; a provider with a shorter horizon gives what it has.
    func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
    func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
}
