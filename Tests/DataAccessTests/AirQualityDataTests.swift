@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// A network that answers every request with one body (or fails), and remembers what was asked.
final class RecordedNetwork: NetworkService, @unchecked Sendable {
    private let lock = NSLock()
    private var body: Data
    private var failure: NetworkError?
    private var asked: [Endpoint] = []

    init(_ body: Data) { self.body = body }

    var endpoints: [Endpoint] { lock.withLock { asked } }
    func answer(_ body: Data) { lock.withLock { self.body = body; failure = nil } }
    func fail(with failure: NetworkError) { lock.withLock { self.failure = failure } }

    func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        let (body, failure) = lock.withLock { () -> (Data, NetworkError?) in
            asked.append(endpoint)
            return (self.body, self.failure)
        }
        if let failure { throw failure }
        return NetworkResponse(body: body)
    }
}

/// The air-quality answers as Open-Meteo documents them, quirks included: units with the Greek
/// mu (U+03BC), nulls past the model's range and for pollen outside Europe, an array for several places.
@Suite("Open-Meteo air quality: decoding")
struct AirQualityDecodingTests {
    let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    let newYork = Place(name: "New York", country: "US", coordinate: Coordinate(unchecked: 40.71, -74.01))
    let fetchedAt = Date(timeIntervalSince1970: 1_778_594_400) // 2026-05-12T14:00:00Z

    func decode(_ name: String) throws -> [OpenMeteoAirQualityDTO] {
        try JSONDecoder().decode(OpenMeteoAirQualityListDTO.self, from: Recorded.data(name)).answers
    }

    @Test("Berlin: the reading now, units with U+03BC, every hour from local midnight, and pollen in season")
    func berlinAnswer() throws {
        let dto = try #require(try decode("openmeteo_air_quality_berlin").first)
        let air = try dto.toAirQuality(place: berlin, source: "Open-Meteo Air Quality", fetchedAt: fetchedAt, requestedDays: 7)
        #expect(air.utcOffsetSeconds == 7200)
        #expect(air.timeZone == "Europe/Berlin")
        let unit = air.unit(of: .pm2_5)
        #expect(unit == "\u{03BC}g/m\u{00B3}")
        #expect(unit.unicodeScalars.first?.value == 0x03BC, "the Greek small letter mu, not the micro sign U+00B5")
        #expect(Pollutant.allCases.allSatisfy { air.pollutantUnits[$0] == unit })
        #expect(air.pollenUnit == "grains/m³")
        let now = air.current
        #expect(now.europeanIndex == 36 && now.usIndex == 42)
        #expect(now.pollutants[.ozone] == 89.2 && now.pollutants[.carbonMonoxide] == 148.7)
        #expect(now.uvIndex == 5.49)
        #expect(now.pollen[.birch] == 61.3 && now.pollen[.alder] == 0)
        // "2026-05-12T14:00" at UTC+2 is 12:00 UTC.
        #expect(now.time == fetchedAt.addingTimeInterval(-7200))
        #expect(air.hours.count == 168)
        #expect(air.hours[0].time == fetchedAt.addingTimeInterval(-14 * 3600 - 7200))
        #expect(air.hours[1].time.timeIntervalSince(air.hours[0].time) == 3600)
        #expect(air.current.dominantPollutant(on: .european) == .ozone)
    }

    @Test("A cached copy comes back the same from its packed columns: nulls past the range, pollen in and out of season, no pollen at all",
          arguments: ["openmeteo_air_quality_berlin", "openmeteo_air_quality_newyork"])
    func cachedRecordRoundTrip(name: String) throws {
        let dto = try #require(try decode(name).first)
        let air = try dto.toAirQuality(place: berlin, source: "Open-Meteo Air Quality", fetchedAt: fetchedAt, requestedDays: 7)
        #expect(air.hours.contains { $0.europeanIndex == nil && $0.usIndex == nil })
        let data = try PayloadCodec.encode(AirQualityRecord(air))
        let back = try PayloadCodec.decode(AirQualityRecord.self, from: data).value
        #expect(back == air)
        #expect(back.hours.map(\.pollen) == air.hours.map(\.pollen))
    }

    @Test("Hours past the model's range are null: no index, no pollutant; pollen stops after 4 days, the rest after 5")
    func nullsPastTheRange() throws {
        let dto = try #require(try decode("openmeteo_air_quality_berlin").first)
        let air = try dto.toAirQuality(place: berlin, source: "s", fetchedAt: fetchedAt, requestedDays: 7)
        #expect(air.hours[95].pollen[.birch] != nil)
        #expect(air.hours[96].pollen.isEmpty)
        #expect(air.hours[96].europeanIndex != nil)
        #expect(air.hours[119].usIndex != nil)
        for hour in air.hours[120...] {
            #expect(hour.europeanIndex == nil && hour.usIndex == nil && hour.pollutants.isEmpty && hour.uvIndex == nil && hour.pollen.isEmpty)
        }
        // The hours shown stop where the model does, however many are asked for.
        let shown = air.hours(120, from: air.hours[100].time)
        #expect(shown.count == 20)
        #expect(shown.last?.time == air.hours[119].time)
    }

    @Test("New York: the US AQI and no pollen at all (outside Europe every pollen value is null)")
    func newYorkAnswer() throws {
        let dto = try #require(try decode("openmeteo_air_quality_newyork").first)
        let air = try dto.toAirQuality(place: newYork, source: "s", fetchedAt: fetchedAt, requestedDays: 7)
        #expect(air.utcOffsetSeconds == -14400)
        #expect(air.timeZone == "America/New_York")
        #expect(air.current.usIndex == 57 && air.current.europeanIndex == 47)
        #expect(!air.current.hasPollen)
        #expect(air.hours.allSatisfy { !$0.hasPollen })
        #expect(air.hours.prefix(120).allSatisfy { $0.usIndex != nil })
    }

    @Test("Several places in one request answer with an array, in the order asked")
    func arrayForSeveralPlaces() async throws {
        let network = RecordedNetwork(try Recorded.data("openmeteo_air_quality_berlin_newyork"))
        let service = OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: network, now: { fetchedAt })
        let answers = await service.airQuality(for: [berlin, newYork], days: 1)
        let airs = try answers.map { try $0.get() }
        #expect(airs.map(\.place.name) == ["Berlin", "New York"])
        #expect(airs.map(\.timeZone) == ["Europe/Berlin", "America/New_York"])
        #expect(airs[0].hours.count == 24 && airs[1].hours.count == 24)
        #expect(airs[0].current.hasPollen && !airs[1].current.hasPollen)
        let endpoint = try #require(network.endpoints.first)
        #expect(network.endpoints.count == 1)
        #expect(endpoint.path == "/v1/air-quality")
        let query = Dictionary(uniqueKeysWithValues: endpoint.query.map { ($0.name, $0.value) })
        #expect(query["latitude"] == "52.52,40.71" && query["longitude"] == "13.41,-74.01")
        #expect(query["timezone"] == "auto" && query["forecast_days"] == "1")
        let variables = "european_aqi,us_aqi,pm2_5,pm10,ozone,nitrogen_dioxide,sulphur_dioxide,carbon_monoxide,uv_index,"
            + "alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen"
        #expect(query["current"] == variables && query["hourly"] == variables)
    }

    @Test("One answer for two places asked is a failure for both; an error body's reason is quoted")
    func wrongShapeAndErrors() async throws {
        let network = RecordedNetwork(try Recorded.data("openmeteo_air_quality_berlin"))
        let service = OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: network, now: { fetchedAt })
        let both = await service.airQuality(for: [berlin, newYork], days: 3)
        #expect(both.map(\.error) == Array(repeating: .providerUnavailable(provider: "Open-Meteo Air Quality",
                                                                           reason: "sent a response wf cannot read"), count: 2))
        network.fail(with: .status(400, body: Data(#"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#.utf8), retryAfter: nil))
        let rejected = await service.airQuality(for: [berlin], days: 3)
        #expect(rejected.first?.error == .requestRejected(provider: "Open-Meteo Air Quality",
                                                          reason: #"HTTP 400, saying "Latitude must be in range of -90 to 90°.""#))
    }

    @Test("An answer without any index is no answer; impossible values are unknown")
    func plausibility() throws {
        let hour = Date(timeIntervalSince1970: 0)
        let empty = AirQuality(place: berlin, source: "s", fetchedAt: hour, utcOffsetSeconds: 0,
                               current: AirQualityReading(time: hour, pollutants: [.ozone: 50]))
        #expect(throws: WeatherError.self) { try empty.plausible() }
        let odd = AirQuality(place: berlin, source: "s", fetchedAt: hour, utcOffsetSeconds: 0,
                             current: AirQualityReading(time: hour, europeanIndex: -3, usIndex: 40,
                                                        pollutants: [.ozone: -1, .pm10: .nan, .pm2_5: 4], uvIndex: 99,
                                                        pollen: [.birch: -2, .grass: 3]))
        let checked = try odd.plausible().current
        #expect(checked.europeanIndex == nil && checked.usIndex == 40)
        #expect(checked.pollutants == [.pm2_5: 4])
        #expect(checked.uvIndex == nil)
        #expect(checked.pollen == [.grass: 3])
    }
}

/// The one cache policy with air quality's rules: fresh for an hour, per rounded coordinate.
@Suite("Cached air quality")
struct CachedAirQualityTests {
    let temporary: TemporaryStore
    let store: SQLiteStore
    let clock = TestClock()
    let network: RecordedNetwork
    let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))

    init() throws {
        temporary = try TemporaryStore()
        store = try temporary.open()
        network = RecordedNetwork(Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_berlin"), now: clock.now()))
    }

    var repository: CachedAirQualityRepository {
        CachedAirQualityRepository(
            source: OpenMeteoAirQualityService(baseURL: "http://127.0.0.1:9", network: network, now: { [clock] in clock.now() }),
            store: store, now: { [clock] in clock.now() })
    }

    @Test("Within the hour a copy answers without a request; after the hour, and with --refresh, it is fetched again")
    func anHour() async throws {
        #expect(try await repository.airQuality(for: berlin, days: 3, policy: .preferCache).source == .network)
        clock.advance(hours: 0.9)
        #expect(try await repository.airQuality(for: berlin, days: 3, policy: .preferCache).source == .cache)
        #expect(network.endpoints.count == 1)
        clock.advance(hours: 0.2)
        #expect(try await repository.airQuality(for: berlin, days: 3, policy: .preferCache).source == .network)
        #expect(try await repository.airQuality(for: berlin, days: 3, policy: .refresh).source == .network)
        #expect(network.endpoints.count == 3)
        #expect(CachedAirQualityRepository.maxAge == 3600)
    }

    @Test("A copy for fewer days than asked is fetched again; one for more serves fewer")
    func days() async throws {
        _ = try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        #expect(try await repository.airQuality(for: berlin, days: 2, policy: .preferCache).source == .cache)
        #expect(try await repository.airQuality(for: berlin, days: 6, policy: .preferCache).source == .network)
        #expect(network.endpoints.count == 2)
    }

    @Test("A nearby point shares the copy, named as its caller named it")
    func nearbyPoint() async throws {
        _ = try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        let point = Place(name: "52.52, 13.41", coordinate: Coordinate(unchecked: 52.5219, 13.4132))
        let copy = try await repository.airQuality(for: point, days: 3, policy: .preferCache)
        #expect(copy.source == .cache)
        #expect(copy.value.place == point)
    }

    @Test("A failure with a copy shows the copy offline, from the current hour on; without one it is the error")
    func offline() async throws {
        let failure = NetworkError.status(503, body: Data(), retryAfter: nil)
        network.fail(with: failure)
        await #expect(throws: WeatherError.providerUnavailable(provider: "Open-Meteo Air Quality", reason: "failed with HTTP 503")) {
            try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        }
        network.answer(Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_berlin"), now: clock.now()))
        _ = try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        clock.advance(hours: 5)
        network.fail(with: failure)
        let copy = try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        #expect(copy.source == .offline(reason: "Open-Meteo Air Quality failed with HTTP 503"))
        let first = try #require(copy.value.hours.first)
        #expect(first.time <= clock.now() && clock.now().timeIntervalSince(first.time) < 3600)
        // A week later nothing of the copy is left to show: as good as nothing cached.
        clock.advance(hours: 24 * 7)
        await #expect(throws: WeatherError.self) { try await repository.airQuality(for: berlin, days: 3, policy: .preferCache) }
    }

    @Test("A rejected request is never hidden behind the copy")
    func rejectedIsShown() async throws {
        _ = try await repository.airQuality(for: berlin, days: 3, policy: .preferCache)
        network.fail(with: .status(400, body: Data(), retryAfter: nil))
        await #expect(throws: WeatherError.requestRejected(provider: "Open-Meteo Air Quality", reason: "HTTP 400")) {
            try await repository.airQuality(for: berlin, days: 3, policy: .refresh)
        }
    }
}
