import Domain
import Foundation

/// Forecasts from the provider, kept for the calendar day on which they were fetched.
struct CachedForecastRepository: ForecastRepository {
    let provider: any WeatherProvider
    let store: SQLiteStore
    let freshness: Freshness
    let now: @Sendable () -> Date

    func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        try await cached(key: "q:\(query.key)", days: days, units: units, policy: policy) {
            try await provider.forecast(for: query, days: days, units: units)
        }
    }

    func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        try await cached(key: "c:\(place.coordinate.cacheKey)", days: days, units: units, policy: policy) {
            try await provider.forecast(for: place, days: days, units: units)
        }
    }

    /// A copy serves today's requests for as many days as it was fetched for, or fewer.
    private func cached(key: String, days: Int, units: Units, policy: CachePolicy,
                        fetch: @escaping @Sendable () async throws -> Forecast) async throws -> Sourced<Forecast> {
        let fullKey = "\(provider.cacheName)|\(units.rawValue)|\(key)"
        let stored = store.cached(ForecastRecord.self, .forecast, key: fullKey).map { cached in
            // The row's fetched_at is the one truth about age (eviction orders by it too).
            var forecast = cached.value.value
            forecast.fetchedAt = cached.fetchedAt
            return forecast
        }
        if policy.usesValidCopy, let stored, stored.covers(days: days),
           freshness.isForecastValid(fetchedAt: stored.fetchedAt, now: now()) {
            return Sourced(stored, source: .cache)
        }
        do {
            // A status bar waits only so long when a copy it can show is on hand.
            let showable = stored.map { copy in copy.days.contains { $0.date >= CalendarDay(now(), utcOffsetSeconds: copy.utcOffsetSeconds) } }
            let patience = showable == true ? policy.patience : nil
            guard let fetched = try await answer(within: patience, fetch) else {
                throw WeatherError.impatient(provider.name, patience ?? .zero)
            }
            // Only a usable answer replaces the copy: one with no day left is a provider failure.
            let forecast = try fetched.plausible(at: now())
            store.cache(ForecastRecord(forecast), .forecast, key: fullKey, fetchedAt: forecast.fetchedAt)
            return Sourced(forecast, source: .network)
        } catch where error.allowsOfflineFallback {
            // An old copy's past days are no forecast: they are dropped, and a copy with none
            // left is as good as nothing cached.
            guard var stored else { throw error }
            let today = CalendarDay(now(), utcOffsetSeconds: stored.utcOffsetSeconds)
            stored.days.removeAll { $0.date < today }
            guard !stored.days.isEmpty else { throw error }
            return Sourced(stored, source: .offline(reason: error.offlineReason))
        }
    }
}
