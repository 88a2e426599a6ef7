/// `wf at`: current weather at any coordinate.
public struct CurrentWeatherUseCase: Sendable {
    let weather: any CurrentWeatherRepository

    public init(weather: any CurrentWeatherRepository) {
        self.weather = weather
    }

    public func execute(at coordinate: Coordinate, units: Units, policy: CachePolicy = .refresh) async throws -> Sourced<CurrentWeather> {
        try await weather.currentWeather(at: coordinate, units: units, policy: policy)
    }
}
