import Foundation

/// The four instants of a lunation, to within a minute: Meeus, "Astronomical Algorithms", ch. 49.
public enum PrincipalMoonPhase: Double, CaseIterable, Sendable {
    // Raw values: the fraction of a lunation after new moon.
    case newMoon = 0
    case firstQuarter = 0.25
    case fullMoon = 0.5
    case lastQuarter = 0.75

    static let synodicMonth = 29.530588861

    /// The first time this phase comes after `date`.
    public func next(after date: Date) -> Date {
        var lunation = lunationNear(date) - 1
        while instant(lunation) <= date { lunation += 1 }
        return instant(lunation)
    }

    /// The last time this phase came at or before `date`.
    public func previous(atOrBefore date: Date) -> Date {
        var lunation = lunationNear(date) + 1
        while instant(lunation) > date { lunation -= 1 }
        return instant(lunation)
    }

    /// Meeus's k: whole lunations since the new moon of 2000-01-06.
    private func lunationNear(_ date: Date) -> Int {
        Int(((AstronomicalTime(date).julianEphemerisDay - 2_451_550.09766) / Self.synodicMonth).rounded(.down))
    }

    private func instant(_ lunation: Int) -> Date {
        let k = Double(lunation) + rawValue
        let t = k / 1236.85
        let meanPhase = 2_451_550.09766 + Self.synodicMonth * k + 0.00015437 * t * t
            - 0.000000150 * t * t * t + 0.00000000073 * t * t * t * t
        let e = 1 - 0.002516 * t - 0.0000074 * t * t
        let m = 2.5534 + 29.10535670 * k - 0.0000014 * t * t - 0.00000011 * t * t * t
        let mPrime = 201.5643 + 385.81693528 * k + 0.0107582 * t * t + 0.00001238 * t * t * t - 0.000000058 * t * t * t * t
        let f = 160.7108 + 390.67050284 * k - 0.0016118 * t * t - 0.00000227 * t * t * t + 0.000000011 * t * t * t * t
        let node = 124.7746 - 1.56375588 * k + 0.0020672 * t * t + 0.00000215 * t * t * t
        let correction = switch self {
        case .newMoon, .fullMoon: Self.newOrFullCorrection(full: self == .fullMoon, e: e, m: m, mPrime: mPrime, f: f, node: node)
        case .firstQuarter, .lastQuarter: Self.quarterCorrection(first: self == .firstQuarter, e: e, m: m, mPrime: mPrime, f: f, node: node)
        }
        return AstronomicalTime.date(julianEphemerisDay: meanPhase + correction + Self.planetaryCorrection(k: k, t: t))
    }

    private static func newOrFullCorrection(full: Bool, e: Double, m: Double, mPrime: Double, f: Double, node: Double) -> Double {
        let s = { (angle: Double) in sin(degrees: angle) }
        let mainTerms = (full ? -0.40614 : -0.40720) * s(mPrime)
            + (full ? 0.17302 : 0.17241) * e * s(m)
            + (full ? 0.01614 : 0.01608) * s(2 * mPrime)
            + (full ? 0.01043 : 0.01039) * s(2 * f)
            + (full ? 0.00734 : 0.00739) * e * s(mPrime - m)
            - (full ? 0.00515 : 0.00514) * e * s(mPrime + m)
            + (full ? 0.00209 : 0.00208) * e * e * s(2 * m)
        let smallTerms = -0.00111 * s(mPrime - 2 * f) - 0.00057 * s(mPrime + 2 * f)
            + 0.00056 * e * s(2 * mPrime + m) - 0.00042 * s(3 * mPrime)
            + 0.00042 * e * s(m + 2 * f) + 0.00038 * e * s(m - 2 * f)
            - 0.00024 * e * s(2 * mPrime - m) - 0.00017 * s(node)
            - 0.00007 * s(mPrime + 2 * m) + 0.00004 * s(2 * mPrime - 2 * f)
            + 0.00004 * s(3 * m) + 0.00003 * s(mPrime + m - 2 * f)
            + 0.00003 * s(2 * mPrime + 2 * f) - 0.00003 * s(mPrime + m + 2 * f)
            + 0.00003 * s(mPrime - m + 2 * f) - 0.00002 * s(mPrime - m - 2 * f)
            - 0.00002 * s(3 * mPrime + m) + 0.00002 * s(4 * mPrime)
        return mainTerms + smallTerms
    }

    private static func quarterCorrection(first: Bool, e: Double, m: Double, mPrime: Double, f: Double, node: Double) -> Double {
        let s = { (angle: Double) in sin(degrees: angle) }
        let c = { (angle: Double) in cos(degrees: angle) }
        let mainTerms = -0.62801 * s(mPrime) + 0.17172 * e * s(m)
            - 0.01183 * e * s(mPrime + m) + 0.00862 * s(2 * mPrime)
            + 0.00804 * s(2 * f) + 0.00454 * e * s(mPrime - m)
            + 0.00204 * e * e * s(2 * m) - 0.00180 * s(mPrime - 2 * f)
            - 0.00070 * s(mPrime + 2 * f) - 0.00040 * s(3 * mPrime)
            - 0.00034 * e * s(2 * mPrime - m) + 0.00032 * e * s(m + 2 * f)
        let smallTerms = 0.00032 * e * s(m - 2 * f) - 0.00028 * e * e * s(mPrime + 2 * m)
            + 0.00027 * e * s(2 * mPrime + m) - 0.00017 * s(node)
            - 0.00005 * s(mPrime - m - 2 * f) + 0.00004 * s(2 * mPrime + 2 * f)
            - 0.00004 * s(mPrime + m + 2 * f) + 0.00004 * s(mPrime - 2 * m)
            + 0.00003 * s(mPrime + m - 2 * f) + 0.00003 * s(3 * m)
            + 0.00002 * s(2 * mPrime - 2 * f) + 0.00002 * s(mPrime - m + 2 * f)
            - 0.00002 * s(3 * mPrime + m)
        let w = 0.00306 - 0.00038 * e * c(m) + 0.00026 * c(mPrime)
            - 0.00002 * c(mPrime - m) + 0.00002 * c(mPrime + m) + 0.00002 * c(2 * f)
        return mainTerms + smallTerms + (first ? w : -w)
    }

    /// The planets' pull, the same for all four phases (Meeus's A₁ to A₁₄).
    private static func planetaryCorrection(k: Double, t: Double) -> Double {
        let arguments: [(coefficient: Double, angle: Double)] = [
            (325, 299.77 + 0.107408 * k - 0.009173 * t * t),
            (165, 251.88 + 0.016321 * k),
            (164, 251.83 + 26.651886 * k),
            (126, 349.42 + 36.412478 * k),
            (110, 84.66 + 18.206239 * k),
            (62, 141.74 + 53.303771 * k),
            (60, 207.14 + 2.453732 * k),
            (56, 154.84 + 7.306860 * k),
            (47, 34.52 + 27.261239 * k),
            (42, 207.19 + 0.121824 * k),
            (40, 291.34 + 1.844379 * k),
            (37, 161.72 + 24.198154 * k),
            (35, 239.56 + 25.513099 * k),
            (23, 331.55 + 3.592518 * k),
        ]
        return arguments.reduce(0) { $0 + $1.coefficient * sin(degrees: $1.angle) } / 1_000_000
    }
}
