import Domain
import Foundation

/// Weather as plain sentences for a screen reader: no glyphs, no abbreviations for units, days or
/// directions. "Monday 23 November, Lisbon: light rain. Average 14 degrees Celsius, low 11, high 17."
public enum Sentences {
    // MARK: Whole reports

    /// One day of a forecast.
    public static func day(_ day: DailyForecast, place: String, units: Units) -> String {
        var sentences = ["\(date(day.date)), \(place): \(condition(day.condition))."]
        sentences.append("Average \(temperature(day.temperature.average, units)), low \(number(day.temperature.min)), high \(number(day.temperature.max)).")
        if let rain = precipitation(day.precipitation, units) { sentences.append(rain) }
        if let wind = wind(day.wind, units) { sentences.append(wind) }
        if let humidity = day.humidity { sentences.append("Humidity \(number(humidity, decimals: 0)) percent.") }
        if let value = day.pressure { sentences.append("Pressure \(pressure(value, units)).") }
        if let uv = day.uvIndex { sentences.append("UV index \(number(uv)).") }
        return sentences.joined(separator: " ")
    }

    /// One hourly point, at the place's local time.
    public static func hour(_ hour: HourlyForecast, units: Units, utcOffsetSeconds: Int) -> String {
        let day = CalendarDay(hour.time, utcOffsetSeconds: utcOffsetSeconds)
        var first = "\(weekdayNames[day.weekday]) \(WeatherFormat.localTime(hour.time, utcOffsetSeconds: utcOffsetSeconds)): "
            + "\(condition(hour.condition)), \(temperature(hour.temperature, units))"
        if let feels = hour.feelsLike { first += ", feels like \(number(feels))" }
        var sentences = [first + "."]
        if let rain = precipitation(hour.precipitation, units) { sentences.append(rain) }
        if let wind = wind(hour.wind, units) { sentences.append(wind) }
        return sentences.joined(separator: " ")
    }

    /// The weather now at one place.
    public static func current(_ weather: CurrentWeather, place: String) -> String {
        let units = weather.units
        var first = "\(place), now: \(condition(weather.condition)), \(temperature(weather.temperature, units))"
        if let feels = weather.feelsLike { first += ", feels like \(number(feels))" }
        var sentences = [first + "."]
        if let low = weather.minimum, let high = weather.maximum { sentences.append("Today low \(number(low)), high \(number(high)).") }
        if let humidity = weather.humidity { sentences.append("Humidity \(number(humidity, decimals: 0)) percent.") }
        if let value = weather.pressure { sentences.append("Pressure \(pressure(value, units)).") }
        if let wind = wind(Wind(speed: weather.windSpeed, gusts: weather.windGusts, degrees: weather.windDirection), units) {
            sentences.append(wind)
        }
        if let uv = weather.uvIndex { sentences.append("UV index \(number(uv)).") }
        if let sunrise = weather.sunrise, let sunset = weather.sunset {
            let offset = weather.utcOffsetSeconds
            sentences.append("Sunrise \(WeatherFormat.localTime(sunrise, utcOffsetSeconds: offset)), sunset \(WeatherFormat.localTime(sunset, utcOffsetSeconds: offset)), local time.")
        }
        return sentences.joined(separator: " ")
    }

    // MARK: Parts

    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                    "September", "October", "November", "December"]

    /// "Monday 23 November".
    public static func date(_ day: CalendarDay) -> String {
        "\(weekdayNames[day.weekday]) \(day.day) \(monthNames[day.month - 1])"
    }

    /// The provider's words, or the category's when it sends none.
    static func condition(_ condition: WeatherCondition) -> String {
        condition.description.isEmpty ? condition.category.englishName : condition.description
    }

    /// "14 degrees Celsius".
    public static func temperature(_ value: Double, _ units: Units) -> String {
        "\(number(value)) degrees \(units == .metric ? "Celsius" : "Fahrenheit")"
    }

    static func pressure(_ value: Double, _ units: Units) -> String {
        units == .metric ? "\(number(value, decimals: 0)) hectopascals" : "\(number(value, decimals: 2)) inches of mercury"
    }

    /// "Rain 2 millimetres, 80 percent chance." or nil when the provider says nothing.
    static func precipitation(_ precipitation: Precipitation, _ units: Units) -> String? {
        let amount = precipitation.amount.map { units == .metric ? "\(number($0)) millimetres" : "\(number($0, decimals: 2)) inches" }
        let chance = precipitation.probability.map { "\(number($0, decimals: 0)) percent chance" }
        let parts = [amount, chance].compactMap { $0 }
        return parts.isEmpty ? nil : "Rain \(parts.joined(separator: ", "))."
    }

    /// "Wind 12 kilometres per hour from the north-west, gusts up to 30."
    static func wind(_ wind: Wind, _ units: Units) -> String? {
        guard let speed = wind.speed else { return nil }
        var text = "Wind \(number(speed, decimals: 0)) \(units == .metric ? "kilometres per hour" : "miles per hour")"
        if let degrees = wind.degrees { text += " from the \(direction(degrees))" }
        if let gusts = wind.gusts { text += ", gusts up to \(number(gusts, decimals: 0))" }
        return text + "."
    }

    private static let directions = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"]

    /// The 8-point direction in words: "north-west".
    public static func direction(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "an unknown direction" }
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return directions[Int((normalised / 45).rounded()) % 8]
    }

    /// "14", "13.5", "-2": no trailing ".0", never "-0".
    public static func number(_ value: Double, decimals: Int = 1) -> String {
        let rounded = value.avoidingNegativeZero(decimals)
        if rounded == rounded.rounded(), let whole = Int(exactly: rounded) { return String(whole) }
        return String(format: "%.\(decimals)f", rounded)
    }
}
