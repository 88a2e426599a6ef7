@testable import DataAccess
import Domain
import Foundation
import Testing

/// A provider that counts calls and fails on demand.
final class StubProvider: WeatherProvider, Geocoder, @unchecked Sendable {
    let name = "Stub"
    let horizonDays = 16
    var language = "en"
    private let lock = NSLock()
    private var calls = 0
    private var failure: WeatherError?
    private var failingCoordinates: Set<String> = []
    private var lifetime: TimeInterval?
    let clock: TestClock

    init(clock: TestClock) { self.clock = clock }

    var callCount: Int { lock.withLock { calls } }
    func fail(with error: WeatherError?) { lock.withLock { failure = error } }
    /// Answers say they expire this long after they are fetched, as an `Expires` header would.
    func expire(after seconds: TimeInterval) { lock.withLock { lifetime = seconds } }
    func fail(at coordinate: Coordinate) { lock.withLock { _ = failingCoordinates.insert(coordinate.cacheKey) } }

    private func call() throws {
        try lock.withLock {
            calls += 1
            if let failure { throw failure }
        }
    }

    func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast {
        try call()
        return Forecast(place: london, units: units, provider: name, fetchedAt: clock.now(), utcOffsetSeconds: 0, days: week(),
                        validUntil: lock.withLock { lifetime }.map { clock.now() + $0 })
    }

    func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast {
        try call()
        return Forecast(place: place, units: units, provider: name, fetchedAt: clock.now(), utcOffsetSeconds: 0, days: week())
    }

    /// Seven days from the day of the call.
    private func week() -> [DailyForecast] {
        let today = CalendarDay(clock.now(), utcOffsetSeconds: 0).daysSinceEpoch
        return (0..<7).map { offset in
            DailyForecast(date: CalendarDay(daysSinceEpoch: today + offset), temperature: TemperatureSummary(average: 10, min: 5, max: 15),
                          condition: .unknown)
        }
    }

    func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>] {
        coordinates.map { coordinate in
            do {
                try call()
                if lock.withLock({ failingCoordinates.contains(coordinate.cacheKey) }) {
                    throw WeatherError.providerUnavailable(provider: name, reason: "failed with HTTP 500")
                }
                return .success(CurrentWeather(placeName: nil, country: nil, coordinate: coordinate,
                                               condition: WeatherCondition(category: .clear, description: "clear"), temperature: 20,
                                               utcOffsetSeconds: 0, observedAt: clock.now(), fetchedAt: clock.now(), units: units, provider: name))
            } catch {
                return .failure(WeatherError(error))
            }
        }
    }

    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        try call()
        return query.key == "nowhere" ? [] : [london]
    }
}

final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = ISO8601DateFormatter().date(from: "2026-11-23T09:00:00Z")!

    func now() -> Date { lock.withLock { current } }
    func advance(hours: Double) { lock.withLock { current += hours * 3600 } }
}

struct Harness {
    let temporary: TemporaryStore
    let store: SQLiteStore
    let clock = TestClock()
    let provider: StubProvider
    let freshness = Freshness(timeZone: TimeZone(identifier: "UTC")!)

    init() throws {
        temporary = try TemporaryStore()
        store = try temporary.open()
        provider = StubProvider(clock: clock)
    }

    var forecasts: CachedForecastRepository {
        CachedForecastRepository(provider: provider, store: store, freshness: freshness, now: { [clock] in clock.now() })
    }

    var currentWeather: CachedCurrentWeatherRepository {
        CachedCurrentWeatherRepository(provider: provider, store: store, freshness: freshness, now: { [clock] in clock.now() })
    }
}

@Suite("Cached forecasts")
struct CachedForecastRepositoryTests {
    @Test("A second request the same day is answered from the cache without calling the provider")
    func sameDay() async throws {
        let harness = try Harness()
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache).source == .network)
        harness.clock.advance(hours: 12)
        #expect(try await harness.forecasts.forecast(for: SearchQuery("LONDON"), days: 7, units: .metric, policy: .preferCache).source == .cache)
        #expect(harness.provider.callCount == 1)
    }

    @Test("The next calendar day fetches again, and so does .refresh")
    func nextDayAndRefresh() async throws {
        let harness = try Harness()
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        harness.clock.advance(hours: 15)
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache).source == .network)
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .refresh).source == .network)
        #expect(harness.provider.callCount == 3)
    }

    @Test("A copy the provider says expires is answered from the cache until then, and fetched again after, the same day")
    func expiresHonoured() async throws {
        let harness = try Harness()
        harness.provider.expire(after: 1800)
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        harness.clock.advance(hours: 0.4)
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache).source == .cache)
        harness.clock.advance(hours: 0.2)
        #expect(try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache).source == .network)
        #expect(harness.provider.callCount == 2)
    }

    @Test("Units are part of the cache key")
    func unitsKey() async throws {
        let harness = try Harness()
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .imperial, policy: .preferCache)
        #expect(harness.provider.callCount == 2)
    }

    @Test("A failing provider falls back to a stale copy, marked offline")
    func offlineFallback() async throws {
        let harness = try Harness()
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        harness.clock.advance(hours: 30)
        harness.provider.fail(with: .providerUnavailable(provider: "Stub", reason: "cannot be reached (connection refused)"))
        let result = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        #expect(result.source == .offline(reason: "Stub cannot be reached (connection refused)"))
        // Fetched 30 hours ago: yesterday's day is gone, today's leads.
        #expect(result.value.days.count == 6)
        #expect(result.value.days.first?.date == CalendarDay(harness.clock.now(), utcOffsetSeconds: 0))
        harness.clock.advance(hours: 24 * 7)
        await #expect(throws: WeatherError.self) {
            try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        }
        await #expect(throws: WeatherError.self) {
            try await harness.forecasts.forecast(for: SearchQuery("paris"), days: 7, units: .metric, policy: .preferCache)
        }
    }

    @Test("A rejected key is never hidden behind a cached copy")
    func rejectedKeyDoesNotFallBack() async throws {
        let harness = try Harness()
        _ = try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .preferCache)
        harness.provider.fail(with: .apiKeyRejected(provider: "Stub"))
        await #expect(throws: WeatherError.apiKeyRejected(provider: "Stub")) {
            try await harness.forecasts.forecast(for: SearchQuery("london"), days: 7, units: .metric, policy: .refresh)
        }
    }
}

@Suite("Cached places and current weather")
struct CachedPlaceAndWeatherTests {
    @Test("Places found are cached for good; nothing found is not cached")
    func places() async throws {
        let harness = try Harness()
        let places = CachedPlaceRepository(geocoder: harness.provider, store: harness.store, now: { Date() })
        _ = try await places.places(matching: SearchQuery("london"))
        harness.clock.advance(hours: 24 * 365)
        #expect(try await places.places(matching: SearchQuery("London")) == [london])
        _ = try await places.places(matching: SearchQuery("nowhere"))
        _ = try await places.places(matching: SearchQuery("nowhere"))
        #expect(harness.provider.callCount == 3)
    }

    @Test("A batch fetches only the points without a fresh copy, and keeps the order")
    func batch() async throws {
        let harness = try Harness()
        let points = [Coordinate(unchecked: 1, 1), Coordinate(unchecked: 2, 2), Coordinate(unchecked: 3, 3)]
        _ = await harness.currentWeather.currentWeather(at: [points[1]], units: .metric, policy: .preferCache)
        let results = await harness.currentWeather.currentWeather(at: points, units: .metric, policy: .preferCache)
        #expect(harness.provider.callCount == 3)
        #expect(results.map { try? $0.get().value.coordinate } == points)
        #expect(results.map { try? $0.get().source } == [.network, .cache, .network])
    }

    @Test("A provider that answers for fewer points than asked is a bug reported for each point left out, not a cache miss")
    func shortAnswer() async throws {
        struct ShortProvider: WeatherProvider {
            let name = "Short", horizonDays = 1, language = "en"
            func forecast(for query: SearchQuery, days: Int, units: Units) async throws -> Forecast { throw WeatherError.unexpected("unused") }
            func forecast(for place: Place, days: Int, units: Units) async throws -> Forecast { throw WeatherError.unexpected("unused") }
            func currentWeather(at coordinates: [Coordinate], units: Units) async -> [Result<CurrentWeather, WeatherError>] { [] }
        }
        let harness = try Harness()
        let repository = CachedCurrentWeatherRepository(provider: ShortProvider(), store: harness.store, freshness: harness.freshness,
                                                        now: { [clock = harness.clock] in clock.now() })
        let results = await repository.currentWeather(at: [Coordinate(unchecked: 1, 1)], units: .metric, policy: .preferCache)
        guard case .failure(let error) = results.first else { Issue.record("expected a failure"); return }
        #expect(error.kind == .internal)
    }

    @Test("One failing point falls back to its cached copy or fails alone")
    func onePointFails() async throws {
        let harness = try Harness()
        let points = [Coordinate(unchecked: 1, 1), Coordinate(unchecked: 2, 2)]
        _ = await harness.currentWeather.currentWeather(at: [points[0]], units: .metric, policy: .preferCache)
        harness.provider.fail(at: points[0])
        harness.provider.fail(at: points[1])
        let results = await harness.currentWeather.currentWeather(at: points, units: .metric, policy: .refresh)
        guard case .success(let first) = results[0], case .offline = first.source else { Issue.record("expected offline copy"); return }
        guard case .failure(.providerUnavailable) = results[1] else { Issue.record("expected failure"); return }
    }
}
