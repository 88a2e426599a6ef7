import Domain
import Foundation
import Observation

/// `wf hourly`: idle → loading → loaded(the points to show, from the forecast) | failed(error).
@MainActor
public final class HourlyViewModel: ViewModel {
    public struct Request: Equatable, Sendable {
        public var location: LocationSetting?
        public var hours: Int
        public var units: Units
        public var refresh: Bool

        public init(location: LocationSetting?, hours: Int, units: Units, refresh: Bool = false) {
            self.location = location
            self.hours = hours
            self.units = units
            self.refresh = refresh
        }
    }

    /// The forecast and the points of it that the request asked for.
    public struct Hours: Equatable, Sendable {
        public var forecast: Sourced<Forecast>
        public var points: [HourlyForecast]
        public var locatedByIP: LocatedByIP?

        public init(forecast: Sourced<Forecast>, points: [HourlyForecast], locatedByIP: LocatedByIP? = nil) {
            self.forecast = forecast
            self.points = points
            self.locatedByIP = locatedByIP
        }
    }

    public typealias State = LoadState<Hours>

    public enum Event: Sendable {
        case load(Request)
        case received(Result<HourlyForecastUseCase.Result, WeatherError>, hours: Int)
    }

    public enum Effect: Equatable, Sendable {
        case fetch(Request)
    }

    public struct Dependencies: Sendable {
        public var forecast: @Sendable (_ location: LocationSetting?, _ hours: Int, Units, CachePolicy) async throws -> HourlyForecastUseCase.Result
        public var now: @Sendable () -> Date

        public init(forecast: @escaping @Sendable (_ location: LocationSetting?, _ hours: Int, Units, CachePolicy) async throws -> HourlyForecastUseCase.Result,
                    now: @escaping @Sendable () -> Date = Date.init) {
            self.forecast = forecast
            self.now = now
        }

        public init(_ useCase: HourlyForecastUseCase, now: @escaping @Sendable () -> Date = Date.init) {
            self.init(forecast: { try await useCase.execute($0, hours: $1, units: $2, policy: $3) }, now: now)
        }
    }

    public enum EffectID: Hashable, Sendable { case fetch }

    public let store: Store<State, Event, Effect, EffectID>

    public init(dependencies: Dependencies) {
        store = Store(.idle, reduce: { Self.reduce(&$0, $1, now: dependencies.now()) }, run: { Self.run($0, dependencies) })
    }

    nonisolated public static func reduce(_ state: inout State, _ event: Event, now: Date) -> [Effect] {
        switch event {
        case .load(let request):
            state.begin(.fetch(request))
        case .received(let answer, let hours):
            state.finish(answer) { Hours(forecast: $0.forecast, points: $0.forecast.value.hours(hours, from: now), locatedByIP: $0.locatedByIP) }
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let request):
            let forecast = dependencies.forecast
            return .perform(.fetch, {
                try await forecast(request.location, request.hours, request.units, request.refresh ? .refresh : .preferCache)
            }, then: { .received($0, hours: request.hours) })
        }
    }
}
