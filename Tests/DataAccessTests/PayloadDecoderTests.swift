@testable import DataAccess
import Domain
import Foundation
import Testing

/// Cached payloads are read by wf's own decoder: it must read every kind exactly as `JSONDecoder`
/// did (dates as seconds since 1970), and refuse what is not JSON without crashing.
@Suite("Payload decoder")
struct PayloadDecoderTests {
    static let moment = Date(timeIntervalSince1970: 1_795_000_123.5)
    static let place = Place(name: "São \"Paulo\" / 東京 🌧", country: "BR", region: "SP\n", coordinate: Coordinate(unchecked: -23.55, -46.63),
                             timeZone: "America/Sao_Paulo")

    static let current = CurrentWeather(
        placeName: "Lisbon", country: nil, coordinate: Coordinate(unchecked: 38.72, -9.14),
        condition: WeatherCondition(category: .rain, code: 61, description: "light rain"), temperature: -0.5, feelsLike: -3.25,
        minimum: nil, maximum: 12, humidity: 83, pressure: 1013.2, windSpeed: 12.6, windGusts: 30, windDirection: 270,
        cloudiness: 100, visibility: 10_000, precipitation: 0.4, uvIndex: 1.5e-05, sunrise: moment, sunset: nil,
        utcOffsetSeconds: -10_800, observedAt: moment, fetchedAt: moment.addingTimeInterval(60), units: .metric, provider: "Open-Meteo")

    /// `value` through `PayloadCodec.encode`, then back through JSONDecoder and through wf's decoder.
    private func bothWays<T: Codable>(_ value: T, as type: T.Type = T.self) throws -> (expected: T, read: T) {
        let data = try PayloadCodec.encode(value)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return (try decoder.decode(T.self, from: data), try PayloadDecoder.decode(T.self, from: data))
    }

    @Test("Current weather, with nils, a number code, escapes and a tiny number")
    func currentWeather() throws {
        let (expected, read) = try bothWays(Self.current)
        #expect(read == expected)
        #expect(read == Self.current)
    }

    @Test("A forecast record: days, packed hours, symbols, places")
    func forecast() throws {
        var forecast = ForecastRecordTests.forecast
        forecast.alternatives = [Self.place]
        forecast.validUntil = Self.moment
        let (expected, read) = try bothWays(ForecastRecord(forecast))
        #expect(read.value == expected.value)
        #expect(read.value == forecast)
    }

    @Test("Rain soon, alerts, places and an approximate location")
    func otherKinds() throws {
        let nowcast = Nowcast(steps: [.init(time: Self.moment, precipitation: nil), .init(time: Self.moment + 900, precipitation: 0.3, probability: 40)],
                              fetchedAt: Self.moment, utcOffsetSeconds: 3600)
        #expect(try bothWays(nowcast).read == nowcast)
        let alerts = WeatherAlerts(place: Self.place, coverage: .metNorway, source: "MET Norway", fetchedAt: Self.moment, alerts: [
            WeatherAlert(event: "Strong wind", severity: .moderate, certainty: .likely, colour: .orange, onset: Self.moment, end: nil,
                         headline: "Wind\t\u{1}", description: nil, instruction: "Stay in"),
        ])
        #expect(try bothWays(alerts).read == alerts)
        #expect(try bothWays([Self.place, Self.place]).read == [Self.place, Self.place])
        let location = ApproximateLocation(place: Self.place, timeZone: nil, fetchedAt: Self.moment)
        #expect(try bothWays(location).read == location)
    }

    @Test("What is not the payload's JSON is an error, never a crash", arguments: [
        "", "{", #"{"a":}"#, #"{"a":1,}"#, "[1 2]", "nul", #""\ud800""#, #""\q""#, "01x", "1e999", "{} {}",
        String(repeating: "[", count: 100_000),
    ])
    func malformed(text: String) {
        #expect(throws: (any Error).self) { try PayloadDecoder.decode(Nowcast.self, from: Data(text.utf8)) }
    }

    @Test("A payload of the wrong shape is an error")
    func wrongShape() throws {
        let data = try PayloadCodec.encode(Self.current)
        #expect(throws: DecodingError.self) { try PayloadDecoder.decode(Nowcast.self, from: data) }
        #expect(throws: DecodingError.self) { try PayloadDecoder.decode([Place].self, from: data) }
    }
}
