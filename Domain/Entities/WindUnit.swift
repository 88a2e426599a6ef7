/// The unit wind speeds are shown in (the `wind-unit` setting). Weather keeps its speeds in the
/// units' own, km/h in metric and mph in imperial; this converts them for showing. Its symbols and
/// words are Presentation's.
public enum WindUnit: String, CaseIterable, Codable, Sendable {
    case kilometresPerHour = "kmh"
    case milesPerHour = "mph"
    case metresPerSecond = "ms"
    case knots = "kn"
    /// The WMO's Beaufort scale: a force from 0 (calm) to 12 (hurricane force).
    case beaufort = "bft"

    /// What a setting left unset means: km/h with metric units, mph with imperial.
    public static func `default`(for units: Units) -> WindUnit {
        units == .metric ? .kilometresPerHour : .milesPerHour
    }

    static let metresPerSecondInMilesPerHour = 0.44704
    static let metresPerSecondInKnots = 1852.0 / 3600

    /// The lower bound of each Beaufort force from 1 to 12, in m/s (WMO, "Manual on Codes", code table 1100).
    public static let beaufortThresholds: [Double] = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]

    /// `speed`, kept in `units`' own (km/h or mph), in this unit; a Beaufort force is a whole number.
    /// What is no speed (not a number, infinite) stays so.
    public func speed(_ speed: Double, from units: Units) -> Double {
        guard speed.isFinite else { return speed }
        switch (self, units) {
        case (.kilometresPerHour, .metric), (.milesPerHour, .imperial): return speed
        default: break
        }
        let metresPerSecond = Self.metresPerSecond(speed, from: units)
        return switch self {
        case .kilometresPerHour: metresPerSecond * 3.6
        case .milesPerHour: metresPerSecond / Self.metresPerSecondInMilesPerHour
        case .metresPerSecond: metresPerSecond
        case .knots: metresPerSecond / Self.metresPerSecondInKnots
        case .beaufort: Double(Self.beaufortForce(metresPerSecond: metresPerSecond))
        }
    }

    /// A speed kept in `units`' own (km/h or mph) in metres per second.
    public static func metresPerSecond(_ speed: Double, from units: Units) -> Double {
        units == .metric ? speed / 3.6 : speed * metresPerSecondInMilesPerHour
    }

    /// The Beaufort force of a wind of `metresPerSecond`: each force begins at its threshold (5.5 m/s is force 4).
    public static func beaufortForce(metresPerSecond: Double) -> Int {
        beaufortThresholds.firstIndex { metresPerSecond < $0 } ?? beaufortThresholds.count
    }
}
