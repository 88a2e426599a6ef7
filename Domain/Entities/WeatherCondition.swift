/// What the sky is doing: a provider-neutral category, plus the provider's own code and words.
///
/// Icons, colours and translations map from `category`, never from `description`.
public struct WeatherCondition: Hashable, Codable, Sendable {
    public var category: ConditionCategory
    /// The provider's own code (a WMO code for Open-Meteo, a condition id for OpenWeatherMap).
    public var code: Int?
    /// The provider's own words ("light rain"), or empty when it sends none. Presentation says the
    /// category in the user's language.
    public var description: String

    public init(category: ConditionCategory, code: Int? = nil, description: String? = nil) {
        self.category = category
        self.code = code
        self.description = description ?? ""
    }

    public static let unknown = WeatherCondition(category: .unknown, description: "")

    public var icon: WeatherIcon { category.icon }
}

/// The categories every provider's codes map onto.
public enum ConditionCategory: String, Codable, Sendable, CaseIterable {
    case clear
    case mostlyClear = "mostly-clear"
    case partlyCloudy = "partly-cloudy"
    case overcast
    case fog
    case drizzle
    case freezingDrizzle = "freezing-drizzle"
    case rain
    case heavyRain = "heavy-rain"
    case freezingRain = "freezing-rain"
    case snow
    case sleet
    case rainShowers = "rain-showers"
    case snowShowers = "snow-showers"
    case thunderstorm
    case hail
    case unknown

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
