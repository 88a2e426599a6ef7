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
    /// Rain or snow as water, in millimetres, in any period wf shows (15 minutes to a day): the most
    /// ever measured in a day is about 1,825 mm (Réunion, 1966).
    public static let millimetres: ClosedRange<Double> = 0...2_000
    /// Wind speeds and gusts in km/h: the strongest gust measured is about 408 km/h.
    public static let kilometresPerHour: ClosedRange<Double> = 0...500
    /// Sea-level pressure in hPa: the extremes measured are about 870 and 1,084.
    public static let hectopascals: ClosedRange<Double> = 800...1_100

    /// −999999, 1e9 and other markers of "no value": outside any of these ranges, a value is unknown.
    static func within(_ value: Double?, _ range: ClosedRange<Double>, scale: Double = 1) -> Double? {
        guard let value, value.isFinite, (range.lowerBound * scale...range.upperBound * scale).contains(value) else { return nil }
        return value
    }

    /// A rain amount in the forecast's units (millimetres, or inches in imperial).
    static func rain(_ value: Double?, _ units: Units) -> Double? {
        within(value, millimetres, scale: units == .metric ? 1 : 1 / 25.4)
    }

    /// A pressure in the forecast's units (hPa, or inHg in imperial); zero is none.
    static func pressure(_ value: Double?, _ units: Units) -> Double? {
        within(value, hectopascals, scale: units.pressure(fromHectopascals: 1))
    }

    /// A wind speed in the forecast's units (km/h, or mph in imperial).
    static func speed(_ value: Double?, _ units: Units) -> Double? {
        within(value, kilometresPerHour, scale: units == .metric ? 1 : 1 / 1.609_344)
    }

    static func temperature(_ value: Double?, _ units: Units) -> Double? {
        guard let value, value.isFinite else { return nil }
        let celsius = units == .imperial ? (value - 32) * 5 / 9 : value
        return Self.celsius.contains(celsius) ? value : nil
    }

    static func percentage(_ value: Double?) -> Double? {
        value.flatMap { percent.contains($0) ? $0 : nil }
    }

    /// Other amounts (visibility): finite and not below zero.
    static func amount(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    static func degrees(_ value: Double?) -> Double? {
        within(value, 0...360)
    }

    static func uv(_ value: Double?) -> Double? {
        value.flatMap { uvIndex.contains($0) ? $0 : nil }
    }

    static func precipitation(_ value: Precipitation, _ units: Units) -> Precipitation {
        Precipitation(amount: rain(value.amount, units), probability: percentage(value.probability))
    }

    static func wind(_ value: Wind, _ units: Units) -> Wind {
        Wind(speed: speed(value.speed, units), gusts: speed(value.gusts, units), degrees: degrees(value.degrees))
    }
}

extension Forecast {
    /// The answer with implausible values unknown, days outside the window asked for (from yesterday,
    /// for a clock a little ahead, to the last of the `requestedDays` from today, in the place's
    /// calendar) and hours without a plausible temperature dropped. Throws when no day is left, when
    /// none of the days asked for is there (a clock weeks behind the server's gets only days it did
    /// not ask for), or when the hours are not in time order: such an answer is a provider failure,
    /// never shown or cached, and a cached copy stands in for it.
    public func plausible(at now: Date) throws(WeatherError) -> Forecast {
        var forecast = self
        let today = CalendarDay(now, utcOffsetSeconds: utcOffsetSeconds).daysSinceEpoch
        let asked = today...today + max(requestedDays, 1) - 1
        forecast.days = days.compactMap { day -> DailyForecast? in
            guard (today - 1...asked.upperBound).contains(day.date.daysSinceEpoch) else { return nil }
            return day.plausible(units)
        }
        guard forecast.days.contains(where: { asked.contains($0.date.daysSinceEpoch) }) else {
            let sentAsked = days.contains { asked.contains($0.date.daysSinceEpoch) }
            throw .providerUnavailable(provider: provider, reason: days.isEmpty || sentAsked ? "sent a forecast with no days"
                                           : Self.otherDays(days.map(\.date), asked: asked))
        }
        guard zip(hours, hours.dropFirst()).allSatisfy({ $0.time < $1.time }) else {
            throw .providerUnavailable(provider: provider, reason: "sent hours that do not line up")
        }
        forecast.hours = hours.compactMap { $0.plausible(units) }
        return forecast
    }

    /// "sent the days 2026-12-14 to 2026-12-15, not those asked for (2026-11-18 to 2026-11-19): is this computer's clock right?"
    static func otherDays(_ sent: [CalendarDay], asked: ClosedRange<Int>) -> String {
        let span = { (first: CalendarDay, last: CalendarDay) in first == last ? first.description : "\(first) to \(last)" }
        let askedText = span(CalendarDay(daysSinceEpoch: asked.lowerBound), CalendarDay(daysSinceEpoch: asked.upperBound))
        guard let first = sent.min(), let last = sent.max() else { return "sent a forecast with no days" }
        return "sent the days \(span(first, last)), not those asked for (\(askedText)): is this computer's clock right?"
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
        day.precipitation = Plausibility.precipitation(precipitation, units)
        day.wind = Plausibility.wind(wind, units)
        day.humidity = Plausibility.percentage(humidity)
        day.pressure = Plausibility.pressure(pressure, units)
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
        point.pressure = Plausibility.pressure(pressure, units)
        point.precipitation = Plausibility.precipitation(precipitation, units)
        point.wind = Plausibility.wind(wind, units)
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
        weather.pressure = Plausibility.pressure(pressure, units)
        weather.windSpeed = Plausibility.speed(windSpeed, units)
        weather.windGusts = Plausibility.speed(windGusts, units)
        weather.windDirection = Plausibility.degrees(windDirection)
        weather.cloudiness = Plausibility.percentage(cloudiness)
        weather.visibility = Plausibility.amount(visibility)
        weather.precipitation = Plausibility.rain(precipitation, units)
        weather.uvIndex = Plausibility.uv(uvIndex)
        return weather
    }
}

extension Nowcast {
    /// The steps with amounts no rain has (−999999, a negative amount) unknown. Throws when no step
    /// is left with a known amount: such an answer says nothing of rain, never that none is coming,
    /// so it is no answer, and a cached copy stands in for it.
    public func plausible() throws(WeatherError) -> Nowcast {
        var nowcast = self
        nowcast.steps = steps.map { step in
            var step = step
            step.precipitation = Plausibility.within(step.precipitation, Plausibility.millimetres)
            step.probability = Plausibility.percentage(step.probability)
            return step
        }
        guard nowcast.steps.contains(where: \.isKnown) else {
            throw .providerUnavailable(provider: source, reason: "sent no rain amounts for the next 2 hours")
        }
        return nowcast
    }
}
