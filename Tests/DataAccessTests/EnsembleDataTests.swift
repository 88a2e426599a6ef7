@testable import DataAccess
import Domain
import Foundation
import Networking
import Testing
import TestSupport

/// Open-Meteo's Ensemble API in its documented shape (scripts/ensemble-fixture.py): the control as
/// `temperature_2m`, the members as `temperature_2m_member01` … `_member50`, nulls past the range.
@Suite("Open-Meteo ensemble")
struct EnsembleDataTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_717_200_000)

    @Test("The answer decodes as 51 series per variable, the control first, then the members in order")
    func decodes() throws {
        let data = try Recorded.data("openmeteo_ensemble_berlin")
        let dto = try JSONDecoder().decode(OpenMeteoEnsembleDTO.self, from: data)
        let raw = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let hourly = try #require(raw["hourly"] as? [String: Any])
        let decoded = try #require(dto.hourly)
        #expect(decoded.temperature.count == 51 && decoded.precipitation.count == 51)
        #expect(decoded.time.count == 72 && dto.utc_offset_seconds == 7200)
        for (index, name) in (["temperature_2m"] + (1...50).map { String(format: "temperature_2m_member%02d", $0) }).enumerated() {
            let column = try #require(hourly[name] as? [Any])
            let served: [Double?] = column.map { $0 as? Double }
            #expect(decoded.temperature[index] == served)
            #expect(decoded.temperature[index].suffix(6).allSatisfy { $0 == nil })
        }
    }

    @Test("The service asks for the model, both variables and the days, and keeps every member")
    func service() async throws {
        let network = RecordedNetwork(try Recorded.data("openmeteo_ensemble_berlin"))
        let service = OpenMeteoEnsembleService(baseURL: "http://127.0.0.1:9", model: "ecmwf_ifs025", network: network, now: { fetchedAt })
        let ensemble = try await service.ensemble(at: Coordinate(unchecked: 52.52, 13.41), days: 20, units: .imperial)
        #expect(ensemble.model == "ecmwf_ifs025" && ensemble.members == 51 && ensemble.times.count == 72)
        #expect(ensemble.utcOffsetSeconds == 7200)
        let endpoint = try #require(network.endpoints.first)
        #expect(endpoint.path == "/v1/ensemble" && endpoint.source == "open-meteo-ensemble")
        let query = Dictionary(uniqueKeysWithValues: endpoint.query.map { ($0.name, $0.value) })
        #expect(query["models"] == "ecmwf_ifs025" && query["hourly"] == "temperature_2m,precipitation")
        #expect(query["forecast_days"] == "15" && query["temperature_unit"] == "fahrenheit" && query["precipitation_unit"] == nil)
    }

    @Test("A model name that is not one is refused before any request")
    func badModel() async throws {
        let network = RecordedNetwork(try Recorded.data("openmeteo_ensemble_berlin"))
        let service = OpenMeteoEnsembleService(baseURL: "http://127.0.0.1:9", model: "ecmwf&x=1", network: network, now: { fetchedAt })
        await #expect(throws: WeatherError.self) { try await service.ensemble(at: Coordinate(unchecked: 1, 2), days: 7, units: .metric) }
        #expect(network.endpoints.isEmpty)
    }
}
