import Domain
import Foundation

/// How numbers, directions and times read on screen. Pure and locale-independent so output is stable.
public enum WeatherFormat {
    public static func temperature(_ value: Double, _ units: Units) -> String {
        String(format: "%.1f %@", value.avoidingNegativeZero(1), units.temperatureSymbol)
    }

    /// "8.1 °C (5.0…10.2)".
    public static func temperatureRange(_ summary: TemperatureSummary, _ units: Units) -> String {
        temperature(summary.average, units)
            + String(format: " (%.1f…%.1f)", summary.min.avoidingNegativeZero(1), summary.max.avoidingNegativeZero(1))
    }

    public static func pressure(_ hPa: Double?) -> String {
        hPa.map { String(format: "%.0f hPa", $0) } ?? "– hPa"
    }

    public static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.0f %%", $0) } ?? "– %"
    }

    public static func speed(_ value: Double?, _ units: Units) -> String {
        value.map { String(format: "%.1f %@", $0, units.speedSymbol) } ?? "–"
    }

    public static func visibility(_ metres: Double?) -> String {
        guard let metres else { return "–" }
        return metres >= 1000 ? String(format: "%.1f km", metres / 1000) : String(format: "%.0f m", metres)
    }

    private static let compassPoints = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE",
                                        "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// The 16-point compass name of the direction the wind comes from.
    public static func compassPoint(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "–" }
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return compassPoints[Int((normalised / 22.5).rounded()) % 16]
    }

    /// "Sun 22 Nov".
    public static func day(_ day: CalendarDay) -> String {
        formatter("EEE d MMM", .gmt).string(from: day.noonUTC)
    }

    /// "07:45" at a place `utcOffsetSeconds` from UTC.
    public static func localTime(_ date: Date, utcOffsetSeconds: Int) -> String {
        formatter("HH:mm", TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt).string(from: date)
    }

    /// "2026-11-22 10:04" in the user's time zone.
    public static func timestamp(_ date: Date, in timeZone: TimeZone = .current) -> String {
        formatter("yyyy-MM-dd HH:mm", timeZone).string(from: date)
    }

    public static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    private static func formatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }
}

extension Double {
    /// "-0.0" reads as a bug; rounding to the shown precision first avoids it.
    func avoidingNegativeZero(_ decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        let rounded = (self * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }
}
