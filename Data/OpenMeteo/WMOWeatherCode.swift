import Domain

/// WMO 4677 present-weather codes as Open-Meteo uses them.
enum WMOWeatherCode {
    static func condition(_ code: Int?) -> WeatherCondition {
        guard let code else { return .unknown }
        let (description, category): (String, ConditionCategory) = switch code {
        case 0: ("clear sky", .clear)
        case 1: ("mainly clear", .mostlyClear)
        case 2: ("partly cloudy", .partlyCloudy)
        case 3: ("overcast", .overcast)
        case 45: ("fog", .fog)
        case 48: ("depositing rime fog", .fog)
        case 51: ("light drizzle", .drizzle)
        case 53: ("moderate drizzle", .drizzle)
        case 55: ("dense drizzle", .drizzle)
        case 56, 57: ("freezing drizzle", .freezingDrizzle)
        case 61: ("slight rain", .rain)
        case 63: ("moderate rain", .rain)
        case 65: ("heavy rain", .heavyRain)
        case 66, 67: ("freezing rain", .freezingRain)
        case 71: ("slight snow fall", .snow)
        case 73: ("moderate snow fall", .snow)
        case 75: ("heavy snow fall", .snow)
        case 77: ("snow grains", .snow)
        case 80: ("slight rain showers", .rainShowers)
        case 81: ("moderate rain showers", .rainShowers)
        case 82: ("violent rain showers", .rainShowers)
        case 85: ("slight snow showers", .snowShowers)
        case 86: ("heavy snow showers", .snowShowers)
        case 95: ("thunderstorm", .thunderstorm)
        case 96, 99: ("thunderstorm with hail", .hail)
        default: ("weather code \(code)", .unknown)
        }
        return WeatherCondition(category: category, code: .number(code), description: description)
    }
}
