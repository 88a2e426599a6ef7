import Domain

// Repositories a test does not expect to be used: any call is a recorded test failure (`unexpectedCall`).

public struct UnusedWeather: CurrentWeatherRepository {
    public init() {}
    public func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
        throw unexpectedCall("currentWeather(at:)")
    }
    public func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
        let failure = unexpectedCall("currentWeather(at: [Coordinate])")
        return coordinates.map { _ in .failure(failure) }
    }
}

public struct UnusedForecasts: ForecastRepository {
    public init() {}
    public func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        throw unexpectedCall("forecast(for: SearchQuery)")
    }
    public func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        throw unexpectedCall("forecast(for: Place)")
    }
}

public struct UnusedPlaces: PlaceRepository {
    public init() {}
    public func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        throw unexpectedCall("places(matching:)")
    }
}

public struct UnusedRecentQueries: RecentQueriesRepository {
    public init() {}
    public func remember(_ query: SearchQuery) async throws { throw unexpectedCall("remember(_:)") }
    public func recentQueries(limit: Int) async throws -> [SearchQuery] { throw unexpectedCall("recentQueries(limit:)") }
}

public struct UnusedFavourites: FavouritesRepository {
    public init() {}
    public func favourites() async throws -> [Favourite] { throw unexpectedCall("favourites()") }
    public func add(_ favourite: Favourite) async throws -> Bool { throw unexpectedCall("add(_:)") }
    public func remove(_ favourite: Favourite) async throws -> Bool { throw unexpectedCall("remove(_:)") }
    public func rename(_ favourite: Favourite, to name: String) async throws -> Bool { throw unexpectedCall("rename(_:to:)") }
}

public struct UnusedIPLocation: IPLocationRepository {
    public init() {}
    public func approximateLocation(policy: CachePolicy) async throws -> LocatedByIP { throw unexpectedCall("approximateLocation(policy:)") }
}

public struct UnusedAirQuality: AirQualityRepository {
    public init() {}
    public func airQuality(for place: Place, days: Int, policy: CachePolicy) async throws -> Sourced<AirQuality> {
        throw unexpectedCall("airQuality(for: Place)")
    }
    public func airQuality(for places: [Place], days: Int, policy: CachePolicy) async -> [Result<Sourced<AirQuality>, WeatherError>] {
        let failure = unexpectedCall("airQuality(for: [Place])")
        return places.map { _ in .failure(failure) }
    }
}

public struct UnusedNowcasts: NowcastRepository {
    public init() {}
    public func nowcast(at coordinate: Coordinate, policy: CachePolicy) async throws -> Sourced<Nowcast> {
        throw unexpectedCall("nowcast(at:)")
    }
}
