import Domain
import Foundation
import Observation

/// `wf alerts`: idle → loading → loaded(the alerts in force) | failed(error).
@MainActor @Observable
public final class AlertsViewModel {
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

    public private(set) var state: State = .idle
    private let dependencies: Dependencies
    @ObservationIgnored private let effects = EffectRunner<String>()

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func send(_ event: Event) {
        for effect in Self.reduce(&state, event) {
            run(effect)
        }
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .load(let request):
            state = .loading
            return [.fetch(request)]
        case .received(.success(let report)):
            state = .loaded(report)
            return []
        case .received(.failure(let error)):
            state = .failed(error)
            return []
        }
    }

    private func run(_ effect: Effect) {
        switch effect {
        case .fetch(let request):
            let alerts = dependencies.alerts
            effects.perform("fetch", { try await alerts(request.location, request.refresh ? .refresh : .preferCache) }) { [weak self] in
                self?.send(.received($0))
            }
        }
    }
}
