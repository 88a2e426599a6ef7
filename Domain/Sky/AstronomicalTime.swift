import Foundation

/// An instant as the astronomical formulas count time (Meeus, "Astronomical Algorithms", ch. 7 and 10).
struct AstronomicalTime {
    /// Julian day in Universal Time: the Earth's rotation, for sidereal time.
    let julianDay: Double
    /// Julian ephemeris day in Terrestrial Time: the clock of the orbits.
    let julianEphemerisDay: Double

    static let julianDayAtUnixEpoch = 2_440_587.5
    static let julianDayAtJ2000 = 2_451_545.0

    init(_ date: Date) {
        julianDay = date.timeIntervalSince1970 / 86_400 + Self.julianDayAtUnixEpoch
        julianEphemerisDay = julianDay + Self.deltaT(julianDay: julianDay) / 86_400
    }

    /// Julian centuries of Terrestrial Time since J2000.0.
    var centuries: Double { (julianEphemerisDay - Self.julianDayAtJ2000) / 36_525 }

    /// The instant of a Julian ephemeris day, in Terrestrial Time.
    static func date(julianEphemerisDay: Double) -> Date {
        let universal = julianEphemerisDay - deltaT(julianDay: julianEphemerisDay) / 86_400
        return Date(timeIntervalSince1970: (universal - julianDayAtUnixEpoch) * 86_400)
    }

    /// TT − UT in seconds: Espenak and Meeus's polynomials (NASA, 2006), the long-term parabola outside 2005–2150.
    static func deltaT(julianDay: Double) -> Double {
        let year = 2000 + (julianDay - julianDayAtJ2000) / 365.25
        let u = (year - 1820) / 100
        switch year {
        case 2005..<2050:
            let t = year - 2000
            return 62.92 + 0.32217 * t + 0.005589 * t * t
        case 2050..<2150:
            return -20 + 32 * u * u - 0.5628 * (2150 - year)
        default:
            return -20 + 32 * u * u
        }
    }
}
