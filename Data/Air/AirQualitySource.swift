import Domain

/// Where air quality comes from (`OpenMeteoAirQualityService`), under the cache.
protocol AirQualitySource: Sendable {
    /// How messages name it: "Open-Meteo Air Quality".
    var name: String { get }
    /// Its part of cache keys.
    var cacheName: String { get }
    /// One request for all `places`; an answer (or failure) for each, in order.
    func airQuality(for places: [Place], days: Int) async -> [Result<AirQuality, WeatherError>]
}
