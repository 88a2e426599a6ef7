import DataAccess
import Domain
import WeatherTerminal
import Foundation
import Networking
import Presentation

/// The composition root: the only place that knows concrete types. Everything is built on first use,
/// so a command that needs no database never opens one and a cache hit never starts the network stack.
@MainActor
final class AppDIContainer {
    /// What stands in for the container's own parts, as isowords' `withDependencies`: a test sets
    /// the repositories (or the network) a command will use and the rest is built as usual. With every
    /// repository set, no database is opened and no request can be made.
    struct Overrides {
        var forecasts: (any ForecastRepository)?
        var currentWeather: (any CurrentWeatherRepository)?
        var places: (any PlaceRepository)?
        var recentQueries: (any RecentQueriesRepository)?
        var favourites: (any FavouritesRepository)?
        var ipLocation: (any IPLocationRepository)?
        var airQuality: (any AirQualityRepository)?
        var nowcasts: (any NowcastRepository)?
        var alerts: (any AlertsRepository)?
        var climate: (any ClimateRepository)?
        /// Under the providers' own repositories (those not set above).
        var network: (any NetworkService)?

        /// All eight repositories, when every one is set.
        var repositories: Repositories? {
            guard let forecasts, let currentWeather, let places, let recentQueries, let favourites, let ipLocation, let airQuality,
                  let nowcasts
            else { return nil }
            return Repositories(forecasts: forecasts, currentWeather: currentWeather, places: places,
                                recentQueries: recentQueries, favourites: favourites, ipLocation: ipLocation, airQuality: airQuality,
                                nowcasts: nowcasts, alerts: alerts ?? NoAlerts(), climate: climate ?? NoClimate())
        }
    }

    let settings: Settings
    let console: Console
    let now: @Sendable () -> Date
    /// What providers are asked to name places and describe weather in; set before the first repository.
    var language = Language.english
    private let overrides: Overrides

    init(settings: Settings, console: Console, now: @escaping @Sendable () -> Date = Date.init,
         overriding override: (inout Overrides) -> Void = { _ in }) {
        self.settings = settings
        self.console = console
        self.now = now
        var overrides = Overrides()
        override(&overrides)
        self.overrides = overrides
    }

    // MARK: Infrastructure

    private var storeResult: Result<SQLiteStore, WeatherError>?

    func store() throws -> SQLiteStore {
        if let storeResult { return try storeResult.get() }
        let result = Result { () throws(WeatherError) -> SQLiteStore in try openStore() }
        storeResult = result
        return try result.get()
    }

    private func openStore() throws(WeatherError) -> SQLiteStore {
        let console = console
        let folder = StateFolder(settings.home)
        try folder.verify()
        // If the folder cannot be made, the store opens what it can read and refuses writes, saying why.
        try? folder.create()
        // Invalid limits fall back to defaults here; commands that use them report the problem.
        let limits = SQLiteStore.Limits(cacheEntriesPerKind: (try? settings.cacheLimit()) ?? Retention.cacheEntriesPerKind,
                                        recentQueries: (try? settings.recentLimit()) ?? Retention.recentQueries)
        do {
            return try SQLiteStore(path: settings.databasePath, limits: limits) { console.warning($0) }
        } catch {
            switch error {
            case .newerSchema(let found, let supported, let path):
                throw .storage("\(path) was written by a newer wf (schema \(found); this wf knows \(supported)); upgrade wf, or move the file aside to start afresh")
            case .unusable(let path, let reason):
                throw .storage("\(path): \(reason)")
            case .linked(let path):
                throw .untrustedState(path: path, problem: "it is a symbolic link, and wf follows none in its folder",
                                      fix: "rm \(path)")
            }
        }
    }

    private var builtBudgetWarning: BudgetWarning?

    /// One per process, so that its warning is said once; an invalid `daily-budget` is reported by
    /// `wf usage`, and the default stands in elsewhere.
    func budgetWarning() -> BudgetWarning {
        if let builtBudgetWarning { return builtBudgetWarning }
        let made = BudgetWarning(budget: (try? settings.dailyBudget()) ?? .standard, console: console)
        builtBudgetWarning = made
        return made
    }

    /// The ledger of what was sent, or nil where there is no database yet: `wf usage` creates nothing.
    func existingLedger() throws -> RequestLedger? {
        guard FileManager.default.fileExists(atPath: settings.databasePath) else { return nil }
        return RequestLedger(store: try store(), now: now)
    }

    private var builtRepositories: Repositories?

    /// The answers kept for other wf processes waiting on a request: cache, cleared with it.
    func forgetKeptAnswers() {
        MachineWideRequests.forgetKeptAnswers(stateFolder: settings.home.path)
    }

    /// Ends every source's hold (`wf cache clear`): the sources that were held.
    func liftHolds() -> [String] {
        MachineWideRequests.liftHolds(stateFolder: settings.home.path, now: now())
    }

    /// `wf doctor`'s network: one attempt per request, through no other process and no budget,
    /// counted in the ledger when there is a database (a probe never makes one).
    func probeNetwork() -> any NetworkService {
        let configuration = URLSessionNetworkService.Configuration(timeout: (try? settings.timeout()) ?? 10, retry: .none,
                                                                   userAgent: "wf/\(WeatherCLI.version)")
        let base = overrides.network ?? LazyNetworkService { URLSessionNetworkService(configuration: configuration) }
        guard FileManager.default.fileExists(atPath: settings.databasePath), let store = try? store() else { return base }
        return CountingNetworkService(base: base, ledger: RequestLedger(store: store, now: now), openMeteoCalls: { _ in })
    }

    func repositories() throws -> Repositories {
        if let builtRepositories { return builtRepositories }
        if let overridden = overrides.repositories {
            builtRepositories = overridden
            return overridden
        }
        var configuration = try settings.providerConfiguration()
        configuration.language = language.code
        configuration.product = "wf/\(WeatherCLI.version)"
        let networkConfiguration = URLSessionNetworkService.Configuration(
            timeout: try settings.timeout(), retry: .none, userAgent: configuration.product
        )
        let retry = RetryPolicy(maxRetries: try settings.retries())
        let store = try store()
        let budgetWarning = budgetWarning()
        // Every attempt is counted in the ledger: the retries go round the counting. A test's own
        // network is counted as the real one would be, and retried by nothing.
        // Lazy: URLSession and libcurl start only when a request is really made, never on a cache hit.
        let counted = CountingNetworkService(
            base: overrides.network ?? LazyNetworkService { URLSessionNetworkService(configuration: networkConfiguration) },
            ledger: RequestLedger(store: store, now: now), openMeteoCalls: { budgetWarning.check($0) })
        // Met by the other wf processes of the state folder: one request per resource, 429s honoured
        // by all; an answer read from another process, or a request a 429 holds back, is never sent
        // and never counted.
        let attempts = Double(retry.maxRetries + 1)
        let shared: any NetworkService = overrides.network == nil ? MachineWideRequests(
            RetryingNetworkService(policy: retry, base: counted),
            stateFolder: settings.home.path,
            wait: .seconds(networkConfiguration.timeout * attempts + retry.maxDelay * (attempts - 1)),
            now: now) : counted
        // Before anything else: a side part's request past today's budget is not sent at all.
        let network = BudgetedNetworkService(base: shared, ledger: RequestLedger(store: store, now: now),
                                             budget: (try? settings.dailyBudget()) ?? .standard)
        let built = Repositories(configuration: configuration, store: store, network: network, now: now)
        let repositories = Repositories(
            forecasts: overrides.forecasts ?? built.forecasts, currentWeather: overrides.currentWeather ?? built.currentWeather,
            places: overrides.places ?? built.places, recentQueries: overrides.recentQueries ?? built.recentQueries,
            favourites: overrides.favourites ?? built.favourites, ipLocation: overrides.ipLocation ?? built.ipLocation,
            airQuality: overrides.airQuality ?? built.airQuality, nowcasts: overrides.nowcasts ?? built.nowcasts,
            alerts: overrides.alerts ?? built.alerts, climate: overrides.climate ?? built.climate, ensembles: built.ensembles,
            rainMaps: built.rainMaps, sources: built.sources
        )
        builtRepositories = repositories
        return repositories
    }

    func units(override: String?) throws -> Units {
        if let override {
            guard let units = Units(rawValue: override) else { throw WeatherError.invalidInput("--units is metric or imperial") }
            return units
        }
        return try settings.units()
    }

    // MARK: Use cases

    /// The parts a search asks beside its forecast; nil when the repositories cannot be made (the search says why).
    func partsAhead() -> PartsAhead? {
        guard let repositories = try? repositories(), let reports = try? placeReport() else { return nil }
        return PartsAhead(forecasts: repositories.forecasts, places: repositories.places, reports: reports)
    }

    func searchForecast() throws -> SearchForecastUseCase {
        let repositories = try repositories()
        return SearchForecastUseCase(forecasts: repositories.forecasts, recentQueries: repositories.recentQueries,
                                     places: repositories.places)
    }

    func hourlyForecast() throws -> HourlyForecastUseCase {
        let repositories = try repositories()
        return HourlyForecastUseCase(forecasts: repositories.forecasts, resolveLocation: try resolveLocation(), reports: try placeReport())
    }

    func airQuality() throws -> AirQualityUseCase {
        AirQualityUseCase(airQuality: try repositories().airQuality, resolveLocation: try resolveLocation())
    }

    func nowcast() throws -> NowcastUseCase {
        NowcastUseCase(nowcasts: try repositories().nowcasts)
    }

    func rainMap() throws -> RainMapUseCase {
        guard let rainMaps = try repositories().rainMaps else { throw WeatherError.unexpected("no rain map source") }
        return RainMapUseCase(rainMaps: rainMaps)
    }

    func alerts() throws -> AlertsUseCase {
        AlertsUseCase(alerts: try repositories().alerts, resolveLocation: try resolveLocation(), now: now)
    }

    func listRecentQueries() throws -> ListRecentQueriesUseCase {
        ListRecentQueriesUseCase(recentQueries: try repositories().recentQueries)
    }

    func resolvePlace() throws -> ResolvePlaceUseCase {
        ResolvePlaceUseCase(places: try repositories().places)
    }

    func resolveLocation() throws -> ResolveLocationUseCase {
        ResolveLocationUseCase(resolvePlace: try resolvePlace(), ipLocation: try repositories().ipLocation)
    }

    /// The geocoder (and so the database) only when a name or `auto` needs it: a coordinate opens nothing.
    func sky() -> SkyUseCase {
        SkyUseCase(resolveLocation: { try await self.resolveLocation() }, knownClocks: { await self.keptClocks() }, now: now)
    }

    /// The clocks the cache keeps, when there is a cache: `wf sky` at a coordinate never creates one.
    private func keptClocks() -> (any KnownClockRepository)? {
        guard FileManager.default.fileExists(atPath: settings.databasePath), let store = try? store() else { return nil }
        return CachedPlaceClocks(store: store)
    }

    func addFavourite() throws -> AddFavouriteUseCase {
        AddFavouriteUseCase(resolvePlace: try resolvePlace(), favourites: try repositories().favourites, now: now)
    }

    func renameFavourite() throws -> RenameFavouriteUseCase {
        RenameFavouriteUseCase(favourites: try repositories().favourites)
    }

    func removeFavourite() throws -> RemoveFavouriteUseCase {
        RemoveFavouriteUseCase(favourites: try repositories().favourites)
    }

    func importFavourites() throws -> ImportFavouritesUseCase {
        ImportFavouritesUseCase(favourites: try repositories().favourites)
    }

    func findFavourite() throws -> FindFavouriteUseCase {
        FindFavouriteUseCase(favourites: try repositories().favourites)
    }

    func listFavourites() throws -> ListFavouritesUseCase {
        ListFavouritesUseCase(favourites: try repositories().favourites, reports: try placeReport(), plan: try reportPlan(format: nil, view: .list))
    }

    // MARK: View models

    /// `json`: the document has no alerts, so none are asked for.
    func searchViewModel(json: Bool) throws -> SearchViewModel {
        let report = SearchReportUseCase(search: try searchForecast(), reports: try placeReport(), partsAhead: partsAhead(),
                                         plan: try reportPlan(format: nil, forecast: false), alerts: !json)
        return SearchViewModel(dependencies: .init(report))
    }

    func hourlyViewModel() throws -> HourlyViewModel {
        HourlyViewModel(dependencies: .init(try hourlyForecast(), now: now))
    }

    func airQualityViewModel() throws -> AirQualityViewModel {
        AirQualityViewModel(dependencies: .init(try airQuality(), now: now))
    }

    /// `format` and `json`: what `fav show` prints, so that it asks only for what it shows.
    func favouritesViewModel(format: OneLineFormat? = nil, json: Bool = false) throws -> FavouritesViewModel {
        FavouritesViewModel(dependencies: try favouritesDependencies(format: format, json: json))
    }

    private func favouritesDependencies(format: OneLineFormat? = nil, json: Bool = false) throws -> FavouritesViewModel.Dependencies {
        let add = try addFavourite(), remove = try removeFavourite()
        let list = try listFavourites(), find = try findFavourite(), reports = try placeReport(), plan = try reportPlan(format: format, json: json)
        return .init(
            list: { try await list.execute(units: $0) },
            add: { try await add.execute($0, pick: $1, name: $2) },
            remove: { try await remove.execute($0) },
            show: { name, units in
                let found = try await find.named(name)
                var report = try await reports.execute(for: found.favourite.place, units: units, plan: plan)
                if found.favourite.place.name != found.favourite.place.coordinate.description { report.shortTitle = found.listName }
                return report
            }
        )
    }

    func searchPlaces() throws -> SearchPlacesUseCase {
        let repositories = try repositories()
        return SearchPlacesUseCase(places: repositories.places, recentQueries: repositories.recentQueries)
    }

    /// `wf app`: every use case it reaches, as the view model's closures; each place's report on
    /// `chosenZone` (`--tz`) when given.
    func appDependencies(units: Units, chosenZone: String? = nil,
                         suspend: @escaping @MainActor @Sendable () -> Void) throws -> AppViewModel.Dependencies {
        let search = try searchPlaces(), list = try listFavourites()
        let add = try addFavourite(), favourites = try repositories().favourites
        // The place screen is the report `wf here` shows: the same use case and the same sections.
        let reports = try placeReport(), plan = try reportPlan(format: nil)
        return AppViewModel.Dependencies(
            candidates: { try await search.candidates($0) },
            recent: { try await search.recent(limit: PlaceSearch.recentLimit) },
            remember: { await search.remember($0) },
            report: { [now] place, policy in
                let report = try await reports.execute(for: place, units: units, plan: plan.with(policy))
                return chosenZone.map { report.shown(on: $0, at: now()) } ?? report
            },
            favouritePlaces: { try await list.places() },
            favourites: try favouritesDependencies(),
            addFavourite: { try await add.add($0) },
            removeFavourite: { _ = try await favourites.remove($0) },
            suspend: suspend,
            rainMap: rainLayerMap()
        )
    }
}

/// Defers building the real service until the first request.
private final class LazyNetworkService: NetworkService, @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> any NetworkService
    private var service: (any NetworkService)?

    init(_ make: @escaping @Sendable () -> any NetworkService) {
        self.make = make
    }

    func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        let network = lock.withLock {
            if let service { return service }
            let made = make()
            service = made
            return made
        }
        return try await network.response(for: endpoint)
    }
}
