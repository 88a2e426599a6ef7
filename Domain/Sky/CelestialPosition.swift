import Foundation

/// Where a body is on the sky seen from the Earth's centre: right ascension and declination in degrees,
/// and its distance in kilometres.
struct CelestialPosition {
    let rightAscension: Double
    let declination: Double
    let distance: Double

    /// From apparent ecliptic longitude and latitude (Meeus, ch. 13).
    init(longitude: Double, latitude: Double, distance: Double, obliquity: Double) {
        rightAscension = normalized(degrees: atan2InDegrees(
            sin(degrees: longitude) * cos(degrees: obliquity) - tan(degrees: latitude) * sin(degrees: obliquity),
            cos(degrees: longitude)))
        declination = asinInDegrees(sin(degrees: latitude) * cos(degrees: obliquity)
            + cos(degrees: latitude) * sin(degrees: obliquity) * sin(degrees: longitude))
        self.distance = distance
    }

    /// The local hour angle, degrees west of the meridian from -180 up to 180.
    func hourAngle(siderealTime: Double, at coordinate: Coordinate) -> Double {
        signed(degrees: siderealTime + coordinate.longitude - rightAscension)
    }

    /// Geometric altitude of the centre above the horizon, degrees, as seen from the Earth's centre.
    func altitude(siderealTime: Double, at coordinate: Coordinate) -> Double {
        asinInDegrees(sin(degrees: coordinate.latitude) * sin(degrees: declination)
            + cos(degrees: coordinate.latitude) * cos(degrees: declination)
            * cos(degrees: hourAngle(siderealTime: siderealTime, at: coordinate)))
    }
}
