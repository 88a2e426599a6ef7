@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// MET Norway's terms: every part taken from one answer (the forecast and the conditions now)
/// lives until the answer's `Expires` and no longer, and the next request asks whether it changed
/// since its `Last-Modified`; a 304 reuses the kept answer with the 304's new `Expires`.
@Suite("MET Norway's Expires and Last-Modified")
struct MetNorwayExpiresTests {
    static let fetchedAt = MetNorwayForecastDTO.utcTime("2026-11-24T11:20:00Z")!
    static let lastModified = "Tue, 24 Nov 2026 11:05:00 GMT"

    /// api.met.no as the terms describe it: the recorded answer with `Expires` and `Last-Modified`,
    /// and a 304 to a request that asks whether it changed since.
    final class MetServer: NetworkService, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [Endpoint] = []
        private var expires: Date
        let body: Data

        init(expires: Date) throws {
            self.expires = expires
            body = try Recorded.data("Answers/locationforecast~2.0~complete")
        }

        var requests: [Endpoint] { lock.withLock { asked } }
        func expire(at moment: Date) { lock.withLock { expires = moment } }

        func response(for endpoint: Endpoint) async throws(Networking.NetworkError) -> NetworkResponse {
            let expires = lock.withLock {
                asked.append(endpoint)
                return self.expires
            }
            let headers = ["Expires": HTTPDateText.of(expires), "Last-Modified": MetNorwayExpiresTests.lastModified]
            if endpoint.headers["If-Modified-Since"] == MetNorwayExpiresTests.lastModified {
                return NetworkResponse(body: Data(), headers: headers, status: 304)
            }
            return NetworkResponse(body: body, headers: headers)
        }
    }

    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = MetNorwayExpiresTests.fetchedAt
        func now() -> Date { lock.withLock { current } }
        func advance(seconds: TimeInterval) { lock.withLock { current += seconds } }
    }

    let temporary: TemporaryStore
    let store: SQLiteStore
    let clock = Clock()
    let server: MetServer
    let oslo = Place(name: "Oslo", country: "NO", coordinate: Coordinate(unchecked: 59.91, 10.75), timeZone: "Europe/Oslo")

    init() throws {
        temporary = try TemporaryStore()
        store = try temporary.open()
        server = try MetServer(expires: Self.fetchedAt + 30 * 60)
    }

    var repositories: Repositories {
        Repositories(configuration: ProviderConfiguration(provider: .metNorway, apiKey: nil), store: store, network: server,
                     freshness: Freshness(timeZone: TimeZone(identifier: "UTC")!), now: { [clock] in clock.now() })
    }

    /// What `wf at` asks: the conditions now and the forecast, at once. They share the request in
    /// flight when they meet there; this network answers at once, so the second may come after the
    /// first is done and ask again (whether the answer changed: a 304). The end-to-end test, over a
    /// socket, pins one request.
    func both() async throws -> (current: Sourced<CurrentWeather>, forecast: Sourced<Forecast>) {
        let repositories = repositories
        async let current = repositories.currentWeather.currentWeather(at: oslo.coordinate, units: .metric, policy: .preferCache)
        async let forecast = repositories.forecasts.forecast(for: oslo, days: 7, units: .metric, policy: .preferCache)
        return try await (current, forecast)
    }

    @Test("The conditions now and the forecast share one answer and its Expires: nothing more is asked before it, both are asked after")
    func untilExpires() async throws {
        let first = try await both()
        #expect(first.current.source == .network && first.forecast.source == .network)
        #expect(first.current.value.validUntil == Self.fetchedAt + 30 * 60)
        #expect(first.forecast.value.validUntil == Self.fetchedAt + 30 * 60)
        let asked = server.requests.count
        #expect((1...2).contains(asked))
        // +11, +25 and a second before the Expires: both copies answer.
        for seconds in [660.0, 840, 299] {
            clock.advance(seconds: seconds)
            let later = try await both()
            #expect(later.current.source == .cache && later.forecast.source == .cache,
                    "at +\(clock.now().timeIntervalSince(Self.fetchedAt)) s")
        }
        #expect(server.requests.count == asked)
        // At the Expires itself both copies are out of date, and asked for again.
        clock.advance(seconds: 1)
        let expired = try await both()
        #expect(expired.current.source == .network && expired.forecast.source == .network)
        #expect(server.requests.count > asked)
    }

    @Test("Without Expires, the conditions now are current for wf's own 10 minutes")
    func withoutExpires() {
        let freshness = Freshness(timeZone: TimeZone(identifier: "UTC")!)
        let fetched = Self.fetchedAt
        #expect(freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched + 599, validUntil: nil))
        #expect(!freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched + 600, validUntil: nil))
        #expect(freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched + 1799, validUntil: fetched + 1800))
        #expect(!freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched + 1800, validUntil: fetched + 1800))
        // An Expires nearer than 10 minutes is honoured too: no longer than the answer lives.
        #expect(!freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched + 120, validUntil: fetched + 60))
        #expect(!freshness.isCurrentWeatherValid(fetchedAt: fetched, now: fetched - 1, validUntil: fetched + 1800))
    }

    @Test("The next request asks If-Modified-Since the answer's Last-Modified; a 304 reuses the copy until its new Expires")
    func notModified() async throws {
        let first = try await both()
        #expect(server.requests.first?.headers["If-Modified-Since"] == nil)
        let asked = server.requests.count
        clock.advance(seconds: 32 * 60)
        server.expire(at: clock.now() + 30 * 60)
        let revalidated = try await both()
        #expect(server.requests.count > asked)
        #expect(server.requests.dropFirst().allSatisfy { $0.headers["If-Modified-Since"] == Self.lastModified })
        // The answer kept is the answer: the same forecast, expiring at the 304's Expires.
        #expect(revalidated.forecast.source == .network && revalidated.current.source == .network)
        #expect(revalidated.forecast.value.hours == first.forecast.value.hours)
        #expect(revalidated.current.value.temperature == first.current.value.temperature)
        #expect(revalidated.forecast.value.validUntil == clock.now() + 30 * 60)
        #expect(revalidated.current.value.validUntil == clock.now() + 30 * 60)
        let revalidations = server.requests.count
        clock.advance(seconds: 29 * 60)
        let cached = try await both()
        #expect(cached.current.source == .cache && cached.forecast.source == .cache)
        #expect(server.requests.count == revalidations)
    }

    @Test("An answer without Last-Modified is not kept: the next request asks plainly")
    func withoutLastModified() async throws {
        let network = NowcastAlongsideTests.OneAnswer(server.body)
        let repositories = Repositories(configuration: ProviderConfiguration(provider: .metNorway, apiKey: nil), store: store,
                                        network: network, now: { [clock] in clock.now() })
        _ = try await repositories.currentWeather.currentWeather(at: oslo.coordinate, units: .metric, policy: .refresh)
        _ = try await repositories.currentWeather.currentWeather(at: oslo.coordinate, units: .metric, policy: .refresh)
        #expect(network.queries.count == 2)
        #expect(store.cached(ConditionalRequests.Copy<MetNorwayForecastDTO>.self, .answer, key: "MET Norway|59.9100,10.7500") == nil)
    }
}
