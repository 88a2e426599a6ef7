import Foundation

/// When cached weather may be shown without asking the provider again.
public struct Freshness: Sendable {
    /// The user's time zone: a forecast fetched today is valid until local midnight.
    public var timeZone: TimeZone
    /// How long current conditions stay current.
    public var currentWeatherMaxAge: TimeInterval

    public init(timeZone: TimeZone = .current, currentWeatherMaxAge: TimeInterval = 600) {
        self.timeZone = timeZone
        self.currentWeatherMaxAge = currentWeatherMaxAge
    }

    /// A forecast is valid for the calendar day on which it was fetched.
    public func isForecastValid(fetchedAt: Date, now: Date) -> Bool {
        CalendarDay(fetchedAt, in: timeZone) == CalendarDay(now, in: timeZone) && fetchedAt <= now
    }

    public func isCurrentWeatherValid(fetchedAt: Date, now: Date) -> Bool {
        fetchedAt <= now && now.timeIntervalSince(fetchedAt) < currentWeatherMaxAge
    }
}
