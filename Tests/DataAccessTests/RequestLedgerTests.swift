@testable import DataAccess
import Domain
import Foundation
import Networking
import Synchronization
import Testing

/// A clock a test moves by hand.
private final class HandClock: Sendable {
    private let moment: Mutex<Date>

    init(_ date: Date) {
        moment = Mutex(date)
    }

    var now: Date { moment.withLock { $0 } }
    func advance(by seconds: TimeInterval) { moment.withLock { $0 += seconds } }
}

/// Answers every request with an empty body.
private struct AnsweringNetwork: NetworkService {
    func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse { NetworkResponse(body: Data("{}".utf8)) }
}

private func endpoint(_ source: String, path: String = "/v1/forecast", _ query: [(String, String)] = []) -> Endpoint {
    Endpoint(baseURL: "http://127.0.0.1:9", path: path, query: query, source: source)
}

/// wf's own forecast request: 12 hourly and 16 daily variables.
private let forecast = endpoint("open-meteo", [
    ("latitude", "52.52"), ("longitude", "13.41"), ("hourly", OpenMeteoProvider.hourlyVariables),
    ("daily", OpenMeteoProvider.dailyVariables), ("forecast_days", "7"),
])
private let geocoding = endpoint("open-meteo-geocoding", path: "/v1/search", [("name", "berlin")])
private let alerts = endpoint("nws", path: "/alerts/active", [("point", "40.7,-74.0")])

private let november27 = CalendarDay(year: 2026, month: 11, day: 27)
private let lastSecondOfNovember27 = Date(timeIntervalSince1970: Double(CalendarDay(year: 2026, month: 11, day: 28).daysSinceEpoch * 86_400 - 1))

@Suite("Request ledger: what was sent, per UTC day and source")
struct RequestLedgerTests {
    @Test("Open-Meteo's weighted calls: max(1, variables / 10) × max(1, days / 14) × locations", arguments: [
        // The pricing page's own examples: 15 variables for 14 days, and for 28 days.
        ([("hourly", "a,b,c,d,e,f,g,h,i,j"), ("daily", "k,l,m,n,o"), ("forecast_days", "14")], 1.5),
        ([("hourly", "a,b,c,d,e,f,g,h,i,j"), ("current", "k,l,m,n,o"), ("forecast_days", "28")], 3.0),
        // wf's forecast: 28 variables, 7 days (also Open-Meteo's default); 16 days.
        ([("hourly", OpenMeteoProvider.hourlyVariables), ("daily", OpenMeteoProvider.dailyVariables)], 2.8),
        ([("hourly", OpenMeteoProvider.hourlyVariables), ("daily", OpenMeteoProvider.dailyVariables), ("forecast_days", "16")], 3.2),
        // Weather now at three places, with rain soon's 15-minute steps: few variables, each place a call.
        ([("latitude", "1,2,3"), ("longitude", "4,5,6"), ("current", "a,b"), ("minutely_15", "c"), ("forecast_days", "1")], 3.0),
        // Past days count as days.
        ([("hourly", "a"), ("past_days", "14"), ("forecast_days", "14")], 2.0),
        // The climate archive: one variable over 25 Dec 1990 to 7 Jan 2021, 10,972 days.
        ([("daily", "temperature_2m_max"), ("start_date", "1990-12-25"), ("end_date", "2021-01-07")], 10_972.0 / 14),
        // No variables at all (the geocoder): one call.
        ([("name", "berlin")], 1.0),
    ] as [([(String, String)], Double)])
    func weights(query: [(String, String)], calls: Double) {
        #expect(abs(OpenMeteoWeight.calls(for: endpoint("open-meteo", query)) - calls) < 1e-9)
    }

    @Test("The ensemble's variables count once per member: ECMWF's 51, GFS's 31; the same query elsewhere is not multiplied", arguments: [
        ([("models", "ecmwf_ifs025"), ("hourly", "temperature_2m,precipitation"), ("forecast_days", "15")], 102.0 / 10 * 15 / 14),
        ([("models", "gfs_seamless"), ("hourly", "temperature_2m,precipitation"), ("forecast_days", "7")], 6.2),
        ([("models", "icon_seamless,gem_global"), ("hourly", "temperature_2m")], 6.1),
    ] as [([(String, String)], Double)])
    func ensembleWeights(query: [(String, String)], calls: Double) {
        #expect(abs(OpenMeteoWeight.calls(for: endpoint("open-meteo-ensemble", query)) - calls) < 1e-9)
        #expect(OpenMeteoWeight.calls(for: endpoint("open-meteo", query)) < calls)
    }

    @Test("A request counts on the UTC day it was sent: one second before midnight and at midnight are two days")
    func dayBoundary() throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        let clock = HandClock(lastSecondOfNovember27)
        let ledger = RequestLedger(store: store, now: { clock.now })
        ledger.count(forecast)
        ledger.count(geocoding)
        ledger.count(alerts)
        let before = try ledger.today()
        #expect(before.day == november27)
        #expect(before.sources.map(\.source) == ["nws", "open-meteo", "open-meteo-geocoding"])
        #expect(before.sources.map(\.requests) == [1, 1, 1])
        #expect(abs(before.openMeteoWeightedCalls - 3.8) < 1e-9)

        clock.advance(by: 1)
        ledger.count(forecast)
        let after = try ledger.today()
        #expect(after.day == CalendarDay(year: 2026, month: 11, day: 28))
        #expect(after.sources == [RequestUsage.Source(source: "open-meteo", requests: 1, weightedCalls: 2.8)])
        #expect(try store.requestUsage(on: november27).map(\.requests) == [1, 1, 1])
    }

    @Test("Every attempt that may have reached the server counts, answered or not (a 429 is not retried); one that never left counts nothing",
          arguments: [
        (NetworkError.status(503, body: Data(), retryAfter: nil), 3), (.status(429, body: Data(), retryAfter: 0), 1), (.timedOut(seconds: 1), 3),
        (.unreachable("connection lost"), 3), (.status(404, body: Data(), retryAfter: nil), 1),
        (.unreachable("connection refused"), 0), (.unreachable("host not found"), 0), (.unreachable("no network connection"), 0),
    ])
    func failuresCount(failure: NetworkError, attempts: Int) async throws {
        let temporary = try TemporaryStore()
        let ledger = RequestLedger(store: try temporary.open(), now: { lastSecondOfNovember27 })
        let network = RetryingNetworkService(policy: RetryPolicy(maxRetries: 2, baseDelay: 0, maxDelay: 0),
                                             base: CountingNetworkService(base: FailingNetwork(failure: failure), ledger: ledger))
        await #expect(throws: NetworkError.self) { try await network.response(for: geocoding) }
        #expect(try ledger.today().sources.map(\.requests) == (attempts == 0 ? [] : [attempts]))
    }

    @Test("Open-Meteo's calls so far are told after each of its requests, other sources' never")
    func toldTheTotal() async throws {
        let temporary = try TemporaryStore()
        let ledger = RequestLedger(store: try temporary.open(), now: { lastSecondOfNovember27 })
        let told = Mutex<[Double]>([])
        let network = CountingNetworkService(base: AnsweringNetwork(), ledger: ledger) { total in told.withLock { $0.append(total) } }
        for request in [geocoding, alerts, forecast] { _ = try await network.response(for: request) }
        let totals = told.withLock { $0 }
        #expect(totals.count == 2)
        #expect(abs((totals.last ?? 0) - 3.8) < 1e-9)
    }

    @Test("A store that cannot be written counts nothing, says nothing and fails nothing")
    func readOnly() async throws {
        let temporary = try TemporaryStore()
        _ = try temporary.open()
        let ledger = RequestLedger(store: try temporary.open(readOnly: true), now: { lastSecondOfNovember27 })
        let network = CountingNetworkService(base: AnsweringNetwork(), ledger: ledger)
        #expect(try await network.response(for: forecast).body == Data("{}".utf8))
        #expect(try ledger.today().sources.isEmpty)
        #expect(temporary.warnings.isEmpty)
    }

    @Test("Two connections counting at once lose no request")
    func concurrentCounting() async throws {
        let temporary = try TemporaryStore()
        let ledgers = [try temporary.open(), try temporary.open()].map { RequestLedger(store: $0, now: { lastSecondOfNovember27 }) }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 { group.addTask { ledgers[index % 2].count(alerts) } }
        }
        #expect(try ledgers[0].today().sources == [RequestUsage.Source(source: "nws", requests: 200, weightedCalls: 200)])
    }
}
