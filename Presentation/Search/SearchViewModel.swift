import Domain
import Observation

/// `wf search`: idle → loading → loaded(forecast, source) | failed(error).
@MainActor
public final class SearchViewModel: ViewModel {
    public typealias State = LoadState<Sourced<Forecast>>

    public enum Event: Sendable {
        case search(String, days: Int = Forecast.defaultDays, units: Units, refresh: Bool, pick: Int? = nil)
        case received(Result<Sourced<Forecast>, WeatherError>)
    }

    public enum Effect: Equatable, Sendable {
        /// The query has passed the 3-character rule here; the use case does not check it again.
        case fetch(query: SearchQuery, days: Int, units: Units, policy: CachePolicy, pick: Int? = nil)
    }

    /// The use case as a closure, so tests swap it in one line.
    public struct Dependencies: Sendable {
        public var search: @Sendable (_ query: SearchQuery, _ days: Int, _ pick: Int?, Units, CachePolicy) async throws -> Sourced<Forecast>

        public init(search: @escaping @Sendable (_ query: SearchQuery, _ days: Int, _ pick: Int?, Units, CachePolicy) async throws -> Sourced<Forecast>) {
            self.search = search
        }

        public init(_ useCase: SearchForecastUseCase) {
            search = { try await useCase.execute($0, days: $1, pick: $2, units: $3, policy: $4) }
        }
    }

    public enum EffectID: Hashable, Sendable { case fetch }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(.idle, reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .search(let raw, let days, let units, let refresh, let pick):
            // The rule lives in the use case; checking here too means no loading flash for a short query.
            do {
                let query = try SearchQuery.validated(raw)
                return state.begin(.fetch(query: query, days: days, units: units, policy: refresh ? .refresh : .preferCache, pick: pick))
            } catch {
                state = .failed(error)
                return []
            }
        case .received(let answer):
            return state.finish(answer) { $0 }
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let query, let days, let units, let policy, let pick):
            let search = dependencies.search
            return .perform(.fetch, { try await search(query, days, pick, units, policy) }, then: Event.received)
        }
    }
}
