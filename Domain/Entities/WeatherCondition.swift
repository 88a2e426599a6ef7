/// What the sky is doing: a provider-neutral category, plus the provider's own code and words.
///
/// Icons, colours and translations (Presentation) map from `category`, never from `description`.
public struct WeatherCondition: Hashable, Codable, Sendable {
    public var category: ConditionCategory
    /// The provider's own code: a WMO code for Open-Meteo, a condition id for OpenWeatherMap, a
    /// symbol such as "partlycloudy_day" for MET Norway.
    public var code: ConditionCode?
    /// The provider's own words ("light rain"), or empty when it sends none. Presentation says the
    /// category in the user's language.
    public var description: String

    public init(category: ConditionCategory, code: ConditionCode? = nil, description: String? = nil) {
        self.category = category
        self.code = code
        self.description = description ?? ""
    }

    public static let unknown = WeatherCondition(category: .unknown, description: "")
}

/// A provider's own code for a condition, a number or a symbol; kept as the provider gives it.
public enum ConditionCode: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    case number(Int)
    case symbol(String)

    public init(integerLiteral value: Int) { self = .number(value) }
    public init(stringLiteral value: String) { self = .symbol(value) }

    /// A number stays a number in JSON and in the cache, as copies written before symbols existed hold it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .symbol(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .symbol(let symbol): try container.encode(symbol)
        }
    }

    public var number: Int? { if case .number(let number) = self { number } else { nil } }
    public var symbol: String? { if case .symbol(let symbol) = self { symbol } else { nil } }
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
}
