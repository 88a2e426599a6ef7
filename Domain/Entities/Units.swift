/// Measurement system for temperatures and wind speeds.
public enum Units: String, Codable, Sendable, CaseIterable {
    case metric
    case imperial

    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var speedSymbol: String { self == .metric ? "m/s" : "mph" }
}
