import Foundation

/// The Moon on one calendar day at one place: its phase, when it rises and sets, and when it is next full and new.
///
/// Positions from Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998), ch. 47; phases from ch. 48 and 49.
/// Rising and setting as the U.S. Naval Observatory counts them: the upper limb on a sea-level horizon,
/// seen from the surface (parallax), with 34′ of refraction.
public struct MoonReport: Hashable, Sendable {
    /// The Moon's upper limb, seen from the surface, at rising and setting.
    public static let horizonAltitude = -34.0 / 60
    /// The Moon's radius over the Earth's: its half-disc in units of its parallax.
    static let radiusInEarthRadii = 0.2725

    /// The Moon stays above the horizon all day, or below it all day.
    public enum AllDay: Hashable, Sendable {
        case up
        case down
    }

    public let day: CalendarDay
    public let phase: MoonPhase
    /// At 12:00 on the local clock.
    public let illumination: MoonIllumination
    /// Days since the last new moon, at 12:00 on the local clock.
    public let age: Double
    /// Either may be missing: the Moon rises about 50 minutes later each day, so some days have no rise or no set.
    public let moonrise: Date?
    public let moonset: Date?
    /// Set when the Moon neither rises nor sets this day.
    public let allDay: AllDay?
    /// The first full moon from this day's midnight on, which may be later the same day.
    public let nextFullMoon: Date
    /// The first new moon from this day's midnight on, which may be later the same day.
    public let nextNewMoon: Date

    public var isWaxing: Bool { illumination.isWaxing }

    /// The Moon on `day` at `coordinate`, on clocks `utcOffset` from UTC.
    /// `withRiseAndSet: false` leaves out when the Moon rises and sets (`moonrise`, `moonset` and
    /// `allDay` are nil): following its altitude over the day is most of the work, and a line that
    /// shows only the phase has no use for it.
    public static func on(_ day: CalendarDay, at coordinate: Coordinate, utcOffset: UTCOffset, withRiseAndSet: Bool = true) -> MoonReport {
        MoonReport(day: day, coordinate: coordinate, utcOffset: utcOffset, withRiseAndSet: withRiseAndSet)
    }

    private init(day: CalendarDay, coordinate: Coordinate, utcOffset: UTCOffset, withRiseAndSet: Bool) {
        let span = day.span(in: utcOffset)
        let noon = span.start.addingTimeInterval(12 * 3600)
        let curve = withRiseAndSet ? AltitudeCurve(over: span) { Self.upperLimbAltitude(at: $0, seenFrom: coordinate) } : nil
        let crossings = curve?.crossings(of: Self.horizonAltitude) ?? []
        let principal = PrincipalMoonPhase.allCases.first { span.contains($0.next(after: span.start)) }

        self.day = day
        illumination = MoonIllumination.at(noon)
        phase = MoonPhase(principal: principal, elongation: illumination.elongation)
        age = noon.timeIntervalSince(PrincipalMoonPhase.newMoon.previous(atOrBefore: noon)) / 86_400
        moonrise = crossings.first(where: \.isRising)?.time
        moonset = crossings.first { !$0.isRising }?.time
        allDay = crossings.isEmpty ? curve.map { $0.isAbove(Self.horizonAltitude, at: noon) ? .up : .down } : nil
        nextFullMoon = PrincipalMoonPhase.fullMoon.next(after: span.start)
        nextNewMoon = PrincipalMoonPhase.newMoon.next(after: span.start)
    }

    /// The altitude of the Moon's top edge, without refraction, for an observer on the surface:
    /// parallax lowers the Moon by up to a degree from where the Earth's centre sees it.
    static func upperLimbAltitude(at date: Date, seenFrom coordinate: Coordinate) -> Double {
        let time = AstronomicalTime(date)
        let rotation = EarthRotation(time)
        let moon = LunarPosition(time, rotation: rotation)
        let geocentric = moon.equatorial.altitude(siderealTime: rotation.siderealTime, at: coordinate)
        return geocentric - moon.parallax * cos(degrees: geocentric) + radiusInEarthRadii * moon.parallax
    }
}
