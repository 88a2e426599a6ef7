import Foundation

/// Nutation and the obliquity of the ecliptic to 0.5″ and 0.1″ (Meeus, ch. 22, the short series),
/// and the apparent sidereal time at Greenwich (ch. 12).
struct EarthRotation {
    /// Nutation in longitude, degrees.
    let nutationInLongitude: Double
    /// The true obliquity of the ecliptic, degrees.
    let obliquity: Double
    /// Apparent sidereal time at Greenwich, degrees.
    let siderealTime: Double

    init(_ time: AstronomicalTime) {
        let t = time.centuries
        let moonNode = 125.04452 - 1934.136261 * t
        let sunMeanLongitude = 280.4665 + 36000.7698 * t
        let moonMeanLongitude = 218.3165 + 481_267.8813 * t
        let arcseconds = 1.0 / 3600
        nutationInLongitude = (-17.20 * sin(degrees: moonNode) - 1.32 * sin(degrees: 2 * sunMeanLongitude)
            - 0.23 * sin(degrees: 2 * moonMeanLongitude) + 0.21 * sin(degrees: 2 * moonNode)) * arcseconds
        let nutationInObliquity = (9.20 * cos(degrees: moonNode) + 0.57 * cos(degrees: 2 * sunMeanLongitude)
            + 0.10 * cos(degrees: 2 * moonMeanLongitude) - 0.09 * cos(degrees: 2 * moonNode)) * arcseconds
        let meanObliquity = 23 + 26.0 / 60 + (21.448 - 46.8150 * t - 0.00059 * t * t + 0.001813 * t * t * t) * arcseconds
        obliquity = meanObliquity + nutationInObliquity

        let days = time.julianDay - AstronomicalTime.julianDayAtJ2000
        let universalCenturies = days / 36_525
        let meanSiderealTime = 280.46061837 + 360.98564736629 * days
            + 0.000387933 * universalCenturies * universalCenturies
            - universalCenturies * universalCenturies * universalCenturies / 38_710_000
        siderealTime = normalized(degrees: meanSiderealTime + nutationInLongitude * cos(degrees: obliquity))
    }
}
