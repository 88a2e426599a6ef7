import Domain
import Foundation
import Observation

/// `wf air`: idle → loading → loaded(the reading now and the hours asked for) | failed(error).
@MainActor
public final class AirQualityViewModel: ViewModel {
    public struct Request: Equatable, Sendable {
        public var location: LocationSetting?
        public var hours: Int
        /// Nil: the place's own scale.
        public var scale: AirQualityScale?
        public var refresh: Bool

        public init(location: LocationSetting?, hours: Int, scale: AirQualityScale?, refresh: Bool = false) {
            self.location = location
            self.hours = hours
            self.scale = scale
            self.refresh = refresh
        }
    }

    /// What `wf air` shows: the answer, the scale, and the hours of it the request asked for.
    public struct Report: Equatable, Sendable {
        public var airQuality: Sourced<AirQuality>
        public var scale: AirQualityScale
        public var hours: [AirQualityReading]
        public var locatedByIP: LocatedByIP?

        public init(airQuality: Sourced<AirQuality>, scale: AirQualityScale, hours: [AirQualityReading], locatedByIP: LocatedByIP? = nil) {
            self.airQuality = airQuality
            self.scale = scale
            self.hours = hours
            self.locatedByIP = locatedByIP
        }

        /// The reading now: the source's current one; offline, the copy's hour in progress, when it has it.
        public var now: AirQualityReading {
            guard case .offline = airQuality.source, let hour = hours.first else { return airQuality.value.current }
            return hour
        }

        /// Its band on the scale shown.
        public var band: AirQualityBand? { now.band(on: scale) }
    }

    public typealias State = LoadState<Report>

    public enum Event: Sendable {
        case load(Request)
        case received(Result<AirQualityUseCase.Result, WeatherError>, hours: Int)
    }

    public enum Effect: Equatable, Sendable {
        case fetch(Request)
    }

    public struct Dependencies: Sendable {
        public var airQuality: @Sendable (_ location: LocationSetting?, _ hours: Int, AirQualityScale?, CachePolicy) async throws -> AirQualityUseCase.Result
        public var now: @Sendable () -> Date

        public init(airQuality: @escaping @Sendable (_ location: LocationSetting?, _ hours: Int, AirQualityScale?, CachePolicy) async throws -> AirQualityUseCase.Result,
                    now: @escaping @Sendable () -> Date = Date.init) {
            self.airQuality = airQuality
            self.now = now
        }

        public init(_ useCase: AirQualityUseCase, now: @escaping @Sendable () -> Date = Date.init) {
            self.init(airQuality: { try await useCase.execute($0, hours: $1, scale: $2, policy: $3) }, now: now)
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
            state.finish(answer) {
                Report(airQuality: $0.airQuality, scale: $0.scale, hours: $0.airQuality.value.hours(hours, from: now), locatedByIP: $0.locatedByIP)
            }
        }
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .fetch(let request):
            let airQuality = dependencies.airQuality
            return .perform(.fetch, {
                try await airQuality(request.location, request.hours, request.scale, request.refresh ? .refresh : .preferCache)
            }, then: { .received($0, hours: request.hours) })
        }
    }
}
