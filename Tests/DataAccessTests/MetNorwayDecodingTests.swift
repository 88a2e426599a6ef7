@testable import DataAccess
import Domain
import Foundation
import Testing
import TestSupport

/// MET Norway's Locationforecast answer, as recorded in Fixtures/Answers, mapped to wf's forecast.
@Suite("MET Norway mapping")
struct MetNorwayDecodingTests {
    let oslo = Place(name: "Oslo", country: "NO", coordinate: Coordinate(unchecked: 59.9139, 10.7522), timeZone: "Europe/Oslo")
    let fetchedAt = MetNorwayForecastDTO.utcTime("2026-11-24T11:20:00Z")!

    func recorded() throws -> MetNorwayForecastDTO {
        try JSONDecoder().decode(MetNorwayForecastDTO.self, from: Recorded.data("Answers/locationforecast~2.0~complete"))
    }

    @Test("Hourly then 6-hourly steps become points in order; the last step, with no period, keeps its instant values")
    func points() throws {
        let forecast = try recorded().toForecast(place: oslo, units: .metric, fetchedAt: fetchedAt, provider: "MET Norway",
                                                 requestedDays: 9, horizonDays: 9, validUntil: nil)
        #expect(forecast.hours.count == 88)
        #expect(zip(forecast.hours, forecast.hours.dropFirst()).allSatisfy { $0.time < $1.time })
        let first = try #require(forecast.hours.first)
        #expect(first.time == MetNorwayForecastDTO.utcTime("2026-11-24T11:00:00Z"))
        #expect(first.condition == WeatherCondition(category: .overcast, code: "cloudy", description: "cloudy"))
        // Metres per second become km/h; the next hour's amount and chance are the point's.
        #expect(first.wind.speed.map { ($0 * 10).rounded() / 10 } == 9.0)
        #expect(first.precipitation.amount == 0)
        #expect(forecast.hours.last?.condition == .unknown)
        // Oslo's days are Oslo's: the first is the fetch's local day.
        #expect(forecast.utcOffsetSeconds == 3600)
        #expect(forecast.days.first?.date == CalendarDay(fetchedAt, utcOffsetSeconds: 3600))
    }

    @Test("A day's range includes its 6-hour periods' own extremes; a 6-hourly step's amount is its period's")
    func days() throws {
        let forecast = try recorded().toForecast(place: oslo, units: .metric, fetchedAt: fetchedAt, provider: "MET Norway",
                                                 requestedDays: 9, horizonDays: 9, validUntil: nil)
        #expect(forecast.days.count == 9)
        let last = try #require(forecast.days.last)
        let lows = forecast.hours.filter { CalendarDay($0.time, utcOffsetSeconds: 3600) == last.date }.map(\.temperature)
        #expect(last.temperature.min < (lows.min() ?? .infinity), "the periods' minimum is below the instants'")
    }

    @Test("Imperial: Fahrenheit, mph and inches, converted by wf (MET answers in metric only)")
    func imperial() throws {
        let metric = try recorded().toForecast(place: oslo, units: .metric, fetchedAt: fetchedAt, provider: "MET Norway",
                                               requestedDays: 9, horizonDays: 9, validUntil: nil)
        let imperial = try recorded().toForecast(place: oslo, units: .imperial, fetchedAt: fetchedAt, provider: "MET Norway",
                                                 requestedDays: 9, horizonDays: 9, validUntil: nil)
        let (c, f) = (try #require(metric.hours.first), try #require(imperial.hours.first))
        #expect(abs(f.temperature - (c.temperature * 9 / 5 + 32)) < 1e-9)
        #expect(abs(f.wind.speed! - c.wind.speed! / 3.6 * 2.236936) < 1e-6)
        #expect(abs((f.pressure ?? 0) - (c.pressure ?? 0) * 0.029529983) < 1e-6)
    }

    @Test("Current weather is the step in progress, with today's range")
    func current() throws {
        let now = MetNorwayForecastDTO.utcTime("2026-11-24T13:30:00Z")!
        let weather = try recorded().toCurrentWeather(at: oslo.coordinate, units: .metric, now: now, provider: "MET Norway")
        #expect(weather.observedAt == MetNorwayForecastDTO.utcTime("2026-11-24T13:00:00Z"))
        #expect(weather.minimum != nil && weather.maximum != nil)
        #expect(weather.minimum! <= weather.temperature && weather.temperature <= weather.maximum!)
    }

    @Test("Every symbol of MET's legend has a category; the suffix only says whether the sun is up; an unknown one keeps its code",
          arguments: [("clearsky_day", ConditionCategory.clear), ("fair_polartwilight", .mostlyClear), ("cloudy", .overcast),
                      ("heavyrain", .heavyRain), ("lightrainshowers_night", .rainShowers), ("sleetshowersandthunder_day", .thunderstorm),
                      ("lightssnowshowersandthunder_day", .thunderstorm), ("heavysnow", .snow), ("snowshowers_night", .snowShowers),
                      ("fog", .fog), ("hurricane", .unknown)])
    func symbols(symbol: String, category: ConditionCategory) {
        let condition = MetNorwaySymbol.condition(symbol)
        #expect(condition.category == category)
        #expect(condition.code == .symbol(symbol))
    }

    @Test("Without a time zone a place's days follow its longitude: 15 degrees an hour")
    func offsetWithoutZone() {
        let moment = Date(timeIntervalSince1970: 1_795_000_000)
        #expect(MetNorwayForecastDTO.utcOffset(of: Place(name: "", coordinate: Coordinate(unchecked: 35.7, 139.7)), at: moment) == 9 * 3600)
        #expect(MetNorwayForecastDTO.utcOffset(of: Place(name: "", coordinate: Coordinate(unchecked: 40.7, -74.0)), at: moment) == -5 * 3600)
        #expect(MetNorwayForecastDTO.utcOffset(of: oslo, at: moment) == 3600)
    }

    @Test("Times are read as UTC; anything else is no time", arguments: [
        ("2026-11-24T11:00:00Z", 1_795_518_000.0), ("1970-01-01T00:00:00Z", 0), ("2026-11-24T11:00:00", nil), ("2026-13-01T00:00:00Z", nil),
    ] as [(String, Double?)])
    func utcTimes(text: String, seconds: Double?) {
        #expect(MetNorwayForecastDTO.utcTime(text) == seconds.map(Date.init(timeIntervalSince1970:)))
    }

    @Test("An answer with no time series is a response wf cannot read")
    func empty() throws {
        let dto = try JSONDecoder().decode(MetNorwayForecastDTO.self, from: Data(#"{"properties":{"timeseries":[]}}"#.utf8))
        #expect(throws: (any Error).self) {
            try dto.toForecast(place: oslo, units: .metric, fetchedAt: fetchedAt, provider: "MET Norway", requestedDays: 9, horizonDays: 9, validUntil: nil)
        }
    }
}
