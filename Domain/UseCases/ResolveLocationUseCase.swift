/// Turns the user's location setting into one place: a coordinate as it is, a name through the
/// geocoder (best match), `auto` through the IP-geolocation service.
public struct ResolveLocationUseCase: Sendable {
    let resolvePlace: ResolvePlaceUseCase
    let ipLocation: (any IPLocationRepository)?

    public init(resolvePlace: ResolvePlaceUseCase, ipLocation: (any IPLocationRepository)?) {
        self.resolvePlace = resolvePlace
        self.ipLocation = ipLocation
    }

    public struct Resolved: Hashable, Sendable {
        public var place: Place
        /// Set when the place came from the IP address.
        public var locatedByIP: LocatedByIP?
    }

    /// Throws `locationNotSet` before any request when there is no location.
    public func execute(_ location: LocationSetting?, policy: CachePolicy = .preferCache) async throws -> Resolved {
        switch location {
        case nil:
            throw WeatherError.locationNotSet
        case .coordinate(let coordinate)?:
            return Resolved(place: Place(name: coordinate.description, coordinate: coordinate))
        case .place(let name)?:
            guard case .resolved(let place) = try await resolvePlace.execute(name) else { throw WeatherError.placeNotFound(name) }
            return Resolved(place: place)
        case .automatic?:
            guard let ipLocation else { throw WeatherError.unexpected("no IP-location service configured") }
            let located = try await ipLocation.approximateLocation(policy: policy)
            return Resolved(place: located.location.place, locatedByIP: located)
        }
    }
}
