/// Official weather alerts for a place, from the source that covers it (`AlertCoverage`) or the cache.
public protocol AlertsRepository: Sendable {
    /// Asks nothing when no source covers the place: the answer then says so (`coverage` `.none`).
    func alerts(for place: Place, policy: CachePolicy) async throws -> Sourced<WeatherAlerts>
}
