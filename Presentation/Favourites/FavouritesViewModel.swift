import Domain
import Observation

/// `wf fav ...`: one intent at a time, each ending in a state the CLI renders.
@MainActor
public final class FavouritesViewModel: ViewModel {
    public enum State: Hashable, Sendable {
        case idle
        case working
        case listed([FavouriteWeather])
        case added(Favourite)
        case alreadyFavourite(Favourite)
        /// The name fits several places; the user must pick one.
        case ambiguous(query: String, candidates: [Place])
        case removed(Favourite)
        case shown(PlaceReport)
        case failed(WeatherError)

        public var isFinished: Bool { self != .idle && self != .working }
    }

    public enum Event: Sendable {
        case list(Units)
        /// `name`: what to call the favourite instead of the geocoder's name.
        case add(String, pick: Int?, name: String? = nil)
        case remove(String)
        case show(String, Units)
        case finished(State)
    }

    /// The intents that need work; an outcome (`Event.finished`) never starts any.
    public enum Effect: Hashable, Sendable {
        case list(Units)
        case add(String, pick: Int?, name: String? = nil)
        case remove(String)
        case show(String, Units)
    }

    public struct Dependencies: Sendable {
        public var list: @Sendable (Units) async throws -> [FavouriteWeather]
        public var add: @Sendable (String, Int?, String?) async throws -> AddFavouriteUseCase.Outcome
        public var remove: @Sendable (String) async throws -> Favourite
        public var show: @Sendable (String, Units) async throws -> PlaceReport

        public init(list: @escaping @Sendable (Units) async throws -> [FavouriteWeather],
                    add: @escaping @Sendable (String, Int?, String?) async throws -> AddFavouriteUseCase.Outcome,
                    remove: @escaping @Sendable (String) async throws -> Favourite,
                    show: @escaping @Sendable (String, Units) async throws -> PlaceReport) {
            self.list = list
            self.add = add
            self.remove = remove
            self.show = show
        }
    }

    public enum EffectID: Hashable, Sendable { case intent }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(.idle, reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .finished(let outcome):
            state = outcome
            return []
        case .list(let units):
            state = .working
            return [.list(units)]
        case .add(let text, let pick, let name):
            state = .working
            return [.add(text, pick: pick, name: name)]
        case .remove(let text):
            state = .working
            return [.remove(text)]
        case .show(let text, let units):
            state = .working
            return [.show(text, units)]
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        .perform(.intent, { try await Self.perform(effect, dependencies) }, then: { result in
            switch result {
            case .success(let state): .finished(state)
            case .failure(let error): .finished(.failed(error))
            }
        })
    }

    /// The work an effect stands for, ending in the state it leads to (shared with `wf app`).
    nonisolated public static func perform(_ effect: Effect, _ dependencies: Dependencies) async throws -> State {
        switch effect {
        case .list(let units):
            return .listed(try await dependencies.list(units))
        case .add(let text, let pick, let name):
            return switch try await dependencies.add(text, pick, name) {
            case .added(let favourite): .added(favourite)
            case .alreadyFavourite(let favourite): .alreadyFavourite(favourite)
            case .ambiguous(let candidates): .ambiguous(query: text, candidates: candidates)
            }
        case .remove(let text):
            return .removed(try await dependencies.remove(text))
        case .show(let text, let units):
            return .shown(try await dependencies.show(text, units))
        }
    }
}
