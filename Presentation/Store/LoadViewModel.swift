import Domain
import Foundation

/// What a view that loads once needs to say: what it asks for, what the answer is, and what it makes
/// of the answer for the request at the time the answer came. `wf air`, `wf alerts`, `wf hourly`
/// and `wf search` are each one of these and nothing more.
public protocol LoadFeature: Sendable {
    associatedtype Request: Equatable & Sendable
    associatedtype Answer: Sendable
    associatedtype Value: Sendable

    /// Why the request cannot be sent (a query too short), or nil; checked before anything shows loading.
    static func problem(with request: Request) -> WeatherError?
    static func value(of answer: Answer, for request: Request, at now: Date) -> Value
}

extension LoadFeature {
    public static func problem(with request: Request) -> WeatherError? { nil }
}

extension LoadFeature where Answer == Value {
    public static func value(of answer: Answer, for request: Request, at now: Date) -> Value { answer }
}

/// A view that loads once: idle → loading → loaded(the feature's value) | failed(error).
@MainActor
public final class LoadViewModel<Feature: LoadFeature>: ViewModel {
    public typealias Request = Feature.Request
    public typealias State = LoadState<Feature.Value>

    public enum Event: Sendable {
        case load(Request)
        case received(Result<Feature.Answer, WeatherError>, for: Request)
    }

    public enum Effect: Equatable, Sendable {
        case fetch(Request)
    }

    public enum EffectID: Hashable, Sendable { case fetch }

    /// The fetch as a closure, so tests swap it in one line.
    public struct Dependencies: Sendable {
        public var fetch: @Sendable (Request) async throws -> Feature.Answer
        public var now: @Sendable () -> Date

        public init(fetch: @escaping @Sendable (Request) async throws -> Feature.Answer, now: @escaping @Sendable () -> Date = Date.init) {
            self.fetch = fetch
            self.now = now
        }
    }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(.idle, reduce: { Self.reduce(&$0, $1, now: dependencies.now()) }, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event, now: Date) -> [Effect] {
        switch event {
        case .load(let request):
            if let problem = Feature.problem(with: request) {
                state = .failed(problem)
                return []
            }
            return state.begin(.fetch(request))
        case .received(let answer, let request):
            return state.finish(answer) { Feature.value(of: $0, for: request, at: now) }
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let request):
            let fetch = dependencies.fetch
            return .perform(.fetch, { try await fetch(request) }, then: { .received($0, for: request) })
        }
    }
}
