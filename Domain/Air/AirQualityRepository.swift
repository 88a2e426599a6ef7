/// Air quality, from its source or the cache.
public protocol AirQualityRepository: Sendable {
    /// `days` is how many days of hours the caller needs, from local midnight today.
    func airQuality(for place: Place, days: Int, policy: CachePolicy) async throws -> Sourced<AirQuality>
    /// One request for every place that needs one; one failure stays in its place.
    func airQuality(for places: [Place], days: Int, policy: CachePolicy) async -> [Result<Sourced<AirQuality>, WeatherError>]
}
