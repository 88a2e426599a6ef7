import Domain

/// One weather service, seen from the repositories: it fetches, it does not cache.
protocol WeatherProvider: Sendable {
    var name: String { get }
    /// The most days of forecast the provider gives.
    var horizonDays: Int { get }
    func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast
    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast
    /// One result per coordinate, in order.
    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>]
}

/// Place names to coordinates, uncached.
protocol Geocoder: Sendable {
    var name: String { get }
    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place]
}
