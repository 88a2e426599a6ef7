import Domain

/// How each measurement system's units are written.
extension Units {
    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var speedSymbol: String { self == .metric ? "km/h" : "mph" }
    public var precipitationSymbol: String { self == .metric ? "mm" : "in" }
    public var pressureSymbol: String { self == .metric ? "hPa" : "inHg" }
}
