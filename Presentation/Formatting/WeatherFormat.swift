import Domain
import Foundation

/// Numbers, times and glyphs as they read in any language (the Phrasebook adds words and the
/// decimal separator). Pure and locale-independent so output is stable.
public enum WeatherFormat {
    public static func temperature(_ value: Double, _ units: Units) -> String {
        String(format: "%.1f %@", value.avoidingNegativeZero(1), units.temperatureSymbol)
    }

    /// "5.0…10.2": a day's low and high.
    public static func temperatureBounds(_ summary: TemperatureSummary) -> String {
        String(format: "%.1f…%.1f", summary.min.avoidingNegativeZero(1), summary.max.avoidingNegativeZero(1))
    }

    /// A single-width symbol per icon, so columns line up in every terminal.
    ///
    /// Drizzle is U+00A6 BROKEN BAR (Latin-1), in every monospace font: checked with fc-list
    /// (`:charset=a6`) in DejaVu Sans Mono 2.37, Noto Sans Mono 2.006 and Liberation Mono 1.07.4 (it
    /// was U+2E19, which only Noto Sans Mono of those has). Menlo, SF Mono, Consolas, Cascadia Code
    /// and Ubuntu Mono were not at hand; they cover all of Latin-1, so they have it too. Of the
    /// others, ≡ and · are in all three checked, ◑ in DejaVu and Noto; ☀ ☁ ☂ ↯ ❄ are in DejaVu
    /// Sans Mono only, and terminals draw them from a fallback font.
    public static func glyph(_ icon: WeatherIcon) -> String {
        switch icon {
        case .clear: "☀"
        case .partlyCloudy: "◑"
        case .cloudy: "☁"
        case .fog: "≡"
        case .drizzle: "¦"
        case .rain: "☂"
        case .thunderstorm: "↯"
        case .snow: "❄"
        case .unknown: "·"
        }
    }

    /// Shown once for a value the provider does not give, never with a unit.
    public static let missing = "–"

    /// "1012 hPa" or "29.88 inHg".
    public static func pressure(_ value: Double?, _ units: Units) -> String {
        guard let value else { return missing }
        return units == .metric ? String(format: "%.0f hPa", value) : String(format: "%.2f inHg", value)
    }

    public static func percent(_ value: Double?) -> String {
        value.map { String(format: "%.0f %%", $0) } ?? missing
    }

    public static func speed(_ value: Double?, _ units: Units) -> String {
        value.map { String(format: "%.0f %@", $0, units.speedSymbol) } ?? missing
    }

    /// "km/h", "mph", "m/s", "kn", "Bft": the same in every language.
    public static func windSymbol(_ unit: WindUnit) -> String {
        switch unit {
        case .kilometresPerHour: "km/h"
        case .milesPerHour: "mph"
        case .metresPerSecond: "m/s"
        case .knots: "kn"
        case .beaufort: "Bft"
        }
    }

    /// "14 km/h", "8 kn", "Bft 4": a speed kept in `units`' own shown in `unit` (the units' own when nil).
    public static func windSpeed(_ value: Double?, _ units: Units, in unit: WindUnit?) -> String {
        guard let value else { return missing }
        let unit = unit ?? .default(for: units)
        let shown = unit.speed(value, from: units)
        return unit == .beaufort ? String(format: "Bft %.0f", shown) : String(format: "%.0f %@", shown, windSymbol(unit))
    }

    /// "14km/h", "Bft4": the same, without a space, for status bars.
    public static func compactWindSpeed(_ value: Double, _ units: Units, in unit: WindUnit?) -> String {
        windSpeed(value, units, in: unit).replacingOccurrences(of: " ", with: "")
    }

    /// A gust's number in the unit of its wind: "30", or the Beaufort force "6".
    public static func windNumber(_ value: Double, _ units: Units, in unit: WindUnit?) -> String {
        String(format: "%.0f", (unit ?? .default(for: units)).speed(value, from: units))
    }

    /// "2.4 mm" or "0.09 in".
    public static func precipitationAmount(_ value: Double?, _ units: Units) -> String {
        guard let value else { return missing }
        return units == .metric ? String(format: "%.1f mm", value) : String(format: "%.2f in", value)
    }

    /// "2.4 mm 80%", "0.0 mm", "30%", or "–".
    public static func precipitation(_ precipitation: Precipitation, _ units: Units) -> String {
        let parts = [
            precipitation.amount.map { precipitationAmount($0, units) },
            precipitation.probability.map { String(format: "%.0f%%", $0) },
        ].compactMap { $0 }
        return parts.isEmpty ? missing : parts.joined(separator: " ")
    }

    public static func visibility(_ metres: Double?) -> String {
        guard let metres else { return "–" }
        return metres >= 1000 ? String(format: "%.1f km", metres / 1000) : String(format: "%.0f m", metres)
    }

    private static let eightPoints = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]

    /// The 8-point compass name of the direction the wind comes from, as `--json` gives it in
    /// every language (the Phrasebook's `eightPoint` is the one people read).
    public static func eightPoint(_ degrees: Double) -> String {
        guard let point = CompassPoint(degrees: degrees) else { return missing }
        return eightPoints[point.index]
    }

    /// "10°": a direction in whole degrees within the circle (370 is 10), or "–" when it is no number.
    public static func degrees(_ degrees: Double) -> String {
        // Whole degrees are the sectors of a 360-point compass.
        guard let point = CompassPoint(degrees: degrees, points: 360) else { return missing }
        return "\(point.index)°"
    }

    // Times are formatted with plain arithmetic: DateFormatter and Calendar start ICU, which
    // costs milliseconds per process on Linux. Words for days and months are the Phrasebook's.

    /// The hour of the day, 0–23, at a place `utcOffsetSeconds` from UTC.
    static func localHour(_ date: Date, utcOffsetSeconds: Int) -> Int {
        clock(date, utcOffsetSeconds).0
    }

    /// "07:45" at a place `utcOffsetSeconds` from UTC.
    static func localTime(_ date: Date, utcOffsetSeconds: Int) -> String {
        let (hour, minute, _) = clock(date, utcOffsetSeconds)
        return String(format: "%02d:%02d", hour, minute)
    }

    /// "2026-11-22T10:04:00Z".
    public static func iso8601(_ date: Date) -> String {
        let (hour, minute, second) = clock(date, 0)
        return "\(CalendarDay(date, utcOffsetSeconds: 0))T" + String(format: "%02d:%02d:%02dZ", hour, minute, second)
    }

    /// "2026-12-21T09:18:01+01:00": an instant on the clocks of a place `utcOffsetSeconds` from UTC.
    public static func iso8601(_ date: Date, utcOffsetSeconds: Int) -> String {
        let (hour, minute, second) = clock(date, utcOffsetSeconds)
        return "\(CalendarDay(date, utcOffsetSeconds: utcOffsetSeconds))T" + String(format: "%02d:%02d:%02d", hour, minute, second)
            + utcOffset(utcOffsetSeconds)
    }

    /// "+01:00", "-05:00", "+05:45": an offset from UTC as ISO 8601 writes it.
    public static func utcOffset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    // MARK: The Moon

    /// The Moon's face as the northern hemisphere sees it, lit on the right while it waxes; south
    /// of the equator it is seen upside down, so the lit side is on the left (a waxing crescent
    /// there has the shape of 🌘).
    public static func moonGlyph(_ phase: MoonPhase, southern: Bool) -> String {
        let glyphs = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
        let index = moonIndex(phase)
        return glyphs[southern ? (8 - index) % 8 : index]
    }

    /// The same face in ASCII, six columns: "(  ##)" is a first quarter in the north, "(##  )" in the south.
    public static func moonPicture(_ phase: MoonPhase, southern: Bool) -> String {
        let pictures = ["(    )", "(   #)", "(  ##)", "( ###)", "(####)", "(### )", "(##  )", "(#   )"]
        let index = moonIndex(phase)
        return pictures[southern ? (8 - index) % 8 : index]
    }

    private static func moonIndex(_ phase: MoonPhase) -> Int {
        switch phase {
        case .newMoon: 0
        case .waxingCrescent: 1
        case .firstQuarter: 2
        case .waxingGibbous: 3
        case .fullMoon: 4
        case .waningGibbous: 5
        case .lastQuarter: 6
        case .waningCrescent: 7
        }
    }

    private static func clock(_ date: Date, _ offset: Int) -> (Int, Int, Int) {
        let seconds = date.timeIntervalSince1970.isFinite ? min(max(date.timeIntervalSince1970, -1e13), 1e13) : 0
        let ofDay = ((Int(seconds.rounded(.down)) + offset) % 86_400 + 86_400) % 86_400
        return (ofDay / 3600, ofDay % 3600 / 60, ofDay % 60)
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
