import Domain

/// One weather service, seen from the repositories: it fetches, it does not cache.
protocol WeatherProvider: Sendable {
    var name: String { get }
    func forecast(for query: SearchQuery, units: Units) async throws -> Forecast
    func forecast(for place: Place, units: Units) async throws -> Forecast
    /// One result per coordinate, in order.
    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>]
}

/// Place names to coordinates, uncached.
protocol Geocoder: Sendable {
    var name: String { get }
    func places(matching query: SearchQuery) async throws -> [Place]
}
