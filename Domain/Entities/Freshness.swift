import Foundation

/// When cached weather may be shown without asking the provider again.
public struct Freshness: Sendable {
    /// The user's offset from UTC: a forecast fetched today is valid until local midnight.
    public var utcOffset: UTCOffset
    /// How long current conditions stay current.
    public var currentWeatherMaxAge: TimeInterval

    public init(utcOffset: UTCOffset = .system, currentWeatherMaxAge: TimeInterval = 600) {
        self.utcOffset = utcOffset
        self.currentWeatherMaxAge = currentWeatherMaxAge
    }

    public init(timeZone: TimeZone, currentWeatherMaxAge: TimeInterval = 600) {
        self.init(utcOffset: UTCOffset(timeZone), currentWeatherMaxAge: currentWeatherMaxAge)
    }

    /// A forecast is valid for the calendar day on which it was fetched.
    public func isForecastValid(fetchedAt: Date, now: Date) -> Bool {
        CalendarDay(fetchedAt, utcOffsetSeconds: utcOffset.seconds(fetchedAt))
            == CalendarDay(now, utcOffsetSeconds: utcOffset.seconds(now)) && fetchedAt <= now
    }

    /// Current conditions stay current for `currentWeatherMaxAge`, or, when the provider says when
    /// its answer expires (`validUntil`), until then and no longer, however near or far that is.
    public func isCurrentWeatherValid(fetchedAt: Date, now: Date, validUntil: Date? = nil) -> Bool {
        guard fetchedAt <= now else { return false }
        guard let validUntil else { return now.timeIntervalSince(fetchedAt) < currentWeatherMaxAge }
        return now < validUntil
    }
}
