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
            _ = (try? decoder.decode([OWMGeocodingDTO].self, from: data))?.compactMap(\.place)
            _ = try? decoder.decode(OWMErrorDTO.self, from: data)
            for dto in (try? decoder.decode(OpenMeteoForecastListDTO.self, from: data))?.forecasts ?? [] {
                _ = dto.toForecast(place: london, units: .metric, fetchedAt: Date(), provider: "p", requestedDays: 7, horizonDays: 16)
                _ = try? dto.toCurrentWeather(requested: london.coordinate, name: nil, country: nil, units: .metric, fetchedAt: Date(), provider: "p")
            }
            _ = (try? decoder.decode(OpenMeteoGeocodingDTO.self, from: data))?.results?.compactMap(\.place)
        }
    }

    @Test("Extreme numbers in a forecast map without trapping")
    func extremeNumbers() throws {
        let json = #"{"city":{"name":"X","coord":{"lat":1e308,"lon":-1e308},"timezone":9223372036854775807},"list":[{"dt":1e300,"main":{"temp":1e308}}]}"#
        let dto = try? JSONDecoder().decode(OWMForecastResponseDTO.self, from: Data(json.utf8))
        _ = try? dto?.toDomain(units: .metric, fetchedAt: Date(), fallbackName: "x", provider: "p", days: 7)
    }
}
