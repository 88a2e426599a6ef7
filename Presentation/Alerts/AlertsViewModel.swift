import Domain
import Foundation
import Observation

/// `wf alerts`: idle → loading → loaded(the alerts in force) | failed(error).
@MainActor
public final class AlertsViewModel: ViewModel {
    public struct Request: Equatable, Sendable {
        public var location: LocationSetting?
        public var refresh: Bool

        public init(location: LocationSetting?, refresh: Bool = false) {
            self.location = location
            self.refresh = refresh
        }
    }

    public typealias Report = AlertsUseCase.Result
    public typealias State = LoadState<Report>

    public enum Event: Sendable {
        case load(Request)
        case received(Result<Report, WeatherError>)
    }

    public enum Effect: Equatable, Sendable {
        case fetch(Request)
    }

    public struct Dependencies: Sendable {
        public var alerts: @Sendable (LocationSetting?, CachePolicy) async throws -> Report

        public init(alerts: @escaping @Sendable (LocationSetting?, CachePolicy) async throws -> Report) {
            self.alerts = alerts
        }

        public init(_ useCase: AlertsUseCase) {
            self.init(alerts: { try await useCase.execute($0, policy: $1) })
        }
    }

    public enum EffectID: Hashable, Sendable { case fetch }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(.idle, reduce: Self.reduce, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .load(let request): state.begin(.fetch(request))
        case .received(let answer): state.finish(answer) { $0 }
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let request):
            let alerts = dependencies.alerts
            return .perform(.fetch, { try await alerts(request.location, request.refresh ? .refresh : .preferCache) }, then: Event.received)
        }
    }
}
