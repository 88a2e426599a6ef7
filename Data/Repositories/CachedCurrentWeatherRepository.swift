import Domain
import Foundation

/// Current weather per rounded coordinate: fresh for a few minutes, the last copy when offline.
struct CachedCurrentWeatherRepository: CurrentWeatherRepository {
    let provider: any WeatherProvider
    let store: SQLiteStore
    let freshness: Freshness
    let now: @Sendable () -> Date

    func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
        try await currentWeather(at: [coordinate], units: units, policy: policy)[0].get()
    }

    func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
        let keys = coordinates.map { "\(provider.cacheName)|\(units.rawValue)|\($0.cacheKey)" }
        let stored = keys.map { key in
            store.cached(CurrentWeather.self, .currentWeather, key: key).map { cached in
                var weather = cached.value
                weather.fetchedAt = cached.fetchedAt
                return weather
            }
        }
        let moment = now()
        let missing = coordinates.indices.filter { index in
            guard policy.usesValidCopy, let cached = stored[index] else { return true }
            return !freshness.isCurrentWeatherValid(fetchedAt: cached.fetchedAt, now: moment)
        }
        // A status bar waits only so long when every reading it asks for has a copy to show.
        let patience = missing.allSatisfy { stored[$0] != nil } ? policy.patience : nil
        let asked = missing.map { coordinates[$0] }
        let answers: [Result<CurrentWeather, WeatherError>]
        if missing.isEmpty {
            answers = []
        } else if let answered = try? await answer(within: patience, { [provider] in await provider.currentWeather(at: asked, units: units) }) {
            answers = answered
        } else {
            answers = asked.map { _ in .failure(.impatient(provider.name, patience ?? .zero)) }
        }
        // Only a usable reading replaces the copy: one without a plausible temperature is a provider failure.
        let fetched = answers.map { answer in answer.flatMap { weather in Result { () throws(WeatherError) in try weather.plausible() } } }
        let fetchedByIndex = Dictionary(uniqueKeysWithValues: zip(missing, fetched))

        return coordinates.indices.map { index in
            let cached = stored[index]
            switch fetchedByIndex[index] {
            case nil:
                // Not fetched: only a fresh cached copy is left out of `missing`.
                guard let cached else { return .failure(.unexpected("no weather fetched or cached for \(coordinates[index])")) }
                return .success(Sourced(cached, source: .cache))
            case .success(let weather)?:
                store.cache(weather, .currentWeather, key: keys[index], fetchedAt: weather.fetchedAt)
                return .success(Sourced(weather, source: .network))
            case .failure(let error)? where error.allowsOfflineFallback:
                guard let cached else { return .failure(error) }
                return .success(Sourced(cached, source: .offline(reason: error.offlineReason)))
            case .failure(let error)?:
                return .failure(error)
            }
        }
    }
}
