@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// Rain soon in the weather's own Open-Meteo request: asked for with one place's weather, handed to
/// the nowcast repository without a second request, converted to millimetres, and never allowed to
/// spoil the weather when it is malformed.
@Suite("Rain soon alongside the weather")
struct NowcastAlongsideTests {
    /// Answers every request with one body and keeps the queries it was asked.
    final class OneAnswer: NetworkService, @unchecked Sendable {
        let body: Data
        private let lock = NSLock()
        private var asked: [[String: String]] = []
        var queries: [[String: String]] { lock.withLock { asked } }

        init(_ body: Data) { self.body = body }

        func response(for endpoint: Endpoint) async throws(Networking.NetworkError) -> NetworkResponse {
            lock.withLock { asked.append(Dictionary(endpoint.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })) }
            return NetworkResponse(body: body)
        }
    }

    let now = Date()
    let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))

    func weather(precipitation: [Double?] = NowcastAnswer.showerSoon, minutely: Bool = true, malformed: Bool = false) throws -> Data {
        var query = ["current": "temperature_2m,weather_code", "daily": "temperature_2m_max,sunrise,sunset", "forecast_days": "1"]
        if minutely { query["minutely_15"] = "precipitation,precipitation_probability" }
        let request = RecordedRequest(method: "GET", path: "/v1/forecast", query: query, rawTarget: "/v1/forecast", headers: [:])
        let body = OpenMeteoForecastAnswer.response(for: request, now: now).body
        guard minutely, malformed else { return minutely ? NowcastAnswer.adding(to: body, precipitation: precipitation, now: now) : body }
        var object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        object["minutely_15"] = ["time": 3]
        return try JSONSerialization.data(withJSONObject: object)
    }

    func repositories(_ network: OneAnswer, store: SQLiteStore, minutesLater: Double = 0) -> Repositories {
        let moment = now.addingTimeInterval(minutesLater * 60)
        return Repositories(configuration: ProviderConfiguration(provider: .openMeteo, apiKey: nil, settings: [:]),
                            store: store, network: network, now: { moment })
    }

    @Test("One place's weather now asks for rain soon in the same request; the nowcast repository then asks nothing, even with refresh")
    func oneRequest() async throws {
        let temporary = try TemporaryStore()
        let network = OneAnswer(try weather())
        let repositories = repositories(network, store: try temporary.open())
        _ = try await repositories.currentWeather.currentWeather(at: berlin.coordinate, units: .metric, policy: .refresh)
        let rain = try await repositories.nowcasts.nowcast(at: berlin.coordinate, policy: .refresh)
        #expect(network.queries.count == 1)
        #expect(network.queries.first?["minutely_15"]?.contains("precipitation") == true)
        #expect(network.queries.first?["forecast_minutely_15"] == "8")
        #expect(rain.source == .network)
        #expect(rain.value.steps.map(\.precipitation) == NowcastAnswer.showerSoon)
        // A run a minute later finds it in the cache.
        let later = self.repositories(network, store: try temporary.open(), minutesLater: 1)
        let cached = try await later.nowcasts.nowcast(at: berlin.coordinate, policy: .preferCache)
        #expect(cached.source == .cache)
        #expect(network.queries.count == 1)
    }

    @Test("Asked beside imperial weather, rain soon comes in inches and is kept in millimetres")
    func inches() async throws {
        let network = OneAnswer(try weather(precipitation: [0, 0, 0.1, 0.2, 0, 0, 0, 0]))
        let repositories = repositories(network, store: try TemporaryStore().open())
        _ = try await repositories.currentWeather.currentWeather(at: berlin.coordinate, units: .imperial, policy: .refresh)
        let rain = try await repositories.nowcasts.nowcast(at: berlin.coordinate, policy: .preferCache)
        let amounts = rain.value.steps.map { ($0.precipitation ?? -1) * 100 }.map { $0.rounded() / 100 }
        #expect(amounts == [0, 0, 2.54, 5.08, 0, 0, 0, 0])
    }

    @Test("A malformed minutely_15 leaves the weather whole; rain soon is then asked for on its own")
    func malformed() async throws {
        let network = OneAnswer(try weather(malformed: true))
        let repositories = repositories(network, store: try TemporaryStore().open())
        let weather = try await repositories.currentWeather.currentWeather(at: berlin.coordinate, units: .metric, policy: .refresh)
        #expect(weather.value.temperature.isFinite)
        await #expect(throws: WeatherError.self) {
            try await repositories.nowcasts.nowcast(at: berlin.coordinate, policy: .preferCache)
        }
        #expect(network.queries.count == 2)
        #expect(network.queries.last?["current"] == nil && network.queries.last?["minutely_15"] != nil)
    }

    @Test("A forecast, and several places in one request, ask for no rain soon")
    func severalPlaces() async throws {
        let network = OneAnswer(Data("[]".utf8))
        let repositories = repositories(network, store: try TemporaryStore().open())
        _ = await repositories.currentWeather.currentWeather(at: [Coordinate(unchecked: 1, 2), Coordinate(unchecked: 3, 4)],
                                                             units: .metric, policy: .refresh)
        _ = try? await repositories.forecasts.forecast(for: berlin, days: 3, units: .metric, policy: .refresh)
        #expect(network.queries.count == 2)
        #expect(network.queries.allSatisfy { $0["minutely_15"] == nil })
    }
}
