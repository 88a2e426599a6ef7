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
        let here = try await execute(location: location, units: units, policy: policy, beside: { _ in () })
        return (here.place, here.current, here.locatedByIP)
    }

    /// The current weather, and `beside` for the same place at the same time (see `HereWeatherUseCase`).
    public func execute<Extra: Sendable>(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache,
                                         beside: @escaping @Sendable (Place) async -> Extra)
        async throws -> (place: Place, current: Sourced<CurrentWeather>, locatedByIP: LocatedByIP?, extra: Extra) {
        let resolved = try await resolveLocation.execute(location)
        async let extra = beside(resolved.place)
        let current = try await weather.currentWeather(at: resolved.place.coordinate, units: units, policy: policy)
        return (resolved.place, current, resolved.locatedByIP, await extra)
    }
}
