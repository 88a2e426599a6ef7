import Foundation

/// The Moon's apparent place to about 10″ in longitude and 4″ in latitude: Meeus, "Astronomical Algorithms",
/// ch. 47, the main terms of the ELP-2000/82 theory (tables 47.A and 47.B).
struct LunarPosition {
    /// Apparent ecliptic longitude and latitude, degrees.
    let longitude: Double
    let latitude: Double
    let equatorial: CelestialPosition

    /// The equatorial horizontal parallax, degrees: how far the Moon shifts between the Earth's centre and its surface.
    var parallax: Double { asinInDegrees(6378.14 / equatorial.distance) }

    init(_ time: AstronomicalTime, rotation: EarthRotation) {
        let t = time.centuries
        let meanLongitude = 218.3164477 + 481_267.88123421 * t - 0.0015786 * t * t
            + t * t * t / 538_841 - t * t * t * t / 65_194_000
        let elongation = 297.8501921 + 445_267.1114034 * t - 0.0018819 * t * t
            + t * t * t / 545_868 - t * t * t * t / 113_065_000
        let sunAnomaly = 357.5291092 + 35999.0502909 * t - 0.0001536 * t * t + t * t * t / 24_490_000
        let moonAnomaly = 134.9633964 + 477_198.8675055 * t + 0.0087414 * t * t
            + t * t * t / 69699 - t * t * t * t / 14_712_000
        let argumentOfLatitude = 93.2720950 + 483_202.0175233 * t - 0.0036539 * t * t
            - t * t * t / 3_526_000 + t * t * t * t / 863_310_000
        // A₁ (Venus), A₂ (Jupiter) and A₃ in Meeus's notation.
        let a1 = 119.75 + 131.849 * t
        let a2 = 53.09 + 479_264.290 * t
        let a3 = 313.45 + 481_266.484 * t
        // The Earth's orbit grows rounder: terms with the Sun's anomaly shrink with it.
        let eccentricity = 1 - 0.002516 * t - 0.0000074 * t * t

        var longitudeSum = 0.0, distanceSum = 0.0, latitudeSum = 0.0
        for term in Self.longitudeAndDistanceTerms {
            let argument = term.argument(elongation, sunAnomaly, moonAnomaly, argumentOfLatitude)
            let scale = pow(eccentricity, Double(abs(term.sunAnomaly)))
            longitudeSum += term.sine * scale * sin(degrees: argument)
            distanceSum += term.cosine * scale * cos(degrees: argument)
        }
        for term in Self.latitudeTerms {
            let argument = term.argument(elongation, sunAnomaly, moonAnomaly, argumentOfLatitude)
            latitudeSum += term.sine * pow(eccentricity, Double(abs(term.sunAnomaly))) * sin(degrees: argument)
        }
        longitudeSum += 3958 * sin(degrees: a1) + 1962 * sin(degrees: meanLongitude - argumentOfLatitude)
            + 318 * sin(degrees: a2)
        latitudeSum += -2235 * sin(degrees: meanLongitude) + 382 * sin(degrees: a3)
            + 175 * sin(degrees: a1 - argumentOfLatitude) + 175 * sin(degrees: a1 + argumentOfLatitude)
            + 127 * sin(degrees: meanLongitude - moonAnomaly) - 115 * sin(degrees: meanLongitude + moonAnomaly)

        longitude = normalized(degrees: meanLongitude + longitudeSum / 1_000_000 + rotation.nutationInLongitude)
        latitude = latitudeSum / 1_000_000
        equatorial = CelestialPosition(longitude: longitude, latitude: latitude,
                                       distance: 385_000.56 + distanceSum / 1000, obliquity: rotation.obliquity)
    }

    init(at date: Date) {
        let time = AstronomicalTime(date)
        self.init(time, rotation: EarthRotation(time))
    }

    /// One periodic term: multiples of D, M, M′ and F, and coefficients in 10⁻⁶ degree (sine) or metres (cosine).
    private struct Term {
        let elongation, sunAnomaly, moonAnomaly, argumentOfLatitude: Int
        let sine, cosine: Double

        init(_ elongation: Int, _ sunAnomaly: Int, _ moonAnomaly: Int, _ argumentOfLatitude: Int,
             _ sine: Double, _ cosine: Double = 0) {
            self.elongation = elongation
            self.sunAnomaly = sunAnomaly
            self.moonAnomaly = moonAnomaly
            self.argumentOfLatitude = argumentOfLatitude
            self.sine = sine
            self.cosine = cosine
        }

        func argument(_ d: Double, _ m: Double, _ mPrime: Double, _ f: Double) -> Double {
            Double(elongation) * d + Double(sunAnomaly) * m + Double(moonAnomaly) * mPrime + Double(argumentOfLatitude) * f
        }
    }

    // Table 47.A: longitude (Σl) and distance (Σr).
    private static let longitudeAndDistanceTerms: [Term] = [
        Term(0, 0, 1, 0, 6288774, -20905355),
        Term(2, 0, -1, 0, 1274027, -3699111),
        Term(2, 0, 0, 0, 658314, -2955968),
        Term(0, 0, 2, 0, 213618, -569925),
        Term(0, 1, 0, 0, -185116, 48888),
        Term(0, 0, 0, 2, -114332, -3149),
        Term(2, 0, -2, 0, 58793, 246158),
        Term(2, -1, -1, 0, 57066, -152138),
        Term(2, 0, 1, 0, 53322, -170733),
        Term(2, -1, 0, 0, 45758, -204586),
        Term(0, 1, -1, 0, -40923, -129620),
        Term(1, 0, 0, 0, -34720, 108743),
        Term(0, 1, 1, 0, -30383, 104755),
        Term(2, 0, 0, -2, 15327, 10321),
        Term(0, 0, 1, 2, -12528, 0),
        Term(0, 0, 1, -2, 10980, 79661),
        Term(4, 0, -1, 0, 10675, -34782),
        Term(0, 0, 3, 0, 10034, -23210),
        Term(4, 0, -2, 0, 8548, -21636),
        Term(2, 1, -1, 0, -7888, 24208),
        Term(2, 1, 0, 0, -6766, 30824),
        Term(1, 0, -1, 0, -5163, -8379),
        Term(1, 1, 0, 0, 4987, -16675),
        Term(2, -1, 1, 0, 4036, -12831),
        Term(2, 0, 2, 0, 3994, -10445),
        Term(4, 0, 0, 0, 3861, -11650),
        Term(2, 0, -3, 0, 3665, 14403),
        Term(0, 1, -2, 0, -2689, -7003),
        Term(2, 0, -1, 2, -2602, 0),
        Term(2, -1, -2, 0, 2390, 10056),
        Term(1, 0, 1, 0, -2348, 6322),
        Term(2, -2, 0, 0, 2236, -9884),
        Term(0, 1, 2, 0, -2120, 5751),
        Term(0, 2, 0, 0, -2069, 0),
        Term(2, -2, -1, 0, 2048, -4950),
        Term(2, 0, 1, -2, -1773, 4130),
        Term(2, 0, 0, 2, -1595, 0),
        Term(4, -1, -1, 0, 1215, -3958),
        Term(0, 0, 2, 2, -1110, 0),
        Term(3, 0, -1, 0, -892, 3258),
        Term(2, 1, 1, 0, -810, 2616),
        Term(4, -1, -2, 0, 759, -1897),
        Term(0, 2, -1, 0, -713, -2117),
        Term(2, 2, -1, 0, -700, 2354),
        Term(2, 1, -2, 0, 691, 0),
        Term(2, -1, 0, -2, 596, 0),
        Term(4, 0, 1, 0, 549, -1423),
        Term(0, 0, 4, 0, 537, -1117),
        Term(4, -1, 0, 0, 520, -1571),
        Term(1, 0, -2, 0, -487, -1739),
        Term(2, 1, 0, -2, -399, 0),
        Term(0, 0, 2, -2, -381, -4421),
        Term(1, 1, 1, 0, 351, 0),
        Term(3, 0, -2, 0, -340, 0),
        Term(4, 0, -3, 0, 330, 0),
        Term(2, -1, 2, 0, 327, 0),
        Term(0, 2, 1, 0, -323, 1165),
        Term(1, 1, -1, 0, 299, 0),
        Term(2, 0, 3, 0, 294, 0),
        Term(2, 0, -1, -2, 0, 8752),
    ]

    // Table 47.B: latitude (Σb).
    private static let latitudeTerms: [Term] = [
        Term(0, 0, 0, 1, 5128122),
        Term(0, 0, 1, 1, 280602),
        Term(0, 0, 1, -1, 277693),
        Term(2, 0, 0, -1, 173237),
        Term(2, 0, -1, 1, 55413),
        Term(2, 0, -1, -1, 46271),
        Term(2, 0, 0, 1, 32573),
        Term(0, 0, 2, 1, 17198),
        Term(2, 0, 1, -1, 9266),
        Term(0, 0, 2, -1, 8822),
        Term(2, -1, 0, -1, 8216),
        Term(2, 0, -2, -1, 4324),
        Term(2, 0, 1, 1, 4200),
        Term(2, 1, 0, -1, -3359),
        Term(2, -1, -1, 1, 2463),
        Term(2, -1, 0, 1, 2211),
        Term(2, -1, -1, -1, 2065),
        Term(0, 1, -1, -1, -1870),
        Term(4, 0, -1, -1, 1828),
        Term(0, 1, 0, 1, -1794),
        Term(0, 0, 0, 3, -1749),
        Term(0, 1, -1, 1, -1565),
        Term(1, 0, 0, 1, -1491),
        Term(0, 1, 1, 1, -1475),
        Term(0, 1, 1, -1, -1410),
        Term(0, 1, 0, -1, -1344),
        Term(1, 0, 0, -1, -1335),
        Term(0, 0, 3, 1, 1107),
        Term(4, 0, 0, -1, 1021),
        Term(4, 0, -1, 1, 833),
        Term(0, 0, 1, -3, 777),
        Term(4, 0, -2, 1, 671),
        Term(2, 0, 0, -3, 607),
        Term(2, 0, 2, -1, 596),
        Term(2, -1, 1, -1, 491),
        Term(2, 0, -2, 1, -451),
        Term(0, 0, 3, -1, 439),
        Term(2, 0, 2, 1, 422),
        Term(2, 0, -3, -1, 421),
        Term(2, 1, -1, 1, -366),
        Term(2, 1, 0, 1, -351),
        Term(4, 0, 0, 1, 331),
        Term(2, -1, 1, 1, 315),
        Term(2, -2, 0, -1, 302),
        Term(0, 0, 1, 3, -283),
        Term(2, 1, 1, -1, -229),
        Term(1, 1, 0, -1, 223),
        Term(1, 1, 0, 1, 223),
        Term(0, 1, -2, -1, -220),
        Term(2, 1, -1, -1, -220),
        Term(1, 0, 1, 1, -185),
        Term(2, -1, -2, -1, 181),
        Term(0, 1, 2, 1, -177),
        Term(4, 0, -2, -1, 176),
        Term(4, -1, -1, -1, 166),
        Term(1, 0, 1, -1, -164),
        Term(4, 0, 1, -1, 132),
        Term(1, 0, -1, -1, -119),
        Term(4, -1, 0, -1, 115),
        Term(2, -2, 0, 1, 107),
    ]
}
