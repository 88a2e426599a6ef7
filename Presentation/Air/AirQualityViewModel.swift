import Domain
import Foundation

/// `wf air`: idle → loading → loaded(the reading now and the hours asked for) | failed(error).
public typealias AirQualityViewModel = LoadViewModel<AirQualityLoad>

public enum AirQualityLoad: LoadFeature {
    public static func value(of answer: AirQualityUseCase.Result, for request: AirQualityRequest, at now: Date) -> AirQualityReport {
        AirQualityReport(airQuality: answer.airQuality, scale: answer.scale, hours: answer.airQuality.value.hours(request.hours, from: now),
                         locatedByIP: answer.locatedByIP)
    }
}

extension AirQualityViewModel.Dependencies where Feature == AirQualityLoad {
    public init(_ useCase: AirQualityUseCase, now: @escaping @Sendable () -> Date = Date.init) {
        self.init(fetch: { try await useCase.execute($0.location, hours: $0.hours, scale: $0.scale, policy: $0.refresh ? .refresh : .preferCache) },
                  now: now)
    }
}

public struct AirQualityRequest: Equatable, Sendable {
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
public struct AirQualityReport: Equatable, Sendable {
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
