/// `wf here`: the weather where the user said they are.
public struct HereWeatherUseCase: Sendable {
    let resolveLocation: ResolveLocationUseCase
    let placeWeather: PlaceWeatherUseCase

    public init(resolveLocation: ResolveLocationUseCase, placeWeather: PlaceWeatherUseCase) {
        self.resolveLocation = resolveLocation
        self.placeWeather = placeWeather
    }

    /// Throws `locationNotSet` before any request when there is no location.
    public func execute(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache) async throws -> PlaceWeather {
        try await execute(location: location, units: units, policy: policy, beside: { _ in () }).weather
    }

    /// The weather, and `beside` for the same place at the same time (air quality, the nowcast): the
    /// place is resolved once, then both run in parallel. `beside` cannot fail the weather.
    public func execute<Extra: Sendable>(location: LocationSetting?, units: Units, policy: CachePolicy = .preferCache,
                                         beside: @escaping @Sendable (Place) async -> Extra) async throws -> (weather: PlaceWeather, extra: Extra) {
        let resolved = try await resolveLocation.execute(location)
        async let extra = beside(resolved.place)
        var weather = try await placeWeather.execute(for: resolved.place, units: units, policy: policy)
        weather.locatedByIP = resolved.locatedByIP
        return (weather, await extra)
    }
}
