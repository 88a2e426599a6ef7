import Foundation

/// A value of the forecast at its hour: the lowest temperature of the night, the strongest gust.
public struct ForecastPeak: Hashable, Sendable {
    public var value: Double
    public var time: Date

    public init(value: Double, time: Date) {
        self.value = value
        self.time = time
    }
}

/// The steepest fall of sea-level pressure the forecast shows: `amount` (in the forecast's
/// units, hPa or inHg) from `from` to `to`.
public struct PressureFall: Hashable, Sendable {
    public var amount: Double
    public var from: Date
    public var to: Date

    public init(amount: Double, from: Date, to: Date) {
        self.amount = amount
        self.from = from
        self.to = to
    }
}

/// What the thresholds of `wf notify` and the codes `%F` and `%G` read from the hourly forecast,
/// on the place's clock (the forecast's UTC offset).
extension Forecast {
    /// Tonight runs from 18:00 to 09:00 the next morning; before 09:00 it is the night in progress.
    public static let eveningHour = 18
    public static let morningHour = 9
    /// A frost watch speaks from noon: early enough to cover plants, late enough for a sure forecast.
    public static let frostWarningHour = 12

    /// The night a frost watch looks at, at `now`: from `start` (or the hour in progress, if later)
    /// until `end`; `evening` is the day it began.
    public func tonight(at now: Date) -> (start: Date, end: Date, evening: CalendarDay) {
        let day = CalendarDay(now, utcOffsetSeconds: utcOffsetSeconds)
        let midnight = Date(timeIntervalSince1970: Double(day.daysSinceEpoch * 86_400 - utcOffsetSeconds))
        let hour = { (hours: Int) in midnight.addingTimeInterval(Double(hours) * 3600) }
        if now < hour(Self.morningHour) {
            return (now, hour(Self.morningHour), CalendarDay(daysSinceEpoch: day.daysSinceEpoch - 1))
        }
        return (max(now, hour(Self.eveningHour)), hour(24 + Self.morningHour), day)
    }

    /// The hour of the place at `now`, 0 to 23.
    public func localHour(at now: Date) -> Int {
        let seconds = Int(now.timeIntervalSince1970.rounded(.down)) + utcOffsetSeconds
        return ((seconds % 86_400 + 86_400) % 86_400) / 3600
    }

    /// The lowest temperature of tonight (`tonight(at:)`), when the forecast reaches it.
    public func lowestTonight(at now: Date) -> ForecastPeak? {
        let night = tonight(at: now)
        return points(from: night.start, to: night.end)
            .min { $0.temperature < $1.temperature }
            .map { ForecastPeak(value: $0.temperature, time: $0.time) }
    }

    /// The strongest gust in the `hours` from the hour in progress, in the forecast's units.
    public func strongestGust(within hours: Int = 12, from now: Date) -> ForecastPeak? {
        self.hours(hours, from: now)
            .compactMap { point in point.wind.gusts.map { ForecastPeak(value: $0, time: point.time) } }
            .max { $0.value < $1.value }
    }

    /// The steepest fall of pressure within `span` hours, both ends in the `hours` from the hour in progress.
    public func steepestPressureFall(within span: Int = 3, in hours: Int = 12, from now: Date) -> PressureFall? {
        let points = self.hours(hours, from: now).compactMap { point in point.pressure.map { (time: point.time, pressure: $0) } }
        var steepest: PressureFall?
        for (index, start) in points.enumerated() {
            for end in points[(index + 1)...] where end.time.timeIntervalSince(start.time) <= Double(span) * 3600 {
                let amount = start.pressure - end.pressure
                if amount > 0, amount > steepest?.amount ?? 0 { steepest = PressureFall(amount: amount, from: start.time, to: end.time) }
            }
        }
        return steepest
    }

    /// The highest UV index of the rest of today, from the hour in progress.
    public func highestUV(from now: Date) -> ForecastPeak? {
        let day = CalendarDay(now, utcOffsetSeconds: utcOffsetSeconds)
        let midnight = Date(timeIntervalSince1970: Double((day.daysSinceEpoch + 1) * 86_400 - utcOffsetSeconds))
        return points(from: now, to: midnight)
            .compactMap { point in point.uvIndex.map { ForecastPeak(value: $0, time: point.time) } }
            .max { $0.value < $1.value }
    }

    /// The points from the one in progress at `start` until `end`.
    private func points(from start: Date, to end: Date) -> [HourlyForecast] {
        let first = hours.last { $0.time <= start }?.time ?? start
        return hours.filter { $0.time >= first && $0.time < end }
    }
}
