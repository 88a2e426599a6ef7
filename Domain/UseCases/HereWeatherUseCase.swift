/// `wf here`: the weather where the user said they are.
public struct HereWeatherUseCase: Sendable {
    let resolvePlace: ResolvePlaceUseCase
    let placeWeather: PlaceWeatherUseCase

    public init(resolvePlace: ResolvePlaceUseCase, placeWeather: PlaceWeatherUseCase) {
        self.resolvePlace = resolvePlace
        self.placeWeather = placeWeather
    }

    /// Throws `locationNotSet` before any request when there is no location.
    public func execute(location: LocationSetting?, units: Units, policy: CachePolicy = .refresh) async throws -> PlaceWeather {
        guard let location else { throw WeatherError.locationNotSet }
        let place: Place
        switch location {
        case .coordinate(let coordinate):
            place = Place(name: coordinate.description, coordinate: coordinate)
        case .place(let name):
            guard case .resolved(let resolved) = try await resolvePlace.execute(name) else {
                throw WeatherError.placeNotFound(name)
            }
            place = resolved
        }
        return try await placeWeather.execute(for: place, units: units, policy: policy)
    }
}
