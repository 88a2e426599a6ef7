import Foundation

/// How much of the Moon's disc the Sun lights, seen from the Earth's centre at one instant:
/// Meeus, "Astronomical Algorithms", ch. 48, from the positions of ch. 25 and 47.
public struct MoonIllumination: Hashable, Sendable {
    /// From 0 (new) to 1 (full).
    public let fraction: Double
    /// The lit part grows: the Moon is less than 180° east of the Sun.
    public let isWaxing: Bool
    /// The Moon's ecliptic longitude less the Sun's, from 0 up to 360 degrees: 0 new, 90 first quarter, 180 full.
    public let elongation: Double

    public var percent: Double { fraction * 100 }

    public static func at(_ date: Date) -> MoonIllumination {
        let time = AstronomicalTime(date)
        let rotation = EarthRotation(time)
        return MoonIllumination(sun: SolarPosition(time, rotation: rotation), moon: LunarPosition(time, rotation: rotation))
    }

    init(sun: SolarPosition, moon: LunarPosition) {
        elongation = normalized(degrees: moon.longitude - sun.longitude)
        let separation = acos(cos(degrees: moon.latitude) * cos(degrees: elongation))
        let (sunDistance, moonDistance) = (sun.equatorial.distance, moon.equatorial.distance)
        let phaseAngle = atan2(sunDistance * sin(separation), moonDistance - sunDistance * cos(separation))
        fraction = (1 + cos(phaseAngle)) / 2
        isWaxing = elongation < 180
    }
}
