import Foundation

/// Conditions observed now at one point.
public struct CurrentWeather: Hashable, Codable, Sendable {
    /// The provider's name for the point, when it has one.
    public var placeName: String?
    public var country: String?
    public var coordinate: Coordinate
    public var condition: WeatherCondition
    public var temperature: Double
    public var feelsLike: Double?
    public var minimum: Double?
    public var maximum: Double?
    public var humidity: Double?
    /// hPa in metric, inHg in imperial.
    public var pressure: Double?
    /// km/h in metric, mph in imperial.
    public var windSpeed: Double?
    public var windGusts: Double?
    /// Degrees the wind blows from, 0 = north.
    public var windDirection: Double?
    /// Percent of the sky covered.
    public var cloudiness: Double?
    /// Metres.
    public var visibility: Double?
    /// In the last hour: mm in metric, inches in imperial.
    public var precipitation: Double?
    public var uvIndex: Double?
    public var sunrise: Date?
    public var sunset: Date?
    public var utcOffsetSeconds: Int
    public var observedAt: Date
    public var fetchedAt: Date
    public var units: Units
    public var provider: String
    /// When the provider says its answer is out of date (an `Expires` header); nil when it does not
    /// say. A copy lives until then instead of wf's own few minutes (`Freshness.isCurrentWeatherValid`).
    public var validUntil: Date?

    public init(
        placeName: String?, country: String?, coordinate: Coordinate, condition: WeatherCondition,
        temperature: Double, feelsLike: Double? = nil, minimum: Double? = nil, maximum: Double? = nil,
        humidity: Double? = nil, pressure: Double? = nil, windSpeed: Double? = nil, windGusts: Double? = nil,
        windDirection: Double? = nil, cloudiness: Double? = nil, visibility: Double? = nil,
        precipitation: Double? = nil, uvIndex: Double? = nil, sunrise: Date? = nil, sunset: Date? = nil,
        utcOffsetSeconds: Int, observedAt: Date, fetchedAt: Date, units: Units, provider: String, validUntil: Date? = nil
    ) {
        self.placeName = placeName
        self.country = country
        self.coordinate = coordinate
        self.condition = condition
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.minimum = minimum
        self.maximum = maximum
        self.humidity = humidity
        self.pressure = pressure
        self.windSpeed = windSpeed
        self.windGusts = windGusts
        self.windDirection = windDirection
        self.cloudiness = cloudiness
        self.visibility = visibility
        self.precipitation = precipitation
        self.uvIndex = uvIndex
        self.sunrise = sunrise
        self.sunset = sunset
        self.utcOffsetSeconds = utcOffsetSeconds
        self.observedAt = observedAt
        self.fetchedAt = fetchedAt
        self.units = units
        self.provider = provider
        self.validUntil = validUntil
    }

    /// "London, GB", or the coordinate when the provider names nothing.
    public var displayName: String {
        guard let placeName, !placeName.isEmpty else { return coordinate.description }
        return [placeName, country].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }
}
