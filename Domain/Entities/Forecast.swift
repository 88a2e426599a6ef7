import Foundation

/// Temperatures over one day.
public struct TemperatureSummary: Hashable, Codable, Sendable {
    public var average: Double
    public var min: Double
    public var max: Double

    public init(average: Double, min: Double, max: Double) {
        self.average = average
        self.min = min
        self.max = max
    }
}

/// The lowest and highest felt temperature of a day, when the provider gives them.
public struct FeelsLikeRange: Hashable, Codable, Sendable {
    public var min: Double?
    public var max: Double?

    public init(min: Double? = nil, max: Double? = nil) {
        self.min = min
        self.max = max
    }
}

/// One day of a forecast, in the place's local calendar. A value the provider does not give is nil.
public struct DailyForecast: Hashable, Codable, Sendable {
    public var date: CalendarDay
    public var temperature: TemperatureSummary
    public var feelsLike: FeelsLikeRange
    /// The day's total, and its highest hourly probability.
    public var precipitation: Precipitation
    /// The highest speed and gust, and the dominant direction.
    public var wind: Wind
    /// Mean relative humidity in percent.
    public var humidity: Double?
    /// Mean sea-level pressure: hPa in metric, inHg in imperial.
    public var pressure: Double?
    public var sunrise: Date?
    public var sunset: Date?
    public var uvIndex: Double?
    public var condition: WeatherCondition

    public init(date: CalendarDay, temperature: TemperatureSummary, feelsLike: FeelsLikeRange = FeelsLikeRange(),
                precipitation: Precipitation = Precipitation(), wind: Wind = Wind(), humidity: Double? = nil,
                pressure: Double? = nil, sunrise: Date? = nil, sunset: Date? = nil, uvIndex: Double? = nil,
                condition: WeatherCondition) {
        self.date = date
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.precipitation = precipitation
        self.wind = wind
        self.humidity = humidity
        self.pressure = pressure
        self.sunrise = sunrise
        self.sunset = sunset
        self.uvIndex = uvIndex
        self.condition = condition
    }
}

/// A forecast for one place, as fetched at one moment from one provider: daily summaries and hourly points.
public struct Forecast: Hashable, Codable, Sendable {
    /// Days shown when the user does not ask for a number.
    public static let defaultDays = 7

    public var place: Place
    public var units: Units
    public var provider: String
    public var fetchedAt: Date
    /// The place's offset from UTC, for showing local times.
    public var utcOffsetSeconds: Int
    public var days: [DailyForecast]
    /// In time order; a provider's step may be more than an hour.
    public var hours: [HourlyForecast]
    /// How many days were asked of the provider: a copy serves any request for as many or fewer.
    public var requestedDays: Int
    /// The most days the provider gives.
    public var horizonDays: Int
    /// Other places the query could have meant, best first.
    public var alternatives: [Place]
    /// When the provider says its answer is out of date (an `Expires` header); nil when it does not say.
    /// A copy is not asked for again before then, nor kept past it.
    public var validUntil: Date?

    public init(place: Place, units: Units, provider: String, fetchedAt: Date, utcOffsetSeconds: Int,
                days: [DailyForecast], hours: [HourlyForecast] = [], requestedDays: Int = Forecast.defaultDays,
                horizonDays: Int = 16, alternatives: [Place] = [], validUntil: Date? = nil) {
        self.place = place
        self.units = units
        self.provider = provider
        self.fetchedAt = fetchedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.days = days
        self.hours = hours
        self.requestedDays = requestedDays
        self.horizonDays = horizonDays
        self.alternatives = alternatives
        self.validUntil = validUntil
    }

    /// Whether this copy has the days a request for `days` needs.
    public func covers(days: Int) -> Bool {
        requestedDays >= min(days, horizonDays)
    }

    /// The points from the one in progress at `now` onward, spanning `hours` hours.
    public func hours(_ hours: Int, from now: Date) -> [HourlyForecast] {
        guard let first = self.hours.first else { return [] }
        let start = self.hours.last { $0.time <= now }?.time ?? first.time
        let end = start.addingTimeInterval(Double(hours) * 3600)
        return self.hours.filter { $0.time >= start && $0.time < end }
    }
}
