/// `wf hourly`: the forecast's hourly points for a place, a coordinate, or where the user is.
public struct HourlyForecastUseCase: Sendable {
    public static let hourRange = 1...168
    public static let defaultHours = 24

    let forecasts: any ForecastRepository

    public init(forecasts: any ForecastRepository) {
        self.forecasts = forecasts
    }

    /// Throws `locationNotSet` before any request when there is no place and no location.
    public func execute(_ location: LocationSetting?, hours: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        guard Self.hourRange.contains(hours) else {
            throw WeatherError.invalidInput("--hours must be a whole number from 1 to 168")
        }
        let days = Self.days(covering: hours)
        switch location {
        case nil:
            throw WeatherError.locationNotSet
        case .coordinate(let coordinate)?:
            return try await forecasts.forecast(for: Place(name: coordinate.description, coordinate: coordinate),
                                                days: days, units: units, policy: policy)
        case .place(let name)?:
            let query = try SearchForecastUseCase.validated(name)
            return try await forecasts.forecast(for: query, days: days, units: units, policy: policy)
        }
    }

    /// Enough days for `hours` from any time of today, and never fewer than a search asks for,
    /// so that `wf hourly` and `wf search` share one cached copy.
    static func days(covering hours: Int) -> Int {
        min(max(Forecast.defaultDays, hours / 24 + 2), SearchForecastUseCase.dayRange.upperBound)
    }
}
