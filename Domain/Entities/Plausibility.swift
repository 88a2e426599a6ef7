import Foundation

/// What a provider's answer must look like to stand in for the weather. A value no weather can have
/// (−999999 °C, 140 % humidity, a negative rain amount) is unknown, not shown as given; an answer
/// left with nothing to show is no answer, so it never replaces a good cached copy.
public enum Plausibility {
    /// Air temperatures ever measured lie well inside this range (−89.2 °C to 56.7 °C).
    public static let celsius: ClosedRange<Double> = -100...70
    public static let percent: ClosedRange<Double> = 0...100
    /// The UV index has no upper bound by definition; the highest ever measured is about 43, so
    /// beyond 50 is nonsense.
    public static let uvIndex: ClosedRange<Double> = 0...50

    static func temperature(_ value: Double?, _ units: Units) -> Double? {
        guard let value, value.isFinite else { return nil }
        let celsius = units == .imperial ? (value - 32) * 5 / 9 : value
        return Self.celsius.contains(celsius) ? value : nil
    }

    static func percentage(_ value: Double?) -> Double? {
        value.flatMap { percent.contains($0) ? $0 : nil }
    }

    /// Amounts, speeds and pressures: finite and not below zero (a pressure of zero is none).
    static func amount(_ value: Double?, allowsZero: Bool = true) -> Double? {
        guard let value, value.isFinite, value > 0 || (allowsZero && value == 0) else { return nil }
        return value
    }

    static func degrees(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite ? $0 : nil }
    }

    static func uv(_ value: Double?) -> Double? {
        value.flatMap { uvIndex.contains($0) ? $0 : nil }
    }

    static func precipitation(_ value: Precipitation) -> Precipitation {
        Precipitation(amount: amount(value.amount), probability: percentage(value.probability))
    }

    static func wind(_ value: Wind) -> Wind {
        Wind(speed: amount(value.speed), gusts: amount(value.gusts), degrees: degrees(value.degrees))
    }
}

extension Forecast {
    /// The answer with implausible values unknown, days outside the forecast window (from yesterday
    /// to five weeks ahead, in the place's calendar) and hours without a plausible temperature dropped.
    /// Throws when no day is left, or when the hours are not in time order: such an answer is a
    /// provider failure, and a cached copy stands in for it.
    public func plausible(at now: Date) throws(WeatherError) -> Forecast {
        var forecast = self
        let today = CalendarDay(now, utcOffsetSeconds: utcOffsetSeconds).daysSinceEpoch
        forecast.days = days.compactMap { day -> DailyForecast? in
            guard (today - 1...today + 35).contains(day.date.daysSinceEpoch) else { return nil }
            return day.plausible(units)
        }
        guard !forecast.days.isEmpty else {
            throw .providerUnavailable(provider: provider, reason: "sent a forecast with no days")
        }
        guard zip(hours, hours.dropFirst()).allSatisfy({ $0.time < $1.time }) else {
            throw .providerUnavailable(provider: provider, reason: "sent hours that do not line up")
        }
        forecast.hours = hours.compactMap { $0.plausible(units) }
        return forecast
    }
}

extension DailyForecast {
    /// Nil when no plausible temperature is left to show for the day.
    func plausible(_ units: Units) -> DailyForecast? {
        let low = Plausibility.temperature(temperature.min, units), high = Plausibility.temperature(temperature.max, units)
        guard let average = Plausibility.temperature(temperature.average, units) ?? low ?? high else { return nil }
        var day = self
        day.temperature = TemperatureSummary(average: average, min: low ?? average, max: high ?? average)
        day.feelsLike = FeelsLikeRange(min: Plausibility.temperature(feelsLike.min, units),
                                       max: Plausibility.temperature(feelsLike.max, units))
        day.precipitation = Plausibility.precipitation(precipitation)
        day.wind = Plausibility.wind(wind)
        day.humidity = Plausibility.percentage(humidity)
        day.pressure = Plausibility.amount(pressure, allowsZero: false)
        day.uvIndex = Plausibility.uv(uvIndex)
        return day
    }
}

extension HourlyForecast {
    /// Nil when the temperature is not plausible: a point is drawn by its temperature.
    func plausible(_ units: Units) -> HourlyForecast? {
        guard let temperature = Plausibility.temperature(temperature, units) else { return nil }
        var point = self
        point.temperature = temperature
        point.feelsLike = Plausibility.temperature(feelsLike, units)
        point.humidity = Plausibility.percentage(humidity)
        point.pressure = Plausibility.amount(pressure, allowsZero: false)
        point.precipitation = Plausibility.precipitation(precipitation)
        point.wind = Plausibility.wind(wind)
        point.cloudCover = Plausibility.percentage(cloudCover)
        point.uvIndex = Plausibility.uv(uvIndex)
        return point
    }
}

extension CurrentWeather {
    /// The reading with implausible values unknown. Throws when the temperature itself is not
    /// plausible: a reading without one is no reading, and a cached copy stands in for it.
    public func plausible() throws(WeatherError) -> CurrentWeather {
        guard let temperature = Plausibility.temperature(temperature, units) else {
            throw .providerUnavailable(provider: provider, reason: "sent a temperature no weather has")
        }
        var weather = self
        weather.temperature = temperature
        weather.feelsLike = Plausibility.temperature(feelsLike, units)
        weather.minimum = Plausibility.temperature(minimum, units)
        weather.maximum = Plausibility.temperature(maximum, units)
        weather.humidity = Plausibility.percentage(humidity)
        weather.pressure = Plausibility.amount(pressure, allowsZero: false)
        weather.windSpeed = Plausibility.amount(windSpeed)
        weather.windGusts = Plausibility.amount(windGusts)
        weather.windDirection = Plausibility.degrees(windDirection)
        weather.cloudiness = Plausibility.percentage(cloudiness)
        weather.visibility = Plausibility.amount(visibility)
        weather.precipitation = Plausibility.amount(precipitation)
        weather.uvIndex = Plausibility.uv(uvIndex)
        return weather
    }
}
