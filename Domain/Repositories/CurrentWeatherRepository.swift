/// Current conditions at points, from the provider or the recency cache.
public protocol CurrentWeatherRepository: Sendable {
    func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather>
    /// One result per coordinate, in order; one failure does not fail the others.
    func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>]
}
