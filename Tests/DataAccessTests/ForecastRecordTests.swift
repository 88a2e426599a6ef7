@testable import DataAccess
import Domain
import Foundation
import Testing

/// How a forecast's hours are kept in the cache: packed columns that give back exactly the points.
@Suite("Forecast records")
struct ForecastRecordTests {
    static let hours: [HourlyForecast] = (0..<30).map { index in
        HourlyForecast(
            time: Date(timeIntervalSince1970: 1_795_000_000 + Double(index) * 3600), temperature: -3.25 + Double(index) * 0.5,
            feelsLike: index % 4 == 0 ? nil : Double(index) - 7.125, humidity: index % 3 == 0 ? nil : 80,
            precipitation: Precipitation(amount: index % 5 == 0 ? nil : 0.1 * Double(index), probability: Double(index % 10) * 10),
            wind: Wind(speed: 12, gusts: index % 2 == 0 ? nil : 30.5, degrees: 1e-7 * Double(index)),
            cloudCover: 1e308, uvIndex: index % 7 == 0 ? nil : 0,
            condition: WeatherCondition(category: index % 3 == 0 ? .rain : .partlyCloudy, code: index % 6 == 0 ? nil : index % 5 == 1 ? .symbol("lightrainshowers_day") : .number(61 + index % 3),
                                        description: ["light rain", "partly cloudy", ""][index % 3]))
    }

    static let forecast = Forecast(place: Place(name: "Lisbon", country: "PT", coordinate: Coordinate(unchecked: 38.72, -9.14)),
                                   units: .metric, provider: "Open-Meteo", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000),
                                   utcOffsetSeconds: 0, days: [], hours: hours)

    @Test("A forecast goes into the cache and comes back the same, missing values, extremes and all")
    func roundTrip() throws {
        let data = try JSONEncoder().encode(ForecastRecord(Self.forecast))
        let back = try JSONDecoder().decode(ForecastRecord.self, from: data).value
        #expect(back == Self.forecast)
        #expect(back.hours.map(\.condition.description) == Self.hours.map(\.condition.description))
    }

    @Test("Each description is kept once, however many hours repeat it")
    func descriptionsOnce() {
        let columns = HourlyColumns(Self.hours)
        #expect(columns.descriptions == ["light rain", "partly cloudy", ""])
    }

    @Test("A damaged column is unreadable, not wrong numbers; columns of unequal length give the points all have")
    func damage() throws {
        var json = try #require(String(data: try JSONEncoder().encode(ForecastRecord(Self.forecast)), encoding: .utf8))
        let columns = HourlyColumns(Self.hours)
        let packed = try #require(String(data: try JSONEncoder().encode(columns.temperature), encoding: .utf8))
        json = json.replacingOccurrences(of: packed, with: "\"AAAA\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ForecastRecord.self, from: Data(json.utf8)) }

        var short = columns
        short.windSpeed = PackedNumbers(Array(columns.windSpeed.values.prefix(10)))
        #expect(short.points.count == 10)
        short.category = "rain,nonsense"
        #expect(short.points.map(\.condition.category) == [.rain, .unknown])
    }
}
