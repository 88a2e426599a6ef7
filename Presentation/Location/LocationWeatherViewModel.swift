import Domain
import Foundation
import Observation

/// `wf at` and `wf here`: load once, or keep the report fresh while watching.
@MainActor
public final class LocationWeatherViewModel: ViewModel {
    public enum Phase: Hashable, Sendable {
        case idle
        case loading
        case loaded(PlaceReport)
        case failed(WeatherError)
    }

    /// Why the report shown is not a fresh one: the provider's reason for an offline copy, or the
    /// error a refresh ended in (the front end words it, with its own remedies).
    public enum RefreshFailure: Hashable, Sendable {
        case offline(String)
        case failed(WeatherError)
    }

    public struct State: Hashable, Sendable {
        public var phase: Phase = .idle
        /// Set while showing the last good report after a refresh failed.
        public var refreshFailure: RefreshFailure?
        public var consecutiveFailures = 0
        /// Nil when not watching.
        public var watchInterval: Duration?

        public init() {}

        /// A one-shot load is over; a watch never is.
        public var isFinished: Bool {
            guard watchInterval == nil else { return false }
            switch phase {
            case .loaded, .failed: return true
            case .idle, .loading: return false
            }
        }
    }

    public enum Event: Sendable {
        /// `refresh` fetches even when a fresh copy is cached (`--refresh`); otherwise the first
        /// load may be answered from the cache. Watch refreshes always fetch.
        case start(watch: Duration?, refresh: Bool = false)
        case refreshDue
        case received(Result<PlaceReport, WeatherError>)
    }

    public enum Effect: Hashable, Sendable {
        case fetch(CachePolicy)
        case scheduleRefresh(after: Duration)
    }

    public struct Dependencies: Sendable {
        public var load: @Sendable (CachePolicy) async throws -> PlaceReport
        public var sleep: @Sendable (Duration) async throws -> Void

        public init(load: @escaping @Sendable (CachePolicy) async throws -> PlaceReport,
                    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
            self.load = load
            self.sleep = sleep
        }
    }

    /// First retry after a failed refresh; doubles each time, capped at the watch interval.
    nonisolated public static let retryBase: Duration = .seconds(5)

    public enum EffectID: Hashable, Sendable { case fetch, refresh }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(State(), reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .start(let watch, let refresh):
            state = State()
            state.watchInterval = watch
            state.phase = .loading
            return [.fetch(refresh ? .refresh : .preferCache)]

        case .refreshDue:
            return [.fetch(.refresh)]

        case .received(.success(let report)):
            state.phase = .loaded(report)
            if let reason = report.offlineReason {
                state.refreshFailure = .offline(reason)
                state.consecutiveFailures += 1
            } else {
                state.refreshFailure = nil
                state.consecutiveFailures = 0
            }
            return nextRefresh(state)

        case .received(.failure(let error)):
            state.consecutiveFailures += 1
            if case .loaded = state.phase {
                state.refreshFailure = .failed(error)
            } else {
                state.phase = .failed(error)
            }
            // Input and configuration errors will not fix themselves by waiting.
            return error.isWorthRetrying ? nextRefresh(state) : []
        }
    }

    nonisolated private static func nextRefresh(_ state: State) -> [Effect] {
        guard let interval = state.watchInterval else { return [] }
        guard state.consecutiveFailures > 0 else { return [.scheduleRefresh(after: interval)] }
        let exponent = min(state.consecutiveFailures - 1, 16)
        let backoff = retryBase * (1 << exponent)
        return [.scheduleRefresh(after: min(backoff, interval))]
    }

    public func stop() {
        store.cancelAll()
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let policy):
            let load = dependencies.load
            return .perform(.fetch, { try await load(policy) }, then: Event.received)
        case .scheduleRefresh(let delay):
            return .after(delay, on: dependencies.sleep, .refresh, send: .refreshDue)
        }
    }
}
