import Domain
import Foundation
import Networking

/// Which weather service answers.
public enum ProviderKind: String, Sendable, CaseIterable {
    case openWeatherMap = "openweathermap"
    case openMeteo = "open-meteo"

    public var displayName: String {
        switch self {
        case .openWeatherMap: OpenWeatherMapProvider.displayName
        case .openMeteo: OpenMeteoProvider.displayName
        }
    }
}

/// Everything the repositories need to know about the outside world.
public struct ProviderConfiguration: Sendable {
    public var kind: ProviderKind
    public var openWeatherMapKey: String?
    public var openWeatherMapURL: String
    public var openMeteoURL: String
    public var openMeteoGeocodingURL: String
    public var ipLocationURL: String

    public init(kind: ProviderKind, openWeatherMapKey: String?, openWeatherMapURL: String,
                openMeteoURL: String, openMeteoGeocodingURL: String, ipLocationURL: String = "https://ipapi.co/json/") {
        self.kind = kind
        self.openWeatherMapKey = openWeatherMapKey
        self.openWeatherMapURL = openWeatherMapURL
        self.openMeteoURL = openMeteoURL
        self.openMeteoGeocodingURL = openMeteoGeocodingURL
        self.ipLocationURL = ipLocationURL
    }
}

/// The Domain repositories for one provider, over one store.
public struct Repositories: Sendable {
    public let forecasts: any ForecastRepository
    public let currentWeather: any CurrentWeatherRepository
    public let places: any PlaceRepository
    public let recentQueries: any RecentQueriesRepository
    public let favourites: any FavouritesRepository
    public let ipLocation: any IPLocationRepository

    public init(configuration: ProviderConfiguration, store: SQLiteStore, network: any NetworkService,
                freshness: Freshness = Freshness(), now: @escaping @Sendable () -> Date = Date.init) {
        let provider: any WeatherProvider
        let places: any PlaceRepository
        switch configuration.kind {
        case .openWeatherMap:
            let openWeatherMap = OpenWeatherMapProvider(baseURL: configuration.openWeatherMapURL,
                                                        apiKey: configuration.openWeatherMapKey,
                                                        network: network, now: now)
            provider = openWeatherMap
            places = CachedPlaceRepository(geocoder: openWeatherMap, store: store, now: now)
        case .openMeteo:
            let geocoder = OpenMeteoGeocoder(geocodingURL: configuration.openMeteoGeocodingURL, network: network)
            places = CachedPlaceRepository(geocoder: geocoder, store: store, now: now)
            provider = OpenMeteoProvider(forecastURL: configuration.openMeteoURL, network: network, places: places, now: now)
        }
        self.places = places
        forecasts = CachedForecastRepository(provider: provider, store: store, freshness: freshness, now: now)
        currentWeather = CachedCurrentWeatherRepository(provider: provider, store: store, freshness: freshness, now: now)
        recentQueries = SQLiteRecentQueriesRepository(store: store, now: now)
        favourites = SQLiteFavouritesRepository(store: store)
        ipLocation = CachedIPLocationRepository(service: IPLocationService(url: configuration.ipLocationURL, network: network, now: now),
                                                store: store, now: now)
    }
}
