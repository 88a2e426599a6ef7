@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// Answers every request with one body and headers, and remembers what was asked.
final class HeaderNetwork: NetworkService, @unchecked Sendable {
    private let lock = NSLock()
    private let body: Data
    private let headers: [String: String]
    private var asked: [Endpoint] = []

    init(_ body: Data = Data("{}".utf8), headers: [String: String] = [:]) {
        self.body = body
        self.headers = headers
    }

    var endpoints: [Endpoint] { lock.withLock { asked } }

    func query(_ index: Int = 0) -> [String: String] {
        Dictionary(endpoints[index].query.map { ($0.name, $0.value) }) { first, _ in first }
    }

    func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        lock.withLock { asked.append(endpoint) }
        return NetworkResponse(body: body, headers: headers)
    }
}

/// Neighbours send the same URL, so a shared cache answers them once: coordinates in requests are
/// rounded to 2 decimals (MET Norway's to 4, as its terms ask), written without trailing noise.
@Suite("Shareable request URLs")
struct ShareableRequestTests {
    let moment = Date(timeIntervalSince1970: 1_778_594_400)
    /// 30 m apart in Manhattan.
    let first = Coordinate(unchecked: 40.71280, -74.00600)
    let second = Coordinate(unchecked: 40.71300, -74.00590)

    @Test("Coordinates are written rounded, without trailing zeros, exponents or a negative zero",
          arguments: [(52.52, "52.52"), (-74.006, "-74.01"), (13.4, "13.4"), (13.404954, "13.4"), (52.5, "52.5"),
                      (1e-05, "0"), (-0.004, "0"), (180, "180"), (-33.92487, "-33.92")])
    func written(value: Double, text: String) {
        #expect(RequestCoordinate.text(value) == text)
    }

    @Test("MET Norway's coordinates keep 4 decimals at most, as its terms ask")
    func metNorwayDecimals() {
        #expect(RequestCoordinate.text(59.913868, decimals: 4) == "59.9139")
        #expect(RequestCoordinate.text(10.75, decimals: 4) == "10.75")
    }

    @Test("Open-Meteo forecast and weather now (several points in one request) ask for 2 decimals")
    func openMeteoForecast() async {
        let network = HeaderNetwork()
        let provider = OpenMeteoProvider(forecastURL: "http://127.0.0.1:9", network: network, places: UnusedPlaces(), now: { moment })
        _ = try? await provider.forecast(for: Place(name: "Here", coordinate: first), days: 3, units: .metric)
        _ = await provider.currentWeather(at: [first, Coordinate(unchecked: 52.520008, 13.404954)], units: .metric)
        #expect(network.query(0)["latitude"] == "40.71" && network.query(0)["longitude"] == "-74.01")
        #expect(network.query(1)["latitude"] == "40.71,52.52" && network.query(1)["longitude"] == "-74.01,13.4")
    }

    @Test("Two points 30 m apart ask for the same forecast URL")
    func neighboursShareURL() async {
        let network = HeaderNetwork()
        let provider = OpenMeteoProvider(forecastURL: "http://127.0.0.1:9", network: network, places: UnusedPlaces(), now: { moment })
        _ = await provider.currentWeather(at: [first], units: .metric)
        _ = await provider.currentWeather(at: [second], units: .metric)
        let urls = network.endpoints.compactMap(\.url)
        #expect(urls.count == 2 && urls[0] == urls[1], "\(urls)")
    }

    @Test("Rain soon and air quality (several places in one request) ask for 2 decimals")
    func nowcastAndAir() async {
        let network = HeaderNetwork()
        _ = try? await OpenMeteoNowcastService(baseURL: "http://127.0.0.1:9", network: network, now: { moment })
            .nowcast(at: Coordinate(unchecked: 1e-05, -0.004))
        _ = await OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: network, now: { moment })
            .airQuality(for: [Place(name: "A", coordinate: first), Place(name: "B", coordinate: Coordinate(unchecked: 52.52437, 13.41053))], days: 1)
        #expect(network.query(0)["latitude"] == "0" && network.query(0)["longitude"] == "0")
        #expect(network.query(1)["latitude"] == "40.71,52.52" && network.query(1)["longitude"] == "-74.01,13.41")
    }

    @Test("OpenWeatherMap's lat and lon, forecast and weather now, have 2 decimals")
    func openWeatherMap() async {
        let network = HeaderNetwork()
        let provider = OpenWeatherMapProvider(baseURL: "http://127.0.0.1:9", apiKey: "k", network: network, now: { moment })
        _ = await provider.currentWeather(at: [Coordinate(unchecked: 37.5665, 126.978)], units: .metric)
        _ = try? await provider.forecast(for: Place(name: "Here", coordinate: first), days: 3, units: .metric)
        #expect(network.query(0)["lat"] == "37.57" && network.query(0)["lon"] == "126.98")
        #expect(network.query(1)["lat"] == "40.71" && network.query(1)["lon"] == "-74.01")
    }

    @Test("The NWS point has 2 decimals; MET Norway's forecast and alerts keep 4")
    func alertsAndMetNorway() async {
        let network = HeaderNetwork()
        let oslo = Place(name: "Oslo", coordinate: Coordinate(unchecked: 59.913868, 10.75))
        _ = try? await NWSAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: network, now: { moment })
            .alerts(for: Place(name: "Here", coordinate: first))
        _ = try? await MetAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: network, now: { moment }).alerts(for: oslo)
        _ = try? await MetNorwayProvider(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: network, places: UnusedPlaces(),
                                         now: { moment }).forecast(for: oslo, days: 2, units: .metric)
        #expect(network.query(0)["point"] == "40.71,-74.01")
        #expect(network.query(1)["lat"] == "59.9139" && network.query(1)["lon"] == "10.75")
        #expect(network.query(2)["lat"] == "59.9139" && network.query(2)["lon"] == "10.75")
    }

    @Test("Side parts ask with the side answer limit; the weather with the service's own")
    func sideAnswerLimit() async {
        let network = HeaderNetwork()
        let here = Place(name: "Here", coordinate: first)
        _ = try? await OpenMeteoNowcastService(baseURL: "http://127.0.0.1:9", network: network, now: { moment }).nowcast(at: first)
        _ = await OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: network, now: { moment }).airQuality(for: [here], days: 1)
        _ = try? await NWSAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: network, now: { moment }).alerts(for: here)
        _ = try? await MetAlertsService(baseURL: "http://127.0.0.1:9", userAgent: "wf", network: network, now: { moment }).alerts(for: here)
        _ = try? await OpenMeteoArchiveService(baseURL: "http://127.0.0.1:9", network: network, now: { moment }).climate(at: first)
        _ = try? await OpenMeteoEnsembleService(baseURL: "http://127.0.0.1:9", model: "ecmwf_ifs025", network: network, now: { moment })
            .ensemble(at: first, days: 2, units: .metric)
        #expect(network.endpoints.count == 6)
        #expect(network.endpoints.allSatisfy { $0.answerLimit == Endpoint.sideAnswerLimit }, "\(network.endpoints.map(\.source))")
        let weather = HeaderNetwork()
        _ = try? await OpenMeteoProvider(forecastURL: "http://127.0.0.1:9", network: weather, places: UnusedPlaces(), now: { moment })
            .forecast(for: here, days: 3, units: .metric)
        #expect(weather.endpoints.count == 1 && weather.endpoints[0].answerLimit == nil)
    }
}
