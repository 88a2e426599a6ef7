/// Measurement system: metric is °C, km/h, mm and hPa; imperial is °F, mph, inches and inHg.
public enum Units: String, Codable, Sendable, CaseIterable {
    case metric
    case imperial

    /// Providers report pressure in hPa whatever the units asked for.
    public func pressure(fromHectopascals hPa: Double) -> Double {
        self == .metric ? hPa : hPa * 0.029_529_983
    }

    /// Providers that cannot be asked for inches report millimetres.
    public func precipitation(fromMillimetres millimetres: Double) -> Double {
        self == .metric ? millimetres : millimetres / 25.4
    }
}
