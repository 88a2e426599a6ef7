import Domain
import Foundation

/// `wf hourly`: idle → loading → loaded(the points to show, from the forecast) | failed(error).
public typealias HourlyViewModel = LoadViewModel<HourlyLoad>

public enum HourlyLoad: LoadFeature {
    public static func value(of answer: HourlyForecastUseCase.Result, for request: HourlyRequest, at now: Date) -> HourlyReport {
        HourlyReport(forecast: answer.forecast, points: answer.forecast.value.hours(request.hours, from: now), locatedByIP: answer.locatedByIP,
                     confidence: answer.confidence)
    }
}

extension HourlyViewModel.Dependencies where Feature == HourlyLoad {
    public init(_ useCase: HourlyForecastUseCase, now: @escaping @Sendable () -> Date = Date.init) {
        self.init(fetch: { try await useCase.execute($0.location, hours: $0.hours, units: $0.units, policy: $0.refresh ? .refresh : .preferCache) },
                  now: now)
    }
}

public struct HourlyRequest: Equatable, Sendable {
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
public struct HourlyReport: Equatable, Sendable {
    public var forecast: Sourced<Forecast>
    public var points: [HourlyForecast]
    public var locatedByIP: LocatedByIP?
    /// How sure the hours are (`Confidence`), or why it could not be had; nil when not asked for.
    public var confidence: Result<Confidence, WeatherError>?

    public init(forecast: Sourced<Forecast>, points: [HourlyForecast], locatedByIP: LocatedByIP? = nil,
                confidence: Result<Confidence, WeatherError>? = nil) {
        self.forecast = forecast
        self.points = points
        self.locatedByIP = locatedByIP
        self.confidence = confidence
    }

    /// The ensemble's answer, when it came.
    public var confidenceNow: Confidence? {
        guard case .success(let confidence)? = confidence else { return nil }
        return confidence
    }
}
