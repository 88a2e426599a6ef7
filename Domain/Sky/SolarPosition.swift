import Foundation

/// The Sun's apparent place to about 0.01° (Meeus, "Astronomical Algorithms", ch. 25, the low-accuracy method).
struct SolarPosition {
    static let kilometresPerAstronomicalUnit = 149_597_870.7

    /// Apparent ecliptic longitude, degrees.
    let longitude: Double
    let equatorial: CelestialPosition

    init(_ time: AstronomicalTime, rotation: EarthRotation) {
        let t = time.centuries
        let meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t
        let meanAnomaly = 357.52911 + 35999.05029 * t - 0.0001537 * t * t
        let eccentricity = 0.016708634 - 0.000042037 * t - 0.0000001267 * t * t
        let centre = (1.914602 - 0.004817 * t - 0.000014 * t * t) * sin(degrees: meanAnomaly)
            + (0.019993 - 0.000101 * t) * sin(degrees: 2 * meanAnomaly)
            + 0.000289 * sin(degrees: 3 * meanAnomaly)
        let trueAnomaly = meanAnomaly + centre
        let radius = 1.000001018 * (1 - eccentricity * eccentricity) / (1 + eccentricity * cos(degrees: trueAnomaly))
        let aberration = -20.4898 / 3600 / radius
        longitude = normalized(degrees: meanLongitude + centre + rotation.nutationInLongitude + aberration)
        equatorial = CelestialPosition(longitude: longitude, latitude: 0,
                                       distance: radius * Self.kilometresPerAstronomicalUnit,
                                       obliquity: rotation.obliquity)
    }

    init(at date: Date) {
        let time = AstronomicalTime(date)
        self.init(time, rotation: EarthRotation(time))
    }
}
