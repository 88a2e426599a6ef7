/// Forecasts, from the provider or the day cache.
public protocol ForecastRepository: Sendable {
    /// `days` is how many days the caller needs; a provider with a shorter horizon gives what it has.
    func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
    func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast>
    /// Whether a plain name is looked up as a place before its forecast is asked (a provider that
    /// forecasts by coordinate), so that what needs only the place can be asked beside the forecast.
    var looksUpNamesFirst: Bool { get }
    /// Whether a valid copy of the place's forecast is kept: asked, it answers without a request.
    func hasValidCopy(for place: Place, days: Int, units: Units) async -> Bool
}

extension ForecastRepository {
    public var looksUpNamesFirst: Bool { false }
    public func hasValidCopy(for place: Place, days: Int, units: Units) async -> Bool { false }
}
