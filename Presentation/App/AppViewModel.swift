import Domain
import Foundation
import Observation

/// `wf app`: search as you type, a place's weather, the favourites and the map, as tabs. One state
/// and one reducer, which hands each part to its own (`PlaceSearch`, `FavouritesViewModel`,
/// `MapViewModel`); the effects are values, run here as tasks.
@MainActor
public final class AppViewModel: ViewModel {
    public enum Tab: Int, CaseIterable, Hashable, Sendable {
        case search, favourites, map

        public var next: Tab { Tab(rawValue: (rawValue + 1) % Tab.allCases.count) ?? .search }
    }

    /// One place's weather, over whichever tab opened it.
    public struct PlaceScreen: Hashable, Sendable {
        public var place: Place
        public var report: PlaceReport?
        /// Why the last load gave nothing new (the report, if any, is the one from before).
        public var failure: WeatherError?
        public var isLoading = true
        /// The highlighted hour of the chart: 0 is the hour in progress.
        public var hour = 0
        /// Lines scrolled off the top (the screen may be shorter than the report).
        public var scroll = 0
        /// How many times the rest of the report was asked for (`m`): a screen reader reads it each time.
        public var moreRequests = 0

        public init(place: Place) {
            self.place = place
        }
    }

    public struct FavouritesTab: Hashable, Sendable {
        /// The list as `wf fav list` loads it: every favourite's weather in one request.
        public var list: FavouritesViewModel.State = .idle
        /// The last list loaded, shown while the next one loads.
        public var rows: [FavouriteWeather] = []
        public var selection = 0
        /// `d` asks first, naming the place: this one.
        public var confirming: Favourite?

        public init() {}
    }

    /// What changed after `f` or `d`.
    public enum FavouriteChange: Hashable, Sendable {
        case added(Favourite), already(Favourite), removed(Favourite)
    }

    public struct State: Hashable, Sendable {
        public var tab = Tab.search
        public var search: PlaceSearch.State
        public var place: PlaceScreen?
        public var favourites = FavouritesTab()
        /// The map tab; its favourites are every favourite, kept current for the other screens too.
        public var map: MapViewModel.State
        /// The list of keys, over the screen, until a key other than one that scrolls it.
        public var showsKeys = false
        /// Lines of the list of keys scrolled off the top.
        public var keysScroll = 0
        /// How far the list of keys or the place on screen can scroll, as last laid out (nil: not yet).
        public var scrollLimit: Int?
        /// One line for the status bar: what `f` or `d` did, or why it could not.
        public var message: String?
        public var units: Units
        public var words: Phrasebook
        public var width: Int
        public var height: Int
        public var ending: MapViewModel.Ending?
        public var isFinished: Bool { ending != nil }

        public init(width: Int, height: Int, units: Units, words: Phrasebook = .english, here: Coordinate? = nil,
                    viewport: MapViewport = .world) {
            self.width = max(width, 1)
            self.height = max(height, 1)
            self.units = units
            self.words = words
            search = PlaceSearch.State()
            map = MapViewModel.State(viewport: viewport, width: width, height: AppViewModel.mapHeight(height), here: here, words: words)
        }

        public var favouriteList: [Favourite] { map.favourites }

        /// The favourite at the place on screen, if it is one.
        public func favourite(at place: Place) -> Favourite? {
            map.favourites.first { $0.place.coordinate.spot == place.coordinate.spot }
        }
    }

    public enum Event: Sendable {
        case started
        /// A key, and when it was typed (the chart's hours start from then; a double click needs it).
        case key(TerminalKey, at: Date)
        case resized(width: Int, height: Int)
        /// The screen was drawn: what is on it can scroll this many lines.
        case laidOut(scrollLimit: Int)
        case search(PlaceSearch.Event)
        case placeLoaded(Place, Result<PlaceReport, WeatherError>)
        case favouritePlacesLoaded([Favourite])
        case favourites(FavouritesViewModel.Event)
        case favouriteChanged(Result<FavouriteChange, WeatherError>)
        case map(MapViewModel.Event)
    }

    public enum Effect: Hashable, Sendable {
        case search(PlaceSearch.Effect)
        case loadRecent
        case remember(SearchQuery)
        case loadPlace(Place, CachePolicy)
        case loadFavouritePlaces
        case favourites(FavouritesViewModel.Effect)
        case addFavourite(Place)
        case removeFavourite(Favourite)
        /// `f` on the map: the point under the cursor, answered as the map's own `favouriteAdded`.
        case addMapFavourite(Coordinate)
        /// `r` on the map: the rain layer's map for the grid over the view, answered as the map's own `rainLoaded`.
        case loadRain(RainMapGrid)
        /// The map's rain grid once the view has stayed still (`MapViewModel.Effect.settleRain`).
        case settleRain(RainMapGrid)
        case suspend
        case quit
    }

    public struct Dependencies: Sendable {
        public var candidates: @Sendable (SearchQuery) async throws -> [Place]
        public var recent: @Sendable () async throws -> [SearchQuery]
        public var remember: @Sendable (SearchQuery) async -> Void
        public var report: @Sendable (Place, CachePolicy) async throws -> PlaceReport
        public var favouritePlaces: @Sendable () async throws -> [Favourite]
        public var favourites: FavouritesViewModel.Dependencies
        public var addFavourite: @Sendable (Place) async throws -> AddFavouriteUseCase.Outcome
        public var removeFavourite: @Sendable (Favourite) async throws -> Void
        public var sleep: @Sendable (Duration) async throws -> Void
        /// Runs synchronously: returns once the process has been continued.
        public var suspend: @MainActor @Sendable () -> Void
        public var rainMap: @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError>

        public init(candidates: @escaping @Sendable (SearchQuery) async throws -> [Place],
                    recent: @escaping @Sendable () async throws -> [SearchQuery],
                    remember: @escaping @Sendable (SearchQuery) async -> Void,
                    report: @escaping @Sendable (Place, CachePolicy) async throws -> PlaceReport,
                    favouritePlaces: @escaping @Sendable () async throws -> [Favourite],
                    favourites: FavouritesViewModel.Dependencies,
                    addFavourite: @escaping @Sendable (Place) async throws -> AddFavouriteUseCase.Outcome,
                    removeFavourite: @escaping @Sendable (Favourite) async throws -> Void,
                    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
                    suspend: @escaping @MainActor @Sendable () -> Void = {},
                    rainMap: @escaping @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError> = MapViewModel.Dependencies.noRainMap) {
            self.candidates = candidates
            self.recent = recent
            self.remember = remember
            self.report = report
            self.favouritePlaces = favouritePlaces
            self.favourites = favourites
            self.addFavourite = addFavourite
            self.removeFavourite = removeFavourite
            self.sleep = sleep
            self.suspend = suspend
            self.rainMap = rainMap
        }
    }

    /// The chart's hours, and how far ←/→ can go.
    nonisolated public static let chartHours = 24

    /// The map takes the screen but for the tab line, a legend line and a status line.
    nonisolated public static func mapHeight(_ rows: Int) -> Int { max(rows - 3, 1) }

    public let store: Store<State, Event, Effect, EffectID>

    public init(state: State, dependencies: Dependencies) {
        store = Store(state, reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    // MARK: The reducer

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .started:
            return [.loadRecent, .loadFavouritePlaces]
        case .resized(let width, let height):
            state.width = max(width, 1)
            state.height = max(height, 1)
            return mapEffects(&state, MapViewModel.reduce(&state.map, .resized(width: state.width, height: mapHeight(state.height))))
        case .laidOut(let limit):
            laidOut(&state, scrollLimit: limit)
            return []
        case .search(let event):
            return search(&state, event)
        case .placeLoaded(let place, let result):
            guard state.place?.place == place else { return [] }
            state.place?.isLoading = false
            switch result {
            case .success(let report):
                state.place?.report = report
                state.place?.failure = nil
            case .failure(let error):
                state.place?.failure = error
            }
            return []
        case .favouritePlacesLoaded(let favourites):
            state.map.favourites = favourites
            return []
        case .favourites(let event):
            _ = FavouritesViewModel.reduce(&state.favourites.list, event)
            if case .listed(let rows) = state.favourites.list {
                state.favourites.rows = rows
                state.map.favourites = rows.map(\.favourite)
                state.favourites.selection = min(state.favourites.selection, max(rows.count - 1, 0))
            }
            return []
        case .favouriteChanged(let result):
            return favouriteChanged(&state, result)
        case .map(let event):
            return mapEffects(&state, MapViewModel.reduce(&state.map, event))
        case .key(let key, let now):
            return self.key(&state, key, now)
        }
    }

    nonisolated private static func key(_ state: inout State, _ key: TerminalKey, _ now: Date) -> [Effect] {
        switch key {
        case .interrupt:
            state.ending = .interrupted
            return [.quit]
        case .suspend:
            return [.suspend]
        default:
            break
        }
        if state.showsKeys {
            // Keys that scroll scroll the list of keys; any other closes it and does nothing else.
            if let step = scrollStep(key, state) {
                state.keysScroll = scrolled(state.keysScroll, by: step, limit: state.scrollLimit)
            } else {
                state.showsKeys = false
                state.keysScroll = 0
            }
            return []
        }
        if let favourite = state.favourites.confirming {
            state.favourites.confirming = nil
            return key == .character("y") || key == .character("Y") ? [.removeFavourite(favourite)] : []
        }
        if key == .tab { return go(&state, to: state.tab.next) }
        if case .click(let column, let row) = key { return click(&state, column: column, row: row, now) }
        if key == .character("?") {
            state.showsKeys = true
            state.keysScroll = 0
            return []
        }
        if state.place != nil { return placeKey(&state, key, now) }
        switch state.tab {
        case .search: return searchKey(&state, key)
        case .favourites: return favouritesKey(&state, key)
        case .map: return mapKey(&state, key, now)
        }
    }

    /// Tab, or a click on a tab's name: that tab, with no place over it.
    nonisolated static func go(_ state: inout State, to tab: Tab) -> [Effect] {
        state.place = nil
        state.message = nil
        state.tab = tab
        return tab == .favourites ? list(&state) : []
    }

    nonisolated static func mapKey(_ state: inout State, _ key: TerminalKey, _ now: Date) -> [Effect] {
        state.message = nil
        guard let input = MapInput(key) else { return [] }
        return mapEffects(&state, MapViewModel.reduce(&state.map, .input(input, at: now)))
    }

    nonisolated private static func searchKey(_ state: inout State, _ key: TerminalKey) -> [Effect] {
        switch key {
        case .character(let character):
            return search(&state, .typed(state.search.text + String(character)))
        case .backspace:
            return search(&state, .typed(String(state.search.text.dropLast())))
        case .up, .wheelUp: return search(&state, .moved(.up))
        case .down, .wheelDown: return search(&state, .moved(.down))
        case .enter: return search(&state, .opened)
        case .escape:
            // Esc clears the field; on an empty field it quits.
            guard state.search.text.isEmpty else { return search(&state, .typed("")) }
            state.ending = .quit
            return [.quit]
        default:
            return []
        }
    }

    nonisolated static func search(_ state: inout State, _ event: PlaceSearch.Event) -> [Effect] {
        PlaceSearch.reduce(&state.search, event).flatMap { effect -> [Effect] in
            guard case .open(let place, let query) = effect else { return [.search(effect)] }
            return open(&state, place) + [.remember(query), .loadRecent]
        }
    }

    nonisolated static func open(_ state: inout State, _ place: Place) -> [Effect] {
        state.place = PlaceScreen(place: place)
        state.message = nil
        return [.loadPlace(place, .preferCache)]
    }

    nonisolated private static func placeKey(_ state: inout State, _ key: TerminalKey, _ now: Date) -> [Effect] {
        guard let screen = state.place else { return [] }
        switch key {
        case .left, .right:
            let hours = screen.report?.forecast?.value.hours(chartHours, from: now).count ?? 0
            state.place?.hour = min(max(screen.hour + (key == .left ? -1 : 1), 0), max(hours - 1, 0))
            // The chart and the chosen hour are the last lines: scrolled to the end, they are on screen.
            let end = scrolled(0, by: .max / 2, limit: state.scrollLimit)
            state.place?.scroll = end
        case .character("m"), .character("M"):
            state.place?.moreRequests += 1
        case _ where scrollStep(key, state) != nil:
            let scroll = scrolled(screen.scroll, by: scrollStep(key, state) ?? 0, limit: state.scrollLimit)
            state.place?.scroll = scroll
        case .character("f"), .character("F"):
            state.message = nil
            if let favourite = state.favourite(at: screen.place) { return [.removeFavourite(favourite)] }
            return [.addFavourite(screen.place)]
        case .character("r"), .character("R"):
            state.place?.isLoading = true
            return [.loadPlace(screen.place, .refresh)]
        case .escape, .backspace:
            state.message = nil
            state.place = nil
            return closePlace(&state)
        case .character("q"), .character("Q"):
            state.ending = .quit
            return [.quit]
        default:
            break
        }
        return []
    }

    /// Back from a place screen: the favourites may have changed under it.
    nonisolated private static func closePlace(_ state: inout State) -> [Effect] {
        state.tab == .favourites ? list(&state) : []
    }

    nonisolated private static func favouritesKey(_ state: inout State, _ key: TerminalKey) -> [Effect] {
        let rows = state.favourites.rows
        switch key {
        case .up, .character("k"), .wheelUp:
            state.favourites.selection = max(state.favourites.selection - 1, 0)
        case .down, .character("j"), .wheelDown:
            state.favourites.selection = min(state.favourites.selection + 1, max(rows.count - 1, 0))
        case .enter:
            guard rows.indices.contains(state.favourites.selection) else { return [] }
            return open(&state, rows[state.favourites.selection].favourite.place)
        case .character("d"), .character("D"):
            guard rows.indices.contains(state.favourites.selection) else { return [] }
            state.favourites.confirming = rows[state.favourites.selection].favourite
        case .character("r"), .character("R"):
            return list(&state)
        case .character("q"), .character("Q"), .escape:
            state.ending = .quit
            return [.quit]
        default:
            break
        }
        return []
    }

    nonisolated static func list(_ state: inout State) -> [Effect] {
        FavouritesViewModel.reduce(&state.favourites.list, .list(state.units)).map { .favourites($0) }
    }

    nonisolated static func mapEffects(_ state: inout State, _ effects: [MapViewModel.Effect]) -> [Effect] {
        effects.flatMap { effect -> [Effect] in
            switch effect {
            case .showWeather(let coordinate):
                // The map's own panel gives way to the place screen.
                state.map.panel = nil
                let point = Place(name: coordinate.description, coordinate: coordinate)
                return open(&state, state.favourite(at: point)?.place ?? point)
            case .addFavourite(let coordinate):
                return [.addMapFavourite(coordinate)]
            case .loadRain(let grid):
                return [.loadRain(grid)]
            case .settleRain(let grid):
                return [.settleRain(grid)]
            case .suspend:
                return [.suspend]
            case .quit:
                state.ending = state.map.ending ?? .quit
                return [.quit]
            }
        }
    }

    nonisolated private static func favouriteChanged(_ state: inout State, _ result: Result<FavouriteChange, WeatherError>) -> [Effect] {
        let words = state.words
        switch result {
        case .success(.added(let favourite)):
            if state.favourite(at: favourite.place) == nil { state.map.favourites.append(favourite) }
            state.message = words(.mapMessageAdded(name: favourite.place.displayName, numbered: ""))
        case .success(.already(let favourite)):
            if state.favourite(at: favourite.place) == nil { state.map.favourites.append(favourite) }
            state.message = words(.mapMessageAlready(name: favourite.place.displayName, numbered: ""))
        case .success(.removed(let favourite)):
            state.map.favourites.removeAll { $0.place.coordinate.spot == favourite.place.coordinate.spot }
            state.favourites.rows.removeAll { $0.favourite.place.coordinate.spot == favourite.place.coordinate.spot }
            state.favourites.selection = min(state.favourites.selection, max(state.favourites.rows.count - 1, 0))
            state.message = words(.appMessageRemoved(name: favourite.place.displayName))
        case .failure(let error):
            state.message = words(.mapMessageFailed(reason: WeatherErrorMessage(error).text))
        }
        return []
    }
}
