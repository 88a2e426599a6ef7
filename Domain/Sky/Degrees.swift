import Foundation

// Astronomical formulas are written in degrees; these keep the conversions out of them.

func sin(degrees: Double) -> Double { sin(degrees * .pi / 180) }
func cos(degrees: Double) -> Double { cos(degrees * .pi / 180) }
func tan(degrees: Double) -> Double { tan(degrees * .pi / 180) }
func asinInDegrees(_ value: Double) -> Double { asin(min(max(value, -1), 1)) * 180 / .pi }
func atan2InDegrees(_ y: Double, _ x: Double) -> Double { atan2(y, x) * 180 / .pi }

/// The same angle from 0 up to 360 degrees.
func normalized(degrees: Double) -> Double {
    let remainder = degrees.truncatingRemainder(dividingBy: 360)
    return remainder < 0 ? remainder + 360 : remainder
}

/// The same angle from -180 up to 180 degrees.
func signed(degrees: Double) -> Double {
    let angle = normalized(degrees: degrees)
    return angle >= 180 ? angle - 360 : angle
}
