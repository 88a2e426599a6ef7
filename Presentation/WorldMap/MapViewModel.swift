import Domain
import Foundation
import Observation

/// `wf map --interactive`: a cursor on the map; choosing a point twice opens its weather.
@MainActor
public final class MapViewModel: ViewModel {
    public enum Panel: Hashable, Sendable {
        case loading(Coordinate)
        /// The report of the point, as every view of a place has it: the weather, the air, the alerts.
        case weather(Coordinate, Result<PlaceReport, WeatherError>)
    }

    /// How the map ended: `q` (exit 0) or Ctrl-C (exit 130).
    public enum Ending: Hashable, Sendable {
        case quit, interrupted
    }

    public struct State: Hashable, Sendable {
        public var viewport: MapViewport
        public var cursor: Coordinate
        /// Map area in characters.
        public var width: Int
        public var height: Int
        /// Drawn as markers 1…9, a…z, in this order; a point added with `f` joins at the end.
        public var favourites: [Favourite]
        /// The configured location, drawn as `@`.
        public var here: Coordinate?
        public var panel: Panel?
        /// The list of keys, over the map, until the next key.
        public var showsKeys = false
        public var message: String?
        /// The share of today's budget spent, in whole per cent, once known: on the status line past half.
        public var budgetSpent: Int?
        /// The language of the messages.
        public var words: Phrasebook
        public var ending: Ending?
        /// `r`: the forecast rain over the view; nil when off.
        public var rain: RainLayer?
        public var isFinished: Bool { ending != nil }
        /// The last single choice, to recognise a double click or a double Enter.
        var lastChoice: Choice?

        struct Choice: Hashable, Sendable {
            var column: Int
            var row: Int
            var at: Date
        }

        public init(viewport: MapViewport = .world, width: Int, height: Int, favourites: [Favourite] = [], here: Coordinate? = nil,
                    words: Phrasebook = .english) {
            self.viewport = viewport
            self.words = words
            self.width = max(width, 1)
            self.height = max(height, 1)
            self.favourites = favourites
            self.here = here
            cursor = Coordinate(unchecked: viewport.centerLatitude, viewport.centerLongitude)
        }

        /// The air now where the panel is, once its report has come and when it could be had.
        public var panelAir: AirQualityUseCase.Result? {
            guard case .weather(_, .success(let report))? = panel else { return nil }
            return report.airQualityNow
        }

        /// The alerts in force where the panel is, as every report of a place has them; nil until they come.
        public var panelAlerts: Result<WeatherAlerts, WeatherError>? {
            guard case .weather(_, .success(let report))? = panel else { return nil }
            return report.alerts
        }

        public var cursorCell: (column: Int, row: Int)? {
            viewport.cell(for: cursor, width: width, height: height)
        }

        /// The favourites on screen now, with their 1-based numbers.
        public var favouritesInView: [(number: Int, favourite: Favourite)] {
            favourites.enumerated().compactMap { index, favourite in
                viewport.cell(for: favourite.place.coordinate, width: width, height: height) == nil ? nil : (index + 1, favourite)
            }
        }

        public var hereIsInView: Bool {
            here.map { viewport.cell(for: $0, width: width, height: height) != nil } ?? false
        }
    }

    public enum Event: Sendable {
        case input(MapInput, at: Date)
        case resized(width: Int, height: Int)
        case reportLoaded(Coordinate, Result<PlaceReport, WeatherError>)
        case favouriteAdded(Coordinate, Result<AddFavouriteUseCase.Outcome, WeatherError>)
        case rainLoaded(RainMapGrid, Result<RainMap, WeatherError>)
        /// Today's budget is `percent` spent (after a request, or as the view opens).
        case budgetSpent(Int)
    }

    public enum Effect: Hashable, Sendable {
        case showWeather(at: Coordinate)
        case addFavourite(Coordinate)
        /// The rain layer's map for the grid over the view, at once (`r`: asked on purpose).
        case loadRain(RainMapGrid)
        /// The same once the view has stayed still `RainLayer.settleDelay`: a newer one replaces it,
        /// so panning across the world asks for one grid, where it stops.
        case settleRain(RainMapGrid)
        /// Ctrl-Z: give the terminal back and stop until `fg`.
        case suspend
        case quit
    }

    public struct Dependencies: Sendable {
        /// The report of a point for the panel: its weather now, the air and the alerts.
        public var report: @Sendable (Coordinate) async -> Result<PlaceReport, WeatherError>
        public var addFavourite: @Sendable (Coordinate) async -> Result<AddFavouriteUseCase.Outcome, WeatherError>
        /// Runs synchronously: returns once the process has been continued.
        public var suspend: @MainActor @Sendable () -> Void
        public var rainMap: @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError>
        /// The clock a settling view waits on.
        public var sleep: @Sendable (Duration) async throws -> Void

        public init(report: @escaping @Sendable (Coordinate) async -> Result<PlaceReport, WeatherError>,
                    addFavourite: @escaping @Sendable (Coordinate) async -> Result<AddFavouriteUseCase.Outcome, WeatherError>,
                    suspend: @escaping @MainActor @Sendable () -> Void = {},
                    rainMap: @escaping @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError> = noRainMap,
                    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
            self.report = report
            self.addFavourite = addFavourite
            self.suspend = suspend
            self.rainMap = rainMap
            self.sleep = sleep
        }

        /// Where there is no rain map to ask.
        public static let noRainMap: @Sendable (RainMapGrid) async -> Result<RainMap, WeatherError> = { _ in .failure(.unexpected("no rain map")) }
    }

    /// Two choices of the same cell within this time are a double click.
    nonisolated public static let doubleChoiceInterval: TimeInterval = 0.5

    /// What an effect runs under: a point's favourite is its own, so adding another does not cancel it.
    public enum EffectID: Hashable, Sendable {
        case weather
        case favourite(String)
        case rain
    }

    public let store: Store<State, Event, Effect, EffectID>

    public init(state: State, dependencies: Dependencies) {
        store = Store(state, reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .resized(let width, let height):
            state.width = max(width, 1)
            state.height = max(height, 1)
            state.viewport = state.viewport.following(state.cursor, width: state.width, height: state.height)
            return followRain(&state)
        case .rainLoaded(let grid, let result):
            guard state.rain?.grid == grid else { return [] }
            state.rain?.map = result
            state.rain?.step(by: 0)
            return []
        case .budgetSpent(let percent):
            state.budgetSpent = percent
            return []
        case .reportLoaded(let coordinate, let result):
            guard case .loading(coordinate)? = state.panel else { return [] }
            state.panel = .weather(coordinate, result)
            return []
        case .favouriteAdded(let coordinate, let result):
            state.message = added(&state, coordinate, result)
            return []
        case .input(.interrupt, _):
            state.ending = .interrupted
            return [.quit]
        case .input(.suspend, _):
            return [.suspend]
        case .input(let input, let now):
            if state.showsKeys {
                // Any key closes the list of keys; it does nothing else.
                state.showsKeys = false
                return []
            }
            return state.panel == nil ? onMap(&state, input, now) : inPanel(&state, input)
        }
    }

    nonisolated private static func onMap(_ state: inout State, _ input: MapInput, _ now: Date) -> [Effect] {
        state.message = nil
        let stepLatitude = state.viewport.latitudeSpan / Double(state.height)
        let stepLongitude = state.viewport.longitudeSpan / Double(state.width)
        switch input {
        case .up: move(&state, latitude: stepLatitude, longitude: 0)
        case .down: move(&state, latitude: -stepLatitude, longitude: 0)
        case .left: move(&state, latitude: 0, longitude: -stepLongitude)
        case .right: move(&state, latitude: 0, longitude: stepLongitude)
        case .zoomIn: state.viewport = state.viewport.zoomed(by: 2, around: state.cursor)
        case .zoomOut: state.viewport = state.viewport.zoomed(by: 0.5, around: state.cursor)
        case .enter:
            guard let cell = state.cursorCell else { return [] }
            return choose(&state, column: cell.column, row: cell.row, now: now)
        case .click(let column, let row):
            let (x, y) = (column - 1, row - 1)
            guard (0..<state.width).contains(x), (0..<state.height).contains(y) else { return [] }
            state.cursor = state.viewport.coordinate(column: x, row: y, width: state.width, height: state.height)
            return choose(&state, column: x, row: y, now: now)
        case .quit:
            state.ending = .quit
            return [.quit]
        case .favourite:
            return [.addFavourite(state.cursor)]
        case .goToFavourite(let number):
            guard state.favourites.indices.contains(number - 1) else {
                let words = state.words
                state.message = switch state.favourites.count {
                case 0: words(.mapMessageNoFavourites)
                case 1: words(.mapMessageNoFavouriteOne(number: String(number)))
                case let count: words(.mapMessageNoFavourite(number: String(number), count: String(count)))
                }
                break
            }
            let favourite = state.favourites[number - 1]
            jump(&state, to: favourite.place.coordinate)
            state.message = "\(number)  \(favourite.place.displayName)  (\(favourite.place.coordinate.description))"
        case .goHere:
            guard let here = state.here else {
                state.message = state.words(.mapMessageNoLocation)
                break
            }
            jump(&state, to: here)
            state.message = "@  \(state.words(.mapHere))  (\(here.description))"
        case .keys:
            state.showsKeys = true
        case .rain:
            guard state.rain == nil else {
                state.rain = nil
                break
            }
            let grid = RainLayer.grid(for: state.viewport)
            state.rain = RainLayer(grid: grid)
            state.lastChoice = nil
            return [.loadRain(grid)]
        case .previousFrame:
            state.rain?.step(by: -1)
        case .nextFrame:
            state.rain?.step(by: 1)
        case .escape, .other, .interrupt, .suspend:
            // Esc closes the weather panel only: on the bare map, q quits.
            break
        }
        state.lastChoice = nil
        return followRain(&state)
    }

    /// The rain layer, when on, over the view as it is now: a view zoomed, or moved by half its
    /// size or more, has a new grid, asked for once the view settles; a smaller move keeps the grid.
    nonisolated private static func followRain(_ state: inout State) -> [Effect] {
        guard let layer = state.rain else { return [] }
        let grid = RainLayer.grid(for: state.viewport)
        guard grid != layer.grid, !layer.stillServes(state.viewport) else { return [] }
        state.rain = RainLayer(grid: grid, frame: layer.frame)
        return [.settleRain(grid)]
    }

    nonisolated private static func inPanel(_ state: inout State, _ input: MapInput) -> [Effect] {
        switch input {
        case .escape, .quit, .enter:
            state.panel = nil
            state.lastChoice = nil
            return []
        case .keys:
            state.showsKeys = true
            return []
        case .favourite:
            switch state.panel {
            case .weather(let coordinate, _)?, .loading(let coordinate)?: return [.addFavourite(coordinate)]
            case nil: return []
            }
        default:
            return []
        }
    }

    /// The message for an added favourite; a new one joins the markers at once.
    nonisolated private static func added(_ state: inout State, _ coordinate: Coordinate,
                                          _ result: Result<AddFavouriteUseCase.Outcome, WeatherError>) -> String {
        func number(of favourite: Favourite) -> Int? {
            state.favourites.firstIndex { $0.place.coordinate.spot == favourite.place.coordinate.spot }.map { $0 + 1 }
        }
        switch result {
        case .success(.added(let favourite)), .success(.alreadyFavourite(let favourite)):
            let isNew = number(of: favourite) == nil
            if isNew { state.favourites.append(favourite) }
            let name = favourite.place.displayName, numbered = number(of: favourite).map { " (\($0))" } ?? ""
            guard case .success(.added) = result, isNew else { return state.words(.mapMessageAlready(name: name, numbered: numbered)) }
            return state.words(.mapMessageAdded(name: name, numbered: numbered))
        case .success(.ambiguous):
            return state.words(.mapMessageAmbiguous(coordinate: coordinate.description))
        case .failure(let error):
            return state.words(.mapMessageFailed(reason: WeatherErrorMessage(error).text))
        }
    }

    nonisolated private static func move(_ state: inout State, latitude: Double, longitude: Double) {
        let moved = Coordinate(unchecked: min(max(state.cursor.latitude + latitude, -89.99), 89.99),
                               MapViewport.wrap(state.cursor.longitude + longitude))
        state.cursor = moved
        state.viewport = state.viewport.following(moved, width: state.width, height: state.height)
    }

    /// The cursor to a point, the view following it when it is off screen.
    nonisolated private static func jump(_ state: inout State, to point: Coordinate) {
        state.cursor = point
        state.viewport = state.viewport.following(point, width: state.width, height: state.height)
    }

    /// The second choice of the same cell in time opens the weather there.
    nonisolated private static func choose(_ state: inout State, column: Int, row: Int, now: Date) -> [Effect] {
        if let last = state.lastChoice, last.column == column, last.row == row,
           now.timeIntervalSince(last.at) <= doubleChoiceInterval, now >= last.at {
            state.lastChoice = nil
            // A favourite's marker chosen is the favourite: its weather, under its name.
            if let favourite = state.favourites.first(where: { state.viewport.cell(for: $0.place.coordinate, width: state.width, height: state.height).map { $0 == (column, row) } == true }) {
                state.cursor = favourite.place.coordinate
            }
            state.panel = .loading(state.cursor)
            return [.showWeather(at: state.cursor)]
        }
        state.lastChoice = State.Choice(column: column, row: row, at: now)
        return []
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .showWeather(let coordinate):
            let report = dependencies.report
            return .run(.weather) { send in await send(.reportLoaded(coordinate, await report(coordinate))) }
        case .addFavourite(let coordinate):
            let add = dependencies.addFavourite
            return .run(.favourite(coordinate.spot.key)) { send in await send(.favouriteAdded(coordinate, await add(coordinate))) }
        case .loadRain(let grid):
            let rainMap = dependencies.rainMap
            return .run(.rain) { send in await send(.rainLoaded(grid, await rainMap(grid))) }
        case .settleRain(let grid):
            let (rainMap, sleep) = (dependencies.rainMap, dependencies.sleep)
            return .run(.rain) { send in
                guard (try? await sleep(RainLayer.settleDelay)) != nil, !Task.isCancelled else { return }
                await send(.rainLoaded(grid, await rainMap(grid)))
            }
        case .suspend:
            return .now(dependencies.suspend)
        case .quit:
            return .cancelAll
        }
    }
}
