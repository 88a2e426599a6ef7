import Domain
import Foundation

/// Current weather per rounded coordinate: fresh for a few minutes (or until the provider's answer
/// expires, when it says), the last copy when offline.
struct CachedCurrentWeatherRepository: CurrentWeatherRepository {
    let provider: any WeatherProvider
    let store: SQLiteStore
    let freshness: Freshness
    let now: @Sendable () -> Date

    func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
        try await currentWeather(at: [coordinate], units: units, policy: policy)[0].get()
    }

    /// One request for every coordinate that needs one; a reading without a plausible temperature
    /// is a failure, and one failure stays in its place.
    func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
        let resource = CachedResource<CurrentWeather, CurrentWeather>(
            kind: .currentWeather, store: store, source: provider.name, now: now, fetchedAt: \.fetchedAt,
            stamped: { weather, fetchedAt in
                var stamped = weather
                stamped.fetchedAt = fetchedAt
                return stamped
            })
        let freshness = freshness
        let rules = CachedResource<CurrentWeather, CurrentWeather>.Rules(
            isValid: { copy, fetchedAt, now in freshness.isCurrentWeatherValid(fetchedAt: fetchedAt, now: now, validUntil: copy.validUntil) },
            usable: { answer, _ in try answer.plausible() })
        let keys = coordinates.map { "\(provider.cacheName)|\(units.rawValue)|\($0.cacheKey)" }
        let results = await resource.answers(keys: keys, policy: policy, rules: rules) { [provider] asked in
            await provider.currentWeather(at: asked.map { coordinates[$0] }, units: units).map { $0.mapError { $0 } }
        }
        return results.map { $0.mapError(WeatherError.init) }
    }
}
