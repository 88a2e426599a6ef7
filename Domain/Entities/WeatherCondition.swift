/// What the sky is doing, in words and as an icon shared by every provider.
public struct WeatherCondition: Hashable, Codable, Sendable {
    public var description: String
    public var icon: WeatherIcon

    public init(description: String, icon: WeatherIcon) {
        self.description = description
        self.icon = icon
    }
}

/// Provider-neutral icon set: OpenWeatherMap icon codes and WMO weather codes both map onto it.
public enum WeatherIcon: String, Codable, Sendable, CaseIterable {
    case clear
    case partlyCloudy = "partly-cloudy"
    case cloudy
    case fog
    case drizzle
    case rain
    case thunderstorm
    case snow
    case unknown
}
