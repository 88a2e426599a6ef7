import Foundation

/// When the Sun rises, culminates and sets on one calendar day at one place, and the twilights around it.
///
/// Positions from Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998), ch. 25 (the Sun to 0.01°),
/// ch. 12 (sidereal time) and ch. 22 (nutation); rising and setting as the U.S. Naval Observatory
/// counts them: the Sun's upper limb on a sea-level horizon, 34′ of refraction.
public struct SunTimes: Hashable, Sendable {
    /// The Sun's centre for sunrise and sunset: 34′ of refraction and 16′ of half the disc below the horizon.
    public static let horizonAltitude = -50.0 / 60
    public static let civilTwilightAltitude = -6.0
    /// Golden light: the Sun between these two altitudes.
    public static let goldenHourAltitudes = -4.0...6.0

    /// The Sun stays above the horizon all day, or below it all day.
    public enum Polar: Hashable, Sendable {
        case day
        case night
    }

    public let day: CalendarDay
    /// The Sun's centre rising through -6°.
    public let civilDawn: Date?
    public let sunrise: Date?
    /// The Sun highest, due south (north of it in the southern hemisphere); on every day, even a polar night.
    public let solarNoon: Date
    public let sunset: Date?
    /// The Sun's centre setting through -6°.
    public let civilDusk: Date?
    /// How long the Sun is up within this local day.
    public let dayLength: TimeInterval
    /// This day's length less the day before's.
    public let dayLengthChange: TimeInterval
    /// From the Sun rising through -4° until it reaches +6°, or until noon when it stays lower; from midnight
    /// in a white night, when it stays above -4°.
    public let morningGoldenHour: DateInterval?
    /// From the Sun setting through +6°, or from noon when it stays lower, until it is down to -4°; until
    /// midnight in a white night, when it stays above -4°.
    public let eveningGoldenHour: DateInterval?
    /// Set when the Sun neither rises nor sets this day.
    public let polar: Polar?

    /// The Sun's times on `day` at `coordinate`, on clocks `utcOffset` from UTC.
    public static func on(_ day: CalendarDay, at coordinate: Coordinate, utcOffset: UTCOffset) -> SunTimes {
        SunTimes(day: day, coordinate: coordinate, utcOffset: utcOffset)
    }

    private init(day: CalendarDay, coordinate: Coordinate, utcOffset: UTCOffset) {
        let span = day.span(in: utcOffset)
        let curve = Self.altitudeCurve(over: span, at: coordinate)
        let horizon = curve.crossings(of: Self.horizonAltitude)
        let civil = curve.crossings(of: Self.civilTwilightAltitude)
        let noon = Self.solarNoon(in: span, at: coordinate)
        let previousSpan = CalendarDay(daysSinceEpoch: day.daysSinceEpoch - 1).span(in: utcOffset)

        self.day = day
        solarNoon = noon
        civilDawn = civil.first(where: \.isRising)?.time
        sunrise = horizon.first(where: \.isRising)?.time
        sunset = horizon.last { !$0.isRising }?.time
        civilDusk = civil.last { !$0.isRising }?.time
        dayLength = curve.timeAbove(Self.horizonAltitude)
        dayLengthChange = dayLength - Self.altitudeCurve(over: previousSpan, at: coordinate).timeAbove(Self.horizonAltitude)
        polar = horizon.isEmpty ? (curve.isAbove(Self.horizonAltitude, at: noon) ? .day : .night) : nil

        let low = curve.crossings(of: Self.goldenHourAltitudes.lowerBound)
        let high = curve.crossings(of: Self.goldenHourAltitudes.upperBound)
        let isLowAtNoon = !curve.isAbove(Self.goldenHourAltitudes.upperBound, at: noon)
        let isGoldenAt = { (time: Date) in curve.isAbove(Self.goldenHourAltitudes.lowerBound, at: time) }
        if let end = high.first(where: \.isRising)?.time ?? (isLowAtNoon ? noon : nil),
           let start = low.last(where: { $0.isRising && $0.time < end })?.time ?? (isGoldenAt(span.start) ? span.start : nil) {
            morningGoldenHour = DateInterval(start: start, end: end)
        } else {
            morningGoldenHour = nil
        }
        if let start = high.last(where: { !$0.isRising })?.time ?? (isLowAtNoon ? noon : nil),
           let end = low.first(where: { !$0.isRising && $0.time > start })?.time ?? (isGoldenAt(span.end) ? span.end : nil) {
            eveningGoldenHour = DateInterval(start: start, end: end)
        } else {
            eveningGoldenHour = nil
        }
    }

    private static func altitudeCurve(over span: DateInterval, at coordinate: Coordinate) -> AltitudeCurve {
        AltitudeCurve(over: span) { time in
            let astronomicalTime = AstronomicalTime(time)
            let rotation = EarthRotation(astronomicalTime)
            return SolarPosition(astronomicalTime, rotation: rotation).equatorial
                .altitude(siderealTime: rotation.siderealTime, at: coordinate)
        }
    }

    /// The Sun's upper transit within `span`: its hour angle 0, found by Newton's method from mean noon.
    private static func solarNoon(in span: DateInterval, at coordinate: Coordinate) -> Date {
        let secondsPerDegree = 86_400.0 / 360
        let utcDay = (span.start.timeIntervalSince1970 + span.duration / 2) / 86_400
        var noon = (utcDay.rounded(.down) * 86_400 + 43_200 - coordinate.longitude * secondsPerDegree)
        for _ in 0..<4 {
            let time = AstronomicalTime(Date(timeIntervalSince1970: noon))
            let rotation = EarthRotation(time)
            let hourAngle = SolarPosition(time, rotation: rotation).equatorial
                .hourAngle(siderealTime: rotation.siderealTime, at: coordinate)
            noon -= hourAngle * secondsPerDegree
            if noon < span.start.timeIntervalSince1970 { noon += 86_400 }
            if noon >= span.end.timeIntervalSince1970 { noon -= 86_400 }
        }
        return Date(timeIntervalSince1970: noon)
    }
}
