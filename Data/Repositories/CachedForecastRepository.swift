import Domain
import Foundation

/// Forecasts from the provider, kept for the calendar day on which they were fetched, or until
/// the provider says they expire, whichever comes first.
struct CachedForecastRepository: ForecastRepository {
    let provider: any WeatherProvider
    let store: SQLiteStore
    let freshness: Freshness
    let now: @Sendable () -> Date

    /// A provider that forecasts by coordinate keeps one copy per place, however the place was
    /// named: "berlin" and "Berlin, DE" share it. Names go to the others as they are.
    func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        if let provider = provider as? any CoordinateWeatherProvider {
            let (place, others) = try await provider.place(for: query)
            var forecast = try await forecast(for: place, days: days, units: units, policy: policy)
            forecast.value.alternatives = others
            return forecast
        }
        return try await cached(key: "q:\(query.key)", days: days, units: units, policy: policy) { [provider] in
            try await provider.forecast(for: query, days: days, units: units)
        }
    }

    var looksUpNamesFirst: Bool { provider is any CoordinateWeatherProvider }

    func hasValidCopy(for place: Place, days: Int, units: Units) async -> Bool {
        guard let (copy, fetchedAt) = resource.copy(key: key(units: units, "c:\(place.coordinate.cacheKey)")) else { return false }
        return rules(days: days).isValid(copy, fetchedAt, now())
    }

    /// The copy is the place's whatever it was called when fetched ("52.52, 13.41" or "Berlin"):
    /// it is named as asked now.
    func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        var forecast = try await cached(key: "c:\(place.coordinate.cacheKey)", days: days, units: units, policy: policy) { [provider] in
            try await provider.forecast(for: place, days: days, units: units)
        }
        forecast.value.place = place
        return forecast
    }

    private var resource: CachedResource<Forecast, ForecastRecord> {
        CachedResource(kind: .forecast, store: store, source: provider.name, now: now, record: ForecastRecord.init,
                       value: { record, fetchedAt in
                           // The row's fetched_at is the one truth about age (eviction orders by it too).
                           var forecast = record.value
                           forecast.fetchedAt = fetchedAt
                           return forecast
                       },
                       fetchedAt: \.fetchedAt)
    }

    /// A copy serves today's requests for as many days as it was fetched for, or fewer. Offline, an
    /// old copy's past days are no forecast: they are dropped, and a copy with none left is as good
    /// as nothing cached. Only an answer with a day in its window replaces the copy.
    private func cached(key: String, days: Int, units: Units, policy: CachePolicy,
                        fetch: @escaping @Sendable () async throws -> Forecast) async throws -> Sourced<Forecast> {
        try await resource.answer(key: self.key(units: units, key), policy: policy, rules: rules(days: days), fetch: fetch)
    }

    private func key(units: Units, _ key: String) -> String { "\(provider.cacheName)|\(units.rawValue)|\(key)" }

    private func rules(days: Int) -> CachedResource<Forecast, ForecastRecord>.Rules {
        let freshness = freshness
        return CachedResource<Forecast, ForecastRecord>.Rules(
            isValid: { copy, fetchedAt, now in
                copy.covers(days: days) && freshness.isForecastValid(fetchedAt: fetchedAt, now: now)
                    && copy.validUntil.map { now < $0 } != false
            },
            offline: { copy, now in
                var shown = copy
                let today = CalendarDay(now, utcOffsetSeconds: copy.utcOffsetSeconds)
                shown.days.removeAll { $0.date < today }
                return shown.days.isEmpty ? nil : shown
            },
            usable: { answer, now in try answer.plausible(at: now) }
        )
    }
}
