import Domain
import Foundation
import Testing

@Suite("Plausible answers")
struct PlausibilityTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000) // 2026-11-18 11:06 UTC
    static let today = CalendarDay(now, utcOffsetSeconds: 0)
    static let place = Place(name: "Lisbon", coordinate: Coordinate(unchecked: 38.7, -9.1))

    static func day(_ offset: Int, low: Double = 10, high: Double = 15, humidity: Double? = 80) -> DailyForecast {
        DailyForecast(date: CalendarDay(daysSinceEpoch: today.daysSinceEpoch + offset),
                      temperature: TemperatureSummary(average: (low + high) / 2, min: low, max: high),
                      precipitation: Precipitation(amount: -1, probability: 250), humidity: humidity,
                      condition: WeatherCondition(category: .clear, description: "clear"))
    }

    static func forecast(days: [DailyForecast], hours: [HourlyForecast] = [], units: Units = .metric) -> Forecast {
        Forecast(place: place, units: units, provider: "P", fetchedAt: now, utcOffsetSeconds: 0, days: days, hours: hours)
    }

    static func hour(_ offset: Double, _ temperature: Double) -> HourlyForecast {
        HourlyForecast(time: now.addingTimeInterval(offset * 3600), temperature: temperature,
                       condition: WeatherCondition(category: .clear, description: "clear"))
    }

    @Test("No day, or only days far from today, is a provider failure that says so")
    func noDays() {
        for days in [[], [Self.day(0, low: -999_999, high: 1e9)]] {
            #expect(throws: WeatherError.providerUnavailable(provider: "P", reason: "sent a forecast with no days")) {
                try Self.forecast(days: days).plausible(at: Self.now)
            }
        }
        for days in [[Self.day(400)], [Self.day(-3)]] {
            #expect(throws: WeatherError.self) { try Self.forecast(days: days).plausible(at: Self.now) }
        }
    }

    @Test("An answer without any of the days asked for (a clock 26 days behind the server's) is a provider failure that says so; days beyond those asked for are dropped")
    func otherDays() throws {
        var forecast = Self.forecast(days: [Self.day(26), Self.day(27)])
        forecast.requestedDays = 2
        #expect(throws: WeatherError.providerUnavailable(provider: "P", reason:
            "sent the days \(Self.day(26).date) to \(Self.day(27).date), not those asked for (\(Self.today) to \(Self.day(1).date)): is this computer's clock right?")) {
            try forecast.plausible(at: Self.now)
        }
        forecast.days = [Self.day(1), Self.day(2), Self.day(3)]
        #expect(try forecast.plausible(at: Self.now).days.map(\.date) == [Self.day(1).date])
    }

    @Test("Amounts no weather has, above as below (999999 mm of rain, a 1e6 km/h wind, 99999 hPa), are unknown, not zero")
    func outOfRange() throws {
        var day = Self.day(0)
        day.precipitation = Precipitation(amount: 999_999, probability: 50)
        day.wind = Wind(speed: 1e6, gusts: -999_999, degrees: 999)
        day.pressure = 99_999
        var hour = Self.hour(0, 12)
        hour.precipitation = Precipitation(amount: -999_999, probability: -999_999)
        hour.pressure = 1013
        let forecast = try Self.forecast(days: [day], hours: [hour]).plausible(at: Self.now)
        #expect(forecast.days[0].precipitation == Precipitation(amount: nil, probability: 50))
        #expect(forecast.days[0].wind == Wind())
        #expect(forecast.days[0].pressure == nil)
        #expect(forecast.hours[0].precipitation == Precipitation())
        #expect(forecast.hours[0].pressure == 1013)
        // Imperial: 30 inches of rain in a day is possible, 100 is not; 29.9 inHg is a pressure, 1013 is not.
        day.precipitation = Precipitation(amount: 30)
        day.pressure = 29.9
        #expect(try Self.forecast(days: [day], units: .imperial).plausible(at: Self.now).days[0].pressure == 29.9)
        #expect(try Self.forecast(days: [day], units: .imperial).plausible(at: Self.now).days[0].precipitation.amount == 30)
        day.precipitation = Precipitation(amount: 100)
        day.pressure = 1013
        let imperial = try Self.forecast(days: [day], units: .imperial).plausible(at: Self.now)
        #expect(imperial.days[0].precipitation.amount == nil && imperial.days[0].pressure == nil)
    }

    @Test("A nowcast's amounts no rain has are unknown; one with no known amount is no answer, never a dry one")
    func nowcast() throws {
        let steps = (0..<8).map { Nowcast.Step(time: Self.now.addingTimeInterval(Double($0) * 900), precipitation: -999_999) }
        #expect(throws: WeatherError.providerUnavailable(provider: "Open-Meteo", reason: "sent no rain amounts for the next 2 hours")) {
            try Nowcast(steps: steps, fetchedAt: Self.now).plausible()
        }
        #expect(throws: WeatherError.self) { try Nowcast(steps: [], fetchedAt: Self.now).plausible() }
        var mixed = steps
        mixed[0].precipitation = 0
        mixed[1].precipitation = 999_999
        let plausible = try Nowcast(steps: mixed, fetchedAt: Self.now).plausible()
        #expect(plausible.steps.map(\.precipitation) == [0] + Array(repeating: nil, count: 7))
        #expect(plausible.outlook(from: Self.now) == .unknown)
    }

    @Test("Hours out of time order are a provider failure")
    func hoursOutOfOrder() {
        #expect(throws: WeatherError.providerUnavailable(provider: "P", reason: "sent hours that do not line up")) {
            try Self.forecast(days: [Self.day(0)], hours: [Self.hour(1, 5), Self.hour(0, 5)]).plausible(at: Self.now)
        }
    }

    @Test("Implausible values become unknown; usable days and hours stay, in order")
    func unknownValues() throws {
        let forecast = try Self.forecast(days: [Self.day(0, humidity: 140), Self.day(1), Self.day(90)],
                                         hours: [Self.hour(0, 12), Self.hour(1, -999_999), Self.hour(2, 13)]).plausible(at: Self.now)
        #expect(forecast.days.map(\.date) == [Self.today, CalendarDay(daysSinceEpoch: Self.today.daysSinceEpoch + 1)])
        #expect(forecast.days[0].humidity == nil)
        #expect(forecast.days[1].humidity == 80)
        #expect(forecast.days[0].precipitation == Precipitation())
        #expect(forecast.hours.map(\.temperature) == [12, 13])
    }

    @Test("Temperatures are judged in Celsius: 150 °F is hot but possible, 170 °F is not")
    func imperial() throws {
        let hot = try Self.forecast(days: [Self.day(0, low: 100, high: 150)], units: .imperial).plausible(at: Self.now)
        #expect(hot.days[0].temperature.max == 150)
        let impossible = try Self.forecast(days: [Self.day(0, low: 100, high: 170)], units: .imperial).plausible(at: Self.now)
        #expect(impossible.days[0].temperature.max == impossible.days[0].temperature.average)
    }

    @Test("A reading without a plausible temperature is no reading; other values become unknown")
    func currentWeather() throws {
        var weather = CurrentWeather(placeName: "Lisbon", country: "PT", coordinate: Self.place.coordinate,
                                     condition: WeatherCondition(category: .clear, description: "clear"), temperature: 15,
                                     humidity: 101, pressure: -3, windSpeed: .infinity, utcOffsetSeconds: 0, observedAt: Self.now,
                                     fetchedAt: Self.now, units: .metric, provider: "P")
        let plausible = try weather.plausible()
        #expect(plausible.humidity == nil && plausible.pressure == nil && plausible.windSpeed == nil)
        #expect(plausible.temperature == 15)
        weather.temperature = .nan
        #expect(throws: WeatherError.self) { try weather.plausible() }
    }
}
