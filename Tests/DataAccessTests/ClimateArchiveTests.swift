@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// Open-Meteo's Historical Weather API (`/v1/archive`, ERA5 daily maxima) as wf reads it.
@Suite("Climate archive answers")
struct ClimateArchiveTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("The recorded-shape answer decodes to one value a day from 25 Dec 1990 to 7 Jan 2021, its nulls kept as gaps")
    func fixture() throws {
        let dto = try JSONDecoder().decode(OpenMeteoArchiveDTO.self, from: try Recorded.data("openmeteo_archive_era5_berlin"))
        #expect(dto.utc_offset_seconds == 3600 && dto.timezone == "Europe/Berlin" && dto.daily_units?["temperature_2m_max"] == "°C")
        let series = try dto.toSeries(fetchedAt: fetchedAt)
        #expect(series.firstDay == ClimateSeries.needed.lowerBound)
        #expect(series.maxima.count == 10_972 && series.fetchedAt == fetchedAt)
        #expect(series.maxima[3] == nil && series.maxima.compactMap { $0 }.count == 10_969)
        #expect(series.maximum(on: CalendarDay(year: 1990, month: 12, day: 25)) == dto.daily?.temperature_2m_max?[0])
        #expect(try series.plausible() == series)
        #expect(series.reference(for: CalendarDay(year: 2026, month: 11, day: 27)).count == 450)
    }

    @Test("Each value goes to its own date: a day the answer skips is a gap, not a shift; °F is converted to °C")
    func placedByDate() throws {
        let body = #"""
        {"latitude":52.5,"longitude":13.5,"utc_offset_seconds":0,"timezone":"GMT",
         "daily_units":{"time":"iso8601","temperature_2m_max":"°F"},
         "daily":{"time":["2000-01-01","2000-01-03","nonsense"],"temperature_2m_max":[50.0,null,68.0]}}
        """#
        let series = try JSONDecoder().decode(OpenMeteoArchiveDTO.self, from: Data(body.utf8)).toSeries(fetchedAt: fetchedAt)
        #expect(series.maxima == [10.0, nil, nil])
    }

    @Test("The cache keeps the series as tenths of a degree: gaps, negatives and one decimal come back as they went")
    func packedTenths() throws {
        let values: [Double?] = [12.3, nil, -40.5, 0, 3276.7, 0.05, 5000]
        let data = try PayloadCodec.encode(PackedTenths(values))
        #expect(try PayloadCodec.decode(PackedTenths.self, from: data).values == [12.3, nil, -40.5, 0, 3276.7, 0.1, nil])
        #expect(throws: DecodingError.self) { try PayloadCodec.decode(PackedTenths.self, from: Data(#""AA==""#.utf8)) }
    }

    @Test("An answer without days, or with days millennia apart, is a decoding failure; one mostly empty is not usable")
    func unusable() throws {
        let empty = #"{"latitude":1,"longitude":1,"daily":{"time":[],"temperature_2m_max":[]}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OpenMeteoArchiveDTO.self, from: Data(empty.utf8)).toSeries(fetchedAt: fetchedAt)
        }
        let millennia = #"{"latitude":1,"longitude":1,"daily":{"time":["0001-01-01","9999-12-31"],"temperature_2m_max":[1,2]}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OpenMeteoArchiveDTO.self, from: Data(millennia.utf8)).toSeries(fetchedAt: fetchedAt)
        }
        let sparse = ClimateSeries(firstDay: CalendarDay(year: 2000, month: 1, day: 1), maxima: [1, nil, nil], fetchedAt: fetchedAt)
        #expect(throws: WeatherError.self) { try sparse.plausible() }
        // Full of values, but for other years than the reference: not one that can stand for it.
        let later = ClimateSeries(firstDay: CalendarDay(year: 2021, month: 12, day: 25),
                                  maxima: Array(repeating: 10, count: 10_972), fetchedAt: fetchedAt)
        #expect(throws: WeatherError.self) { try later.plausible() }
    }
}
