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

/// One day of a forecast, in the place's local calendar.
public struct DailyForecast: Hashable, Codable, Sendable {
    public var date: CalendarDay
    public var temperature: TemperatureSummary
    /// Mean sea-level pressure in hPa.
    public var pressure: Double?
    /// Mean relative humidity in percent.
    public var humidity: Double?
    public var condition: WeatherCondition

    public init(date: CalendarDay, temperature: TemperatureSummary, pressure: Double?, humidity: Double?, condition: WeatherCondition) {
        self.date = date
        self.temperature = temperature
        self.pressure = pressure
        self.humidity = humidity
        self.condition = condition
    }
}

/// A daily forecast for one place, as fetched at one moment from one provider.
public struct Forecast: Hashable, Codable, Sendable {
    public var place: Place
    public var units: Units
    public var provider: String
    public var fetchedAt: Date
    /// The place's offset from UTC, for showing local times.
    public var utcOffsetSeconds: Int
    public var days: [DailyForecast]
    /// Other places the query could have meant, best first.
    public var alternatives: [Place]

    public init(place: Place, units: Units, provider: String, fetchedAt: Date, utcOffsetSeconds: Int, days: [DailyForecast], alternatives: [Place] = []) {
        self.place = place
        self.units = units
        self.provider = provider
        self.fetchedAt = fetchedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.days = days
        self.alternatives = alternatives
    }
}
