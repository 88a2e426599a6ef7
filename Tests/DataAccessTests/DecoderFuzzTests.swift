@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// Mutated recorded responses never crash a decoder or the mapping after it.
@Suite("Decoder fuzzing")
struct DecoderFuzzTests {
    static let iterations = 3000

    @Test("Mutated responses decode or fail cleanly", arguments: [1 as UInt64, 2, 3])
    func mutatedResponses(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let fixtures = try Recorded.names.map { Array(try Recorded.data($0)) }
        let decoder = JSONDecoder()
        for _ in 0..<Self.iterations {
            let data = Data(random.mutate(fixtures.randomElement(using: &random)!))
            if let dto = try? decoder.decode(OWMForecastResponseDTO.self, from: data) {
                _ = try? dto.toDomain(units: .metric, fetchedAt: Date(), fallbackName: "x", provider: "p", days: 7)
            }
            if let dto = try? decoder.decode(OWMCurrentWeatherDTO.self, from: data) {
                _ = dto.toDomain(requested: Coordinate(unchecked: 0, 0), units: .metric, fetchedAt: Date(), provider: "p")
            }
            _ = (try? decoder.decode([OWMGeocodingDTO].self, from: data))?.compactMap { $0.place() }
            _ = try? decoder.decode(OWMErrorDTO.self, from: data)
            for dto in (try? decoder.decode(OpenMeteoForecastListDTO.self, from: data))?.forecasts ?? [] {
                _ = dto.toForecast(place: london, units: .metric, fetchedAt: Date(), provider: "p", requestedDays: 7, horizonDays: 16)
                _ = try? dto.toCurrentWeather(requested: london.coordinate, name: nil, country: nil, units: .metric, fetchedAt: Date(), provider: "p")
            }
            _ = (try? decoder.decode(OpenMeteoGeocodingDTO.self, from: data))?.results?.compactMap(\.place)
            _ = try? (try? decoder.decode(OpenMeteoArchiveDTO.self, from: data))?.toSeries(fetchedAt: Date()).plausible()
            for dto in (try? decoder.decode(OpenMeteoAirQualityListDTO.self, from: data))?.answers ?? [] {
                _ = (try? dto.toAirQuality(place: london, source: "p", fetchedAt: Date(), requestedDays: 3))
                    .flatMap { try? $0.plausible() }?.hours(24, from: Date())
            }
        }
    }

    @Test("Mutated cache payloads (packed hours, favourite records) decode or fail cleanly", arguments: [4 as UInt64, 5, 6])
    func mutatedCachePayloads(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let forecast = Array(try PayloadCodec.encode(ForecastRecord(ForecastRecordTests.forecast)))
        let favourite = Array(try FavouriteRecord(Favourite(place: london, addedAt: Date(timeIntervalSince1970: 1_795_000_000)))
            .body.encoded())
        var decodedForecasts = 0, decodedFavourites = 0
        for _ in 0..<Self.iterations {
            if let record = try? PayloadCodec.decode(ForecastRecord.self, from: Data(random.mutate(forecast))) {
                // Columns of unequal length or damaged packing must give points or nothing, never a trap.
                _ = record.value.hours.count
                decodedForecasts += 1
            }
            let mutated = Data(random.mutate(favourite))
            if let body = try? FavouriteRecord.Body.decoding(mutated) {
                let row = SQLiteRow(columns: ["id", "coordinate_key", "payload", "added_at"],
                                    values: [.integer(1), .text("k"), .blob(mutated), .real(body.latitude)])
                _ = try? FavouriteRecord(row: row).favourite()
                decodedFavourites += 1
            }
            _ = FavouriteRecord.Body.upgradedPayload(mutated)
        }
        // The mutations are small: some payloads must still decode, or the loop tested nothing.
        #expect(decodedForecasts > 0)
        #expect(decodedFavourites > 0)
    }

    @Test("An off-Earth city in a forecast is refused by the mapping as unreadable, not trusted")
    func offEarthCity() throws {
        let json = #"{"city":{"name":"X","coord":{"lat":1e308,"lon":-1e308},"timezone":0},"list":[{"dt":0,"main":{"temp":1}}]}"#
        let dto = try JSONDecoder().decode(OWMForecastResponseDTO.self, from: Data(json.utf8))
        #expect(throws: DecodingError.self) {
            try dto.toDomain(units: .metric, fetchedAt: Date(), fallbackName: "x", provider: "p", days: 7)
        }
    }

    @Test("Extreme numbers in a forecast reach the mapping and come out as they went in, without trapping")
    func extremeNumbers() throws {
        let json = #"""
        {"city":{"name":"X","coord":{"lat":1,"lon":2},"timezone":9223372036854775807,"sunrise":-1e300,"sunset":1e300},
         "list":[{"dt":1e300,"main":{"temp":1e308,"temp_min":-1e308,"temp_max":1e308,"pressure":1e308,"humidity":-1e308},
                  "wind":{"speed":1e308,"deg":-1e308,"gust":1e308},"pop":1e308,"rain":{"3h":1e308},"clouds":{"all":1e308},
                  "weather":[{"id":9223372036854775807}]},
                 {"dt":-1e300,"main":{"temp":-1e308}}]}
        """#
        let dto = try JSONDecoder().decode(OWMForecastResponseDTO.self, from: Data(json.utf8))
        let forecast = try dto.toDomain(units: .metric, fetchedAt: Date(), fallbackName: "x", provider: "p", days: 7)
        #expect(forecast.hours.count == 2)
        #expect(forecast.hours.map(\.temperature) == [-1e308, 1e308])
        #expect(forecast.utcOffsetSeconds == Int.max)
        #expect(forecast.days.count == 2)
        #expect(forecast.hours.last?.condition.category == .unknown)
        // m/s to km/h overflows to infinity: carried as is, for the renderers to show as they must.
        #expect(forecast.hours.last?.wind.speed == .infinity)

        let meteo = #"""
        {"latitude":1,"longitude":2,"utc_offset_seconds":9223372036854775807,
         "hourly":{"time":[1e300],"temperature_2m":[1e308],"weather_code":[9223372036854775807]},
         "daily":{"time":[-1e300],"temperature_2m_max":[1e308],"temperature_2m_min":[-1e308],"weather_code":[-9223372036854775808]}}
        """#
        let list = try JSONDecoder().decode(OpenMeteoForecastListDTO.self, from: Data(meteo.utf8))
        let mapped = try #require(list.forecasts.first).toForecast(place: london, units: .metric, fetchedAt: Date(), provider: "p",
                                                                     requestedDays: 7, horizonDays: 16)
        #expect(mapped.hours.map(\.temperature) == [1e308])
        #expect(mapped.days.map(\.temperature.max) == [1e308])
    }
}
