import Foundation

/// One point of a forecast: an hour (Open-Meteo) or a 3-hour step (OpenWeatherMap).
/// A value the provider does not give is nil, never 0.
public struct HourlyForecast: Hashable, Codable, Sendable {
    public var time: Date
    public var temperature: Double
    public var feelsLike: Double?
    /// Percent.
    public var humidity: Double?
    /// hPa in metric, inHg in imperial.
    public var pressure: Double?
    public var precipitation: Precipitation
    public var wind: Wind
    /// Percent of the sky covered.
    public var cloudCover: Double?
    public var uvIndex: Double?
    public var condition: WeatherCondition

    public init(time: Date, temperature: Double, feelsLike: Double? = nil, humidity: Double? = nil,
                pressure: Double? = nil, precipitation: Precipitation = Precipitation(), wind: Wind = Wind(),
                cloudCover: Double? = nil, uvIndex: Double? = nil, condition: WeatherCondition) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.humidity = humidity
        self.pressure = pressure
        self.precipitation = precipitation
        self.wind = wind
        self.cloudCover = cloudCover
        self.uvIndex = uvIndex
        self.condition = condition
    }
}
