import Domain
import Foundation
import Networking

/// The Domain repositories for one provider, over one store.
public struct Repositories: Sendable {
    public let forecasts: any ForecastRepository
    public let currentWeather: any CurrentWeatherRepository
    public let places: any PlaceRepository
    public let recentQueries: any RecentQueriesRepository
    public let favourites: any FavouritesRepository
    public let ipLocation: any IPLocationRepository
    public let airQuality: any AirQualityRepository
    public let nowcasts: any NowcastRepository
    public let alerts: any AlertsRepository
    public let climate: any ClimateRepository
    /// How sure the hours are (`wf hourly`), whatever the weather provider; nil where not built.
    public let ensembles: (any EnsembleRepository)?
    /// Forecast precipitation over a grid (`wf map --rain`); nil where not built.
    public let rainMaps: (any RainMapRepository)?
    /// What wf built these over, for a section whose source is its own (`SectionBuilder`); nil for a test's own.
    public let sources: SourceSetup?

    public init(forecasts: any ForecastRepository, currentWeather: any CurrentWeatherRepository, places: any PlaceRepository,
                recentQueries: any RecentQueriesRepository, favourites: any FavouritesRepository,
                ipLocation: any IPLocationRepository, airQuality: any AirQualityRepository, nowcasts: any NowcastRepository,
                alerts: any AlertsRepository = NoAlerts(), climate: any ClimateRepository = NoClimate(),
                ensembles: (any EnsembleRepository)? = nil, rainMaps: (any RainMapRepository)? = nil, sources: SourceSetup? = nil) {
        self.forecasts = forecasts
        self.currentWeather = currentWeather
        self.places = places
        self.recentQueries = recentQueries
        self.favourites = favourites
        self.ipLocation = ipLocation
        self.airQuality = airQuality
        self.nowcasts = nowcasts
        self.alerts = alerts
        self.climate = climate
        self.ensembles = ensembles
        self.rainMaps = rainMaps
        self.sources = sources
    }

    public init(configuration: ProviderConfiguration, store: SQLiteStore, network: any NetworkService,
                freshness: Freshness = Freshness(), now: @escaping @Sendable () -> Date = Date.init) {
        let nowcastSource = OpenMeteoNowcastService(
            baseURL: SourceDescription.openMeteoNowcast.value(ProviderDescription.openMeteoForecastURL, in: configuration.settings),
            models: OpenMeteoModels.from(configuration.settings), network: network, now: now)
        let rainAlongside = NowcastAlongside(store: store) { CachedNowcastRepository.key(source: nowcastSource, coordinate: $0) }
        let parts = configuration.provider.build(ProviderSetup(
            apiKey: configuration.apiKey, language: configuration.language, product: configuration.product,
            settings: configuration.settings, network: network, now: now,
            cachingPlaces: { CachedPlaceRepository(geocoder: $0, store: store, now: now) },
            nowcastAlongside: rainAlongside,
            conditionalRequests: ConditionalRequests(store: store, now: now)
        ))
        places = parts.places
        forecasts = CachedForecastRepository(provider: parts.weather, store: store, freshness: freshness, now: now)
        currentWeather = CachedCurrentWeatherRepository(provider: parts.weather, store: store, freshness: freshness, now: now)
        recentQueries = SQLiteRecentQueriesRepository(store: store, now: now)
        favourites = SQLiteFavouritesRepository(store: store)
        ipLocation = CachedIPLocationRepository(service: IPLocationService(url: configuration.ipLocationURL, network: network, now: now),
                                                store: store, now: now)
        // Air quality has one source whatever the weather provider: its settings are in the configuration too.
        let air = SourceDescription.openMeteoAirQuality
        airQuality = CachedAirQualityRepository(
            source: OpenMeteoAirQualityService(baseURL: air.value(SourceDescription.openMeteoAirQualityURL, in: configuration.settings),
                                               network: network, now: now),
            store: store, now: now)
        nowcasts = CachedNowcastRepository(source: nowcastSource, store: store, now: now, alongside: rainAlongside)
        rainMaps = CachedRainMapRepository(
            source: OpenMeteoRainMapService(baseURL: nowcastSource.baseURL, models: nowcastSource.models, network: network, now: now), store: store, now: now)
        alerts = Self.alerts(configuration: configuration, store: store, network: network, now: now)
        let ensemble = SourceDescription.openMeteoEnsemble
        ensembles = CachedEnsembleRepository(
            source: OpenMeteoEnsembleService(baseURL: ensemble.value(SourceDescription.openMeteoEnsembleURL, in: configuration.settings),
                                             model: ensemble.value(SourceDescription.ensembleModel, in: configuration.settings),
                                             network: network, now: now),
            store: store, now: now)
        let archive = SourceDescription.openMeteoArchive
        climate = CachedClimateRepository(
            source: OpenMeteoArchiveService(baseURL: archive.value(SourceDescription.openMeteoArchiveURL, in: configuration.settings),
                                            network: network, now: now),
            store: store, now: now, holds: SourceHolds(databasePath: store.path))
        sources = SourceSetup(configuration: configuration, store: store, network: network, now: now)
    }

    /// Each official source for the places it covers, whatever the weather provider; api.met.no and
    /// api.weather.gov both ask to be told who is asking.
    static func alerts(configuration: ProviderConfiguration, store: SQLiteStore, network: any NetworkService,
                       now: @escaping @Sendable () -> Date) -> any AlertsRepository {
        let settings = configuration.settings
        let contact = settings[ProviderDescription.contact.name].map { " " + $0 } ?? ""
        let userAgent = configuration.product + contact
        let nws = NWSAlertsService(baseURL: SourceDescription.nwsAlerts.value(SourceDescription.nwsURL, in: settings),
                                   userAgent: userAgent, network: network, now: now)
        let met = MetAlertsService(baseURL: SourceDescription.metAlerts.value(ProviderDescription.metNorwayURL, in: settings),
                                   userAgent: userAgent, network: network, now: now)
        let dwd = BrightSkyAlertsService(baseURL: SourceDescription.brightskyAlerts.value(SourceDescription.brightskyURL, in: settings),
                                         language: configuration.language, network: network, now: now)
        let meteoalarm = MeteoAlarmService(baseURL: SourceDescription.meteoalarmAlerts.value(SourceDescription.meteoalarmURL, in: settings),
                                           language: configuration.language, network: network, now: now)
        let eccc = ECCCAlertsService(baseURL: SourceDescription.ecccAlerts.value(SourceDescription.ecccURL, in: settings),
                                     language: configuration.language, network: network, now: now)
        let wmo = WMOSevereWeatherService(baseURL: SourceDescription.wmoSwicAlerts.value(SourceDescription.wmoSwicURL, in: settings),
                                          network: network, now: now)
        return CachedAlertsRepository(sources: [.nws: nws, .eccc: eccc, .metNorway: met, .brightsky: dwd, .meteoalarm: meteoalarm, .wmoSwic: wmo],
                                      store: store, now: now)
    }
}

/// For callers that build the repositories themselves and have no use for alerts: every place is
/// one no source covers, and nothing is asked.
public struct NoAlerts: AlertsRepository {
    public init() {}

    public func alerts(for place: Place, policy: CachePolicy) async throws -> Sourced<WeatherAlerts> {
        Sourced(.uncovered(place, at: Date()), source: .network)
    }
}
