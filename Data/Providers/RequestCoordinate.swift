import Foundation

/// Coordinates as requests carry them: rounded, so that neighbours ask for the same URL and a shared
/// cache answers them once. What the user sees of a place keeps its own coordinates.
enum RequestCoordinate {
    /// About 1 km: finer than the forecast grids (Open-Meteo's is coarser).
    static let shared = 2
    /// MET Norway's terms ask for at most 4.
    static let metNorway = 4

    /// "52.52", "-74.01", "13.4", "0": rounded to `decimals`, without trailing zeros or an exponent.
    static func text(_ value: Double, decimals: Int = shared) -> String {
        var text = String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Comma-separated, for APIs that take several points in one request.
    static func list(_ values: [Double]) -> String {
        values.map { text($0) }.joined(separator: ",")
    }
}
