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
        let resolved = try await resolveLocation.execute(location)
        var weather = try await placeWeather.execute(for: resolved.place, units: units, policy: policy)
        weather.locatedByIP = resolved.locatedByIP
        return weather
    }
}
