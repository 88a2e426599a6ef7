import Domain
import Foundation

/// Air quality per rounded coordinate, fresh for an hour (`maxAge`); offline, the last copy's
/// hours from the current one on.
struct CachedAirQualityRepository: AirQualityRepository {
    /// How long a copy answers without a request: the models give one value an hour.
    static let maxAge: TimeInterval = 3600

    let source: any AirQualitySource
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func airQuality(for place: Place, days: Int, policy: CachePolicy) async throws -> Sourced<AirQuality> {
        try await airQuality(for: [place], days: days, policy: policy)[0].get()
    }

    /// One request for every place that needs one; one failure stays in its place.
    func airQuality(for places: [Place], days: Int, policy: CachePolicy) async -> [Result<Sourced<AirQuality>, WeatherError>] {
        let resource = CachedResource<AirQuality, AirQualityRecord>(
            kind: .airQuality, store: store, source: source.name, now: now, record: AirQualityRecord.init,
            value: { record, fetchedAt in
                var stamped = record.value
                stamped.fetchedAt = fetchedAt
                return stamped
            }, fetchedAt: \.fetchedAt)
        let rules = CachedResource<AirQuality, AirQualityRecord>.Rules(
            isValid: { copy, fetchedAt, now in
                copy.covers(days: days) && fetchedAt <= now && now.timeIntervalSince(fetchedAt) < Self.maxAge
            },
            offline: { copy, now in copy.remaining(at: now) },
            usable: { answer, _ in try answer.plausible() })
        let keys = places.map { "\(source.cacheName)|\($0.coordinate.cacheKey)" }
        let results = await resource.answers(keys: keys, policy: policy, rules: rules) { [source] asked in
            await source.airQuality(for: asked.map { places[$0] }, days: days).map { $0.mapError { $0 } }
        }
        // A copy is kept per coordinate, whoever asked: each answer carries the place as its caller named it.
        return zip(places, results).map { place, result in
            result.map { answer in
                var named = answer
                named.value.place = place
                return named
            }.mapError(WeatherError.init)
        }
    }
}

extension CacheKind {
    static let airQuality = CacheKind("air-quality")
}
