/// `wf here --format` without forecast codes: only the current weather where the user is, so a
/// status bar's cached call reads one small copy.
public struct HereCurrentWeatherUseCase: Sendable {
    let resolveLocation: ResolveLocationUseCase
    let weather: any CurrentWeatherRepository

    public init(resolveLocation: ResolveLocationUseCase, weather: any CurrentWeatherRepository) {
        self.resolveLocation = resolveLocation
        self.weather = weather
    }

    public func execute(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache)
        async throws -> (place: Place, current: Sourced<CurrentWeather>, locatedByIP: LocatedByIP?) {
        let resolved = try await resolveLocation.execute(location)
        let current = try await weather.currentWeather(at: resolved.place.coordinate, units: units, policy: policy)
        return (resolved.place, current, resolved.locatedByIP)
    }
}
