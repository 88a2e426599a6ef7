import Domain
import Foundation

/// In-memory repositories that count what they were asked.
final class InMemoryRecentQueries: RecentQueriesRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SearchQuery] = []
    var remembered: [SearchQuery] { lock.withLock { stored } }

    func remember(_ query: SearchQuery) async throws { lock.withLock { stored.insert(query, at: 0) } }
    func recentQueries(limit: Int) async throws -> [SearchQuery] { lock.withLock { Array(stored.prefix(limit)) } }
}

final class StubForecasts: ForecastRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }
    let forecast: Forecast

    init(place: Place = Place(name: "London", country: "GB", coordinate: Coordinate(unchecked: 51.5, -0.12))) {
        forecast = Forecast(place: place, units: .metric, provider: "Stub", fetchedAt: Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0, days: [])
    }

    func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        lock.withLock { count += 1 }
        return Sourced(forecast, source: .network)
    }

    func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        lock.withLock { count += 1 }
        return Sourced(forecast, source: .network)
    }
}

struct StubPlaces: PlaceRepository {
    var results: [Place]
    var onCall: @Sendable () -> Void = {}

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        onCall()
        return results
    }
}

final class InMemoryFavourites: FavouritesRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Favourite] = []

    func favourites() async throws -> [Favourite] { lock.withLock { stored } }
    func add(_ favourite: Favourite) async throws -> Bool {
        lock.withLock {
            guard !stored.contains(where: { $0.place.coordinate.cacheKey == favourite.place.coordinate.cacheKey }) else { return false }
            stored.append(favourite)
            return true
        }
    }
    func remove(_ favourite: Favourite) async throws -> Bool {
        lock.withLock {
            let before = stored.count
            stored.removeAll { $0.place.coordinate.cacheKey == favourite.place.coordinate.cacheKey }
            return stored.count < before
        }
    }
}

struct UnusedWeather: CurrentWeatherRepository {
    func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
        throw WeatherError.unexpected("not expected in this test")
    }
    func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
        coordinates.map { _ in .failure(.unexpected("not expected in this test")) }
    }
}

extension Place {
    static func named(_ name: String, _ country: String, region: String? = nil, _ latitude: Double, _ longitude: Double) -> Place {
        Place(name: name, country: country, region: region, coordinate: Coordinate(unchecked: latitude, longitude))
    }
}

struct StubIPLocation: IPLocationRepository {
    var place = Place(name: "Lisbon", country: "PT", coordinate: Coordinate(unchecked: 38.72, -9.14))
    var onCall: @Sendable () -> Void = {}

    func approximateLocation(policy: CachePolicy) async throws -> LocatedByIP {
        onCall()
        return LocatedByIP(location: ApproximateLocation(place: place, fetchedAt: Date(timeIntervalSince1970: 0)), source: .network, isNew: true)
    }
}
