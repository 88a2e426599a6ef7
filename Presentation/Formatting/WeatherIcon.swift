import Domain

/// The icon set the terminal draws: several categories share one.
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

extension ConditionCategory {
    public var icon: WeatherIcon {
        switch self {
        case .clear, .mostlyClear: .clear
        case .partlyCloudy: .partlyCloudy
        case .overcast: .cloudy
        case .fog: .fog
        case .drizzle, .freezingDrizzle: .drizzle
        case .rain, .heavyRain, .freezingRain, .rainShowers: .rain
        case .snow, .sleet, .snowShowers: .snow
        case .thunderstorm, .hail: .thunderstorm
        case .unknown: .unknown
        }
    }
}

extension WeatherCondition {
    public var icon: WeatherIcon { category.icon }
}
