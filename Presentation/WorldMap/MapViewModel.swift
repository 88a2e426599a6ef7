import Domain
import Foundation
import Observation

/// `wf map --interactive`: a cursor on the map; choosing a point twice opens its weather.
@MainActor @Observable
public final class MapViewModel {
    public enum Panel: Hashable, Sendable {
        case loading(Coordinate)
        case weather(Coordinate, Result<Sourced<CurrentWeather>, WeatherError>)
    }

    public struct State: Hashable, Sendable {
        public var viewport: MapViewport
        public var cursor: Coordinate
        /// Map area in characters.
        public var width: Int
        public var height: Int
        public var panel: Panel?
        public var message: String?
        public var isFinished = false
        /// The last single choice, to recognise a double click or a double Enter.
        var lastChoice: Choice?

        struct Choice: Hashable, Sendable {
            var column: Int
            var row: Int
            var at: Date
        }

        public init(viewport: MapViewport = .world, width: Int, height: Int) {
            self.viewport = viewport
            self.width = width
            self.height = height
            cursor = Coordinate(unchecked: viewport.centerLatitude, viewport.centerLongitude)
        }

        public var cursorCell: (column: Int, row: Int)? {
            viewport.cell(for: cursor, width: width, height: height)
        }
    }

    public enum Event: Sendable {
        case input(MapInput, at: Date)
        case resized(width: Int, height: Int)
        case weatherLoaded(Coordinate, Result<Sourced<CurrentWeather>, WeatherError>)
        case favouriteAdded(Result<String, WeatherError>)
    }

    public enum Effect: Hashable, Sendable {
        case showWeather(at: Coordinate)
        case addFavourite(Coordinate)
        case quit
    }

    public struct Dependencies: Sendable {
        public var currentWeather: @Sendable (Coordinate) async -> Result<Sourced<CurrentWeather>, WeatherError>
        public var addFavourite: @Sendable (Coordinate) async -> Result<String, WeatherError>

        public init(currentWeather: @escaping @Sendable (Coordinate) async -> Result<Sourced<CurrentWeather>, WeatherError>,
                    addFavourite: @escaping @Sendable (Coordinate) async -> Result<String, WeatherError>) {
            self.currentWeather = currentWeather
            self.addFavourite = addFavourite
        }
    }

    /// Two choices of the same cell within this time are a double click.
    nonisolated public static let doubleChoiceInterval: TimeInterval = 0.5

    public private(set) var state: State
    private let dependencies: Dependencies
    @ObservationIgnored private let effects = EffectRunner<String>()

    public init(state: State, dependencies: Dependencies) {
        self.state = state
        self.dependencies = dependencies
    }

    public func send(_ event: Event) {
        for effect in Self.reduce(&state, event) {
            run(effect)
        }
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .resized(let width, let height):
            state.width = max(width, 1)
            state.height = max(height, 1)
            return []
        case .weatherLoaded(let coordinate, let result):
            guard case .loading(coordinate)? = state.panel else { return [] }
            state.panel = .weather(coordinate, result)
            return []
        case .favouriteAdded(let result):
            state.message = switch result {
            case .success(let message): message
            case .failure(let error): "Could not add: \(WeatherErrorMessage(error).text)"
            }
            return []
        case .input(let input, let now):
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
        case .quit, .escape, .interrupt:
            state.isFinished = true
            return [.quit]
        case .favourite:
            return [.addFavourite(state.cursor)]
        }
        state.lastChoice = nil
        return []
    }

    nonisolated private static func inPanel(_ state: inout State, _ input: MapInput) -> [Effect] {
        switch input {
        case .escape, .quit, .enter:
            state.panel = nil
            state.lastChoice = nil
            return []
        case .interrupt:
            state.isFinished = true
            return [.quit]
        case .favourite:
            switch state.panel {
            case .weather(let coordinate, _)?, .loading(let coordinate)?: return [.addFavourite(coordinate)]
            case nil: return []
            }
        default:
            return []
        }
    }

    nonisolated private static func move(_ state: inout State, latitude: Double, longitude: Double) {
        let moved = Coordinate(unchecked: min(max(state.cursor.latitude + latitude, -89.99), 89.99),
                               MapViewport.wrap(state.cursor.longitude + longitude))
        state.cursor = moved
        state.viewport = state.viewport.following(moved, width: state.width, height: state.height)
    }

    /// The second choice of the same cell in time opens the weather there.
    nonisolated private static func choose(_ state: inout State, column: Int, row: Int, now: Date) -> [Effect] {
        if let last = state.lastChoice, last.column == column, last.row == row,
           now.timeIntervalSince(last.at) <= doubleChoiceInterval, now >= last.at {
            state.lastChoice = nil
            state.panel = .loading(state.cursor)
            return [.showWeather(at: state.cursor)]
        }
        state.lastChoice = State.Choice(column: column, row: row, at: now)
        return []
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .showWeather(let coordinate):
            let load = dependencies.currentWeather
            effects.run("weather") { [weak self] in
                let result = await load(coordinate)
                guard !Task.isCancelled else { return }
                self?.send(.weatherLoaded(coordinate, result))
            }
        case .addFavourite(let coordinate):
            let add = dependencies.addFavourite
            effects.run("favourite") { [weak self] in
                let result = await add(coordinate)
                self?.send(.favouriteAdded(result))
            }
        case .quit:
            effects.cancelAll()
        }
    }
}
