import Domain
import Foundation
@testable import Presentation
import Testing

/// `wf app`'s reducer: tabs, the place screen, favourites, and the keys that go to the search field,
/// driven through the real store with `TestStore`.
@MainActor
@Suite("The app's reducer")
struct AppViewModelTests {
    typealias AppStore = TestStore<AppViewModel.State, AppViewModel.Event, AppViewModel.Effect, AppViewModel.EffectID>
    nonisolated static let now = Date(timeIntervalSince1970: 0)
    nonisolated static let favourite = Favourite(place: Sample.place, addedAt: now)

    static func state() -> AppViewModel.State {
        AppViewModel.State(width: 80, height: 24, units: .metric)
    }

    /// `wf app`'s dependencies, each call written in `log`. `candidates` answers a query by its text
    /// (a query not there finds nothing). `recent` and `favouritePlaces` nil: they cannot be read, so
    /// they send no event (two effects that both send one would send them in either order).
    static func dependencies(log: CallLog, clock: RecordedClock = RecordedClock(),
                             candidates: [String: Result<[Place], WeatherError>] = [:],
                             recent: [SearchQuery]? = nil, favouritePlaces: [Favourite]? = nil,
                             list: [FavouriteWeather] = [],
                             addFavourite: AddFavouriteUseCase.Outcome = .added(favourite),
                             rainMap: @escaping @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError> = MapViewModel.Dependencies.noRainMap)
        -> AppViewModel.Dependencies {
        AppViewModel.Dependencies(
            candidates: { query in
                log.record("candidates \(query.text)")
                return try (candidates[query.text] ?? .success([])).get()
            },
            recent: {
                log.record("recent")
                guard let recent else { throw WeatherError.storage("unreadable") }
                return recent
            },
            remember: { log.record("remember \($0.text)") },
            report: { place, policy in
                log.record("report \(place.name) \(policy)")
                return Sample.report()
            },
            favouritePlaces: {
                log.record("favouritePlaces")
                guard let favouritePlaces else { throw WeatherError.storage("unreadable") }
                return favouritePlaces
            },
            favourites: .init(list: { units in log.record("list \(units)"); return list },
                              add: { _, _, _ in throw WeatherError.unexpected("not asked") },
                              remove: { _ in throw WeatherError.unexpected("not asked") },
                              show: { _, _ in throw WeatherError.unexpected("not asked") }),
            addFavourite: { place in log.record("add \(place.name)"); return addFavourite },
            removeFavourite: { log.record("remove \($0.place.name)") },
            sleep: clock.sleep,
            suspend: { log.record("suspend") },
            rainMap: { grid in
                log.record("rain")
                return await rainMap(grid)
            })
    }

    static func store(_ dependencies: AppViewModel.Dependencies, state: AppViewModel.State = state()) -> AppStore {
        TestStore(state, reduce: AppViewModel.reduce, run: { AppViewModel.run($0, dependencies) })
    }

    /// A search event an effect sent, exactly.
    static func search(_ wanted: PlaceSearch.Event) -> (AppViewModel.Event) -> Bool {
        { if case .search(let event) = $0 { event == wanted } else { false } }
    }

    static func placeLoaded(_ wanted: Place) -> (AppViewModel.Event) -> Bool {
        { if case .placeLoaded(let place, .success) = $0 { place == wanted } else { false } }
    }

    static func listed(_ event: AppViewModel.Event) -> Bool {
        if case .favourites(.finished(.listed)) = event { true } else { false }
    }

    static func favouriteChanged(_ event: AppViewModel.Event) -> Bool {
        if case .favouriteChanged = event { true } else { false }
    }

    static func key(_ key: TerminalKey) -> AppViewModel.Event {
        .key(key, at: now)
    }

    /// Types "ber", waits out the pause, and receives `places` for it: the results on screen.
    static func searchBer(_ store: AppStore, finding places: [Place]) async {
        store.send(key(.character("b"))) {
            $0.search.text = "b"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        store.send(key(.character("e"))) {
            $0.search.text = "be"
            $0.search.generation = 2
        }
        store.send(key(.character("r"))) {
            $0.search.text = "ber"
            $0.search.generation = 3
            $0.search.phase = .waiting
        }
        await store.receive(search(.debounceElapsed(generation: 3))) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        await store.receive(search(.answered(generation: 3, .success(places)))) {
            $0.search.inFlight = nil
            $0.search.places = places
            $0.search.answers["ber"] = places
            $0.search.phase = .results
        }
    }

    @Test("Letters go to the search field; ? lists the keys and any key closes the list")
    func typing() async {
        let log = CallLog()
        let clock = RecordedClock()
        let store = Self.store(Self.dependencies(log: log, clock: clock))
        store.send(Self.key(.character("b"))) {
            $0.search.text = "b"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        store.send(Self.key(.character("e"))) {
            $0.search.text = "be"
            $0.search.generation = 2
        }
        #expect(!store.hasRunningEffects)
        store.send(Self.key(.character("r"))) {
            $0.search.text = "ber"
            $0.search.generation = 3
            $0.search.phase = .waiting
        }
        #expect(store.state.search.text == "ber")
        // The third letter waits for the pause, for generation 3, then asks.
        await store.receive(Self.search(.debounceElapsed(generation: 3))) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        #expect(clock.recorded == [PlaceSearch.pause])
        await store.receive(Self.search(.answered(generation: 3, .success([])))) {
            $0.search.inFlight = nil
            $0.search.answers["ber"] = []
            $0.search.phase = .results
        }
        store.send(Self.key(.backspace)) {
            $0.search.text = "be"
            $0.search.generation = 4
            $0.search.phase = .tooShort
        }
        #expect(store.state.search.text == "be")
        store.send(Self.key(.character("?"))) { $0.showsKeys = true }
        #expect(store.state.showsKeys && store.state.search.text == "be")
        store.send(Self.key(.character("x"))) { $0.showsKeys = false }
        #expect(!store.hasRunningEffects)
        #expect(!store.state.showsKeys && store.state.search.text == "be")
        #expect(log.all == ["candidates ber"])
        await store.finish()
    }

    @Test("Enter on a result opens the place, remembers the query, and Esc goes back")
    func openPlace() async {
        let log = CallLog()
        let store = Self.store(Self.dependencies(log: log, candidates: ["ber": .success([Sample.place])]))
        await Self.searchBer(store, finding: [Sample.place])
        store.send(Self.key(.enter)) { $0.place = AppViewModel.PlaceScreen(place: Sample.place) }
        #expect(store.state.place?.place == Sample.place && store.state.place?.isLoading == true)
        await store.receive(Self.placeLoaded(Sample.place)) {
            $0.place?.report = Sample.report()
            $0.place?.isLoading = false
        }
        #expect(store.state.place?.report == Sample.report() && store.state.place?.isLoading == false)
        // Enter loaded the place (from the cache if fresh), remembered the query, and asked for the recent queries again.
        #expect(log.calls("report") == ["report Berlin preferCache"])
        #expect(log.calls("remember") == ["remember ber"])
        #expect(log.calls("recent") == ["recent"])
        store.send(Self.key(.character("r"))) { $0.place?.isLoading = true }
        await store.receive(Self.placeLoaded(Sample.place)) { $0.place?.isLoading = false }
        #expect(log.calls("report") == ["report Berlin preferCache", "report Berlin refresh"])
        store.send(Self.key(.escape)) { $0.place = nil }
        #expect(store.state.place == nil && store.state.tab == .search)
        await store.finish()
    }

    @Test("Browsing 10 places asks for none; only the 3 opened are loaded (a place's report holds the climate archive's 784 calls)")
    func browsingAsksNothing() async {
        let log = CallLog()
        let places = (0..<10).map { Place(name: "Place \($0)", country: "DE", coordinate: Coordinate(unchecked: 50 + Double($0) * 0.1, 10)) }
        let store = Self.store(Self.dependencies(log: log, candidates: ["pla": .success(places)]))
        store.send(Self.key(.character("p"))) {
            $0.search.text = "p"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        store.send(Self.key(.character("l"))) {
            $0.search.text = "pl"
            $0.search.generation = 2
        }
        store.send(Self.key(.character("a"))) {
            $0.search.text = "pla"
            $0.search.generation = 3
            $0.search.phase = .waiting
        }
        await store.receive(Self.search(.debounceElapsed(generation: 3))) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        await store.receive(Self.search(.answered(generation: 3, .success(places)))) {
            $0.search.inFlight = nil
            $0.search.places = places
            $0.search.answers["pla"] = places
            $0.search.phase = .results
        }
        func move(_ key: TerminalKey) {
            store.send(Self.key(key)) { $0.search.selection = min(max($0.search.selection + (key == .down ? 1 : -1), 0), places.count - 1) }
            // The cursor passes over the results: nothing is asked.
            #expect(!store.hasRunningEffects)
        }
        for opened in [2, 5, 9] {
            for _ in 0..<12 {
                move(.down)
                move(.up)
                move(.down)
            }
            while store.state.search.selection > opened { move(.up) }
            while store.state.search.selection < opened { move(.down) }
            store.send(Self.key(.enter)) { $0.place = AppViewModel.PlaceScreen(place: places[opened]) }
            await store.receive(Self.placeLoaded(places[opened])) {
                $0.place?.report = Sample.report()
                $0.place?.isLoading = false
            }
            store.send(Self.key(.escape)) { $0.place = nil }
        }
        #expect(log.calls("report") == ["report Place 2 preferCache", "report Place 5 preferCache", "report Place 9 preferCache"])
        await store.finish()
    }

    @Test("f adds the place on screen, and f again removes it")
    func toggleFavourite() async {
        let log = CallLog()
        var state = Self.state()
        state.place = AppViewModel.PlaceScreen(place: Sample.place)
        let store = Self.store(Self.dependencies(log: log), state: state)
        store.send(.map(.input(.goHere, at: Self.now))) { $0.map.message = "No location set: wf config set location <place>" }
        store.send(Self.key(.character("f")))
        await store.receive(Self.favouriteChanged) {
            $0.map.favourites = [Self.favourite]
            $0.message = "Added Berlin, DE to favourites"
        }
        #expect(log.all == ["add Berlin"])
        #expect(store.state.favourite(at: Sample.place) == Self.favourite)
        #expect(store.state.message == "Added Berlin, DE to favourites")
        store.send(Self.key(.character("f"))) { $0.message = nil }
        await store.receive(Self.favouriteChanged) {
            $0.map.favourites = []
            $0.message = "Removed Berlin, DE from favourites"
        }
        #expect(log.all == ["add Berlin", "remove Berlin"])
        #expect(store.state.favourite(at: Sample.place) == nil)
        await store.finish()
    }

    @Test("Tab cycles search, favourites, map; the favourites tab loads the list in one request")
    func tabs() async {
        let log = CallLog()
        let store = Self.store(Self.dependencies(log: log))
        store.send(Self.key(.tab)) {
            $0.tab = .favourites
            $0.favourites.list = .working
        }
        #expect(store.state.tab == .favourites)
        await store.receive(Self.listed) { $0.favourites.list = .listed([]) }
        #expect(log.all == ["list metric"])
        store.send(Self.key(.tab)) { $0.tab = .map }
        #expect(store.state.tab == .map)
        store.send(Self.key(.tab)) { $0.tab = .search }
        #expect(store.state.tab == .search)
        #expect(log.all == ["list metric"])
        await store.finish()
    }

    @Test("d asks, naming the place; only y removes it")
    func removeAsks() async {
        let log = CallLog()
        let row = FavouriteWeather(favourite: Self.favourite, weather: .success(Sourced(Sample.weather(), source: .network)))
        let store = Self.store(Self.dependencies(log: log, list: [row]))
        store.send(Self.key(.tab)) {
            $0.tab = .favourites
            $0.favourites.list = .working
        }
        await store.receive(Self.listed) {
            $0.favourites.list = .listed([row])
            $0.favourites.rows = [row]
            $0.map.favourites = [Self.favourite]
        }
        store.send(Self.key(.character("d"))) { $0.favourites.confirming = Self.favourite }
        #expect(!store.hasRunningEffects)
        #expect(store.state.favourites.confirming == Self.favourite)
        store.send(Self.key(.character("n"))) { $0.favourites.confirming = nil }
        #expect(!store.hasRunningEffects)
        #expect(store.state.favourites.confirming == nil)
        store.send(Self.key(.character("d"))) { $0.favourites.confirming = Self.favourite }
        store.send(Self.key(.character("y"))) { $0.favourites.confirming = nil }
        await store.receive(Self.favouriteChanged) {
            $0.map.favourites = []
            $0.favourites.rows = []
            $0.message = "Removed Berlin, DE from favourites"
        }
        #expect(log.all == ["list metric", "remove Berlin"])
        await store.finish()
    }

    /// Tab, Tab: the favourites tab loads its list (`rows`), then the map.
    static func toMap(_ store: AppStore, rows: [FavouriteWeather] = []) async {
        store.send(key(.tab)) {
            $0.tab = .favourites
            $0.favourites.list = .working
        }
        await store.receive(listed) {
            $0.favourites.list = .listed(rows)
            $0.favourites.rows = rows
            $0.map.favourites = rows.map(\.favourite)
        }
        store.send(key(.tab)) { $0.tab = .map }
    }

    @Test("A double Enter on the map opens the place screen for the point, not the map's panel")
    func mapOpensPlace() async throws {
        let log = CallLog()
        let store = Self.store(Self.dependencies(log: log))
        await Self.toMap(store)
        let cell = try #require(store.state.map.cursorCell)
        store.send(Self.key(.enter)) { $0.map.lastChoice = .init(column: cell.column, row: cell.row, at: Self.now) }
        let point = Place(name: store.state.map.cursor.description, coordinate: store.state.map.cursor)
        store.send(Self.key(.enter)) {
            $0.map.lastChoice = nil
            $0.place = AppViewModel.PlaceScreen(place: point)
        }
        // One effect: the place's report; the map's panel asks for nothing.
        await store.receive(Self.placeLoaded(point)) {
            $0.place?.report = Sample.report()
            $0.place?.isLoading = false
        }
        #expect(log.all == ["list metric", "report \(point.name) preferCache"])
        #expect(store.state.place?.place.coordinate == store.state.map.cursor && store.state.map.panel == nil)
        await store.finish()
    }

    @Test("A favourite opened from the map is the favourite, under its name, not its coordinate")
    func mapOpensFavouriteByName() async throws {
        let log = CallLog()
        var state = Self.state()
        state.map.favourites = [Self.favourite]
        let row = FavouriteWeather(favourite: Self.favourite, weather: .success(Sourced(Sample.weather(), source: .network)))
        let store = Self.store(Self.dependencies(log: log, list: [row]), state: state)
        await Self.toMap(store, rows: [row])
        store.send(Self.key(.character("1"))) {
            $0.map.cursor = Self.favourite.place.coordinate
            $0.map.message = "1  Berlin, DE  (52.52, 13.41)"
        }
        let cell = try #require(store.state.map.cursorCell)
        store.send(Self.key(.enter)) {
            $0.map.message = nil
            $0.map.lastChoice = .init(column: cell.column, row: cell.row, at: Self.now)
        }
        store.send(Self.key(.enter)) {
            $0.map.lastChoice = nil
            $0.place = AppViewModel.PlaceScreen(place: Self.favourite.place)
        }
        await store.receive(Self.placeLoaded(Self.favourite.place)) {
            $0.place?.report = Sample.report()
            $0.place?.isLoading = false
        }
        #expect(store.state.place?.place == Self.favourite.place, "\(String(describing: store.state.place?.place))")
        #expect(log.calls("report") == ["report Berlin preferCache"])
        await store.finish()
    }

    @Test("q quits outside the search field, Ctrl-C interrupts, Esc on an empty field quits")
    func endings() async {
        let store = Self.store(Self.dependencies(log: CallLog(), recent: [SearchQuery("paris")], favouritePlaces: [Self.favourite]))
        store.send(Self.key(.character("q"))) {
            $0.search.text = "q"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        #expect(!store.state.isFinished)
        store.send(Self.key(.escape)) {
            $0.search.text = ""
            $0.search.generation = 2
            $0.search.phase = .recent
        }
        #expect(!store.state.isFinished && store.state.search.text.isEmpty)
        // Esc again, while the start-up loads run: it quits, and quitting cancels them.
        store.send(.started)
        store.send(Self.key(.escape)) { $0.ending = .quit }
        await store.settle()
        await store.finish()

        let other = Self.store(Self.dependencies(log: CallLog()))
        other.send(Self.key(.tab)) {
            $0.tab = .favourites
            $0.favourites.list = .working
        }
        // q while the list loads: it quits, and the list's answer never lands.
        other.send(Self.key(.character("q"))) { $0.ending = .quit }
        #expect(other.state.ending == .quit)
        await other.settle()
        await other.finish()

        // Ctrl-C while the start-up loads run: it ends as interrupted, and quitting cancels them.
        let log = CallLog()
        let interrupted = Self.store(Self.dependencies(log: log, recent: [SearchQuery("paris")], favouritePlaces: [Self.favourite]))
        interrupted.send(.started)
        #expect(interrupted.hasRunningEffects)
        interrupted.send(Self.key(.interrupt)) { $0.ending = .interrupted }
        #expect(interrupted.state.ending == .interrupted)
        await interrupted.settle()
        await interrupted.finish()
    }
}
