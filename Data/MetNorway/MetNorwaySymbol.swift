import Domain

/// MET Norway's weather symbols ("lightrainshowers_day") as wf's categories and English words.
/// The list is MET's weathericons legend; the suffix says only whether the sun is up.
enum MetNorwaySymbol {
    static func condition(_ symbol: String?) -> WeatherCondition {
        guard let symbol, !symbol.isEmpty else { return .unknown }
        let base = String(symbol.split(separator: "_").first ?? "")
        guard let (category, words) = table[base] else {
            return WeatherCondition(category: .unknown, code: .symbol(symbol), description: "")
        }
        return WeatherCondition(category: category, code: .symbol(symbol), description: words)
    }

    private static let table: [String: (ConditionCategory, String)] = {
        var table: [String: (ConditionCategory, String)] = [
            "clearsky": (.clear, "clear sky"), "fair": (.mostlyClear, "fair"), "partlycloudy": (.partlyCloudy, "partly cloudy"),
            "cloudy": (.overcast, "cloudy"), "fog": (.fog, "fog"),
            "lightrain": (.rain, "light rain"), "rain": (.rain, "rain"), "heavyrain": (.heavyRain, "heavy rain"),
            "lightrainshowers": (.rainShowers, "light rain showers"), "rainshowers": (.rainShowers, "rain showers"),
            "heavyrainshowers": (.rainShowers, "heavy rain showers"),
            "lightsleet": (.sleet, "light sleet"), "sleet": (.sleet, "sleet"), "heavysleet": (.sleet, "heavy sleet"),
            "lightsleetshowers": (.sleet, "light sleet showers"), "sleetshowers": (.sleet, "sleet showers"),
            "heavysleetshowers": (.sleet, "heavy sleet showers"),
            "lightsnow": (.snow, "light snow"), "snow": (.snow, "snow"), "heavysnow": (.snow, "heavy snow"),
            "lightsnowshowers": (.snowShowers, "light snow showers"), "snowshowers": (.snowShowers, "snow showers"),
            "heavysnowshowers": (.snowShowers, "heavy snow showers"),
        ]
        // Every precipitation symbol has a thunder variant ("rainandthunder", "lightssnowshowersandthunder": MET's own spelling).
        for (base, (_, words)) in table where ![ConditionCategory.clear, .mostlyClear, .partlyCloudy, .overcast, .fog].contains(table[base]!.0) {
            table[base + "andthunder"] = (.thunderstorm, words + " and thunder")
        }
        table["lightssleetshowersandthunder"] = (.thunderstorm, "light sleet showers and thunder")
        table["lightssnowshowersandthunder"] = (.thunderstorm, "light snow showers and thunder")
        return table
    }()
}
