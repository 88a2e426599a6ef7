import Foundation
import Synchronization
import Testing
import TestSupport
@testable import Domain

/// `wf notify --frost --pressure-drop --gusts --uv`: read from the hourly forecast, on the place's clock.
@Suite("Notifications from the forecast's thresholds")
struct NotifyThresholdsTests {
    static let place = NotifyTests.place
    /// Berlin's clock in winter, UTC+1.
    static let offset = 3600
    /// 2026-11-29 00:00 in Berlin.
    static let midnight = Date(timeIntervalSince1970: 1_795_906_800)

    /// Berlin at `hour` of 2026-11-29 (past 24: the next days).
    static func at(_ hour: Double) -> Date { midnight.addingTimeInterval(hour * 3600) }

    /// Two days of hours from midnight: 5 °C, 1015 hPa, gusts 40 km/h, UV 1, but for what `change` sets.
    static func forecast(units: Units = .metric, _ change: (Int, inout HourlyForecast) -> Void = { _, _ in }) -> Forecast {
        let hours = (0..<48).map { hour in
            var point = HourlyForecast(time: at(Double(hour)), temperature: 5, pressure: 1015, wind: Wind(speed: 20, gusts: 40),
                                       uvIndex: 1, condition: WeatherCondition(category: .clear, description: "clear sky"))
            change(hour, &point)
            return point
        }
        return Forecast(place: place, units: units, provider: "Stub", fetchedAt: midnight, utcOffsetSeconds: offset, days: [], hours: hours)
    }

    static func found(_ forecast: Forecast, _ conditions: NotifyConditions, at now: Date) -> [WeatherNotification] {
        NotifyUseCase.thresholds(in: forecast, title: "Berlin, DE", spot: place.coordinate.description, conditions: conditions, at: now)
    }

    /// Frost at 04:00 tomorrow (hour 28): −2 °C.
    static let frosty = forecast { hour, point in if hour == 28 { point.temperature = -2 } }

    @Test("Frost: tonight's lowest at or below the threshold, said from noon, once a night")
    func frost() throws {
        let afternoon = try #require(Self.found(Self.frosty, NotifyConditions(frost: 0), at: Self.at(15)).first)
        #expect(afternoon.subject == .frost(lowest: ForecastPeak(value: -2, time: Self.at(28)), units: .metric, utcOffsetSeconds: Self.offset))
        #expect(afternoon.key == .init(kind: .frost, place: "52.52, 13.41", event: "2026-11-29<=0.0"))
        // Before noon it waits; colder than the threshold asks, nothing.
        #expect(Self.found(Self.frosty, NotifyConditions(frost: 0), at: Self.at(10)).isEmpty)
        #expect(Self.found(Self.frosty, NotifyConditions(frost: -3), at: Self.at(15)).isEmpty)
        // After midnight the night in progress is tonight, known by the evening it began.
        let night = try #require(Self.found(Self.frosty, NotifyConditions(frost: 0), at: Self.at(26)).first)
        #expect(night.key == afternoon.key)
        // The morning after, the frost is past and the next night is mild.
        #expect(Self.found(Self.frosty, NotifyConditions(frost: 0), at: Self.at(34)).isEmpty)
        // A frost in tomorrow's daytime is no frost tonight.
        let daytime = Self.forecast { hour, point in if hour == 36 { point.temperature = -1 } }
        #expect(Self.found(daytime, NotifyConditions(frost: 0), at: Self.at(15)).isEmpty)
    }

    @Test("Pressure: a fall of at least the threshold within 3 hours, both ends in the next 12")
    func pressure() throws {
        // 1015 until 18:00, then 1012, 1009, 1007 (a fall of 8 hPa in 3 hours), and 990 far beyond 12 hours.
        let falling = Self.forecast { hour, point in
            point.pressure = switch hour { case 19: 1012; case 20: 1009; case 21...30: 1007; case 31...: 990; default: 1015 }
        }
        let found = try #require(Self.found(falling, NotifyConditions(pressureDrop: 6), at: Self.at(12)).first)
        #expect(found.subject == .pressureDrop(PressureFall(amount: 8, from: Self.at(18), to: Self.at(21)), units: .metric, utcOffsetSeconds: Self.offset))
        #expect(Self.found(falling, NotifyConditions(pressureDrop: 9), at: Self.at(12)).isEmpty)
        // At 06:00 the fall is past the next 12 hours.
        #expect(Self.found(falling, NotifyConditions(pressureDrop: 6), at: Self.at(6)).isEmpty)
        // A slow fall (1 hPa an hour) never makes 6 in 3 hours.
        let slow = Self.forecast { hour, point in point.pressure = 1015 - Double(hour) }
        #expect(Self.found(slow, NotifyConditions(pressureDrop: 6), at: Self.at(0)).isEmpty)
        #expect(Self.found(slow, NotifyConditions(pressureDrop: 3), at: Self.at(0)).count == 1)
    }

    @Test("Gusts: the strongest in the next 12 hours, compared in the user's wind unit")
    func gusts() throws {
        let windy = Self.forecast { hour, point in
            if hour == 18 { point.wind.gusts = 80 }
            if hour == 40 { point.wind.gusts = 130 }
        }
        let found = try #require(Self.found(windy, NotifyConditions(gusts: 60), at: Self.at(12)).first)
        #expect(found.subject == .gusts(strongest: ForecastPeak(value: 80, time: Self.at(18)), units: .metric, utcOffsetSeconds: Self.offset))
        #expect(Self.found(windy, NotifyConditions(gusts: 90), at: Self.at(12)).isEmpty, "130 km/h is 28 hours away")
        // 80 km/h is 22.2 m/s, Beaufort force 9; 43 knots.
        #expect(Self.found(windy, NotifyConditions(gusts: 9, windUnit: .beaufort), at: Self.at(12)).count == 1)
        #expect(Self.found(windy, NotifyConditions(gusts: 10, windUnit: .beaufort), at: Self.at(12)).isEmpty)
        #expect(Self.found(windy, NotifyConditions(gusts: 43, windUnit: .knots), at: Self.at(12)).count == 1)
        #expect(Self.found(windy, NotifyConditions(gusts: 44, windUnit: .knots), at: Self.at(12)).isEmpty)
    }

    @Test("UV: the rest of today's highest, once a day")
    func uv() throws {
        let sunny = Self.forecast { hour, point in if hour == 13 { point.uvIndex = 7 } }
        let morning = try #require(Self.found(sunny, NotifyConditions(uv: 6), at: Self.at(9.5)).first)
        #expect(morning.subject == .uv(highest: ForecastPeak(value: 7, time: Self.at(13)), utcOffsetSeconds: Self.offset))
        #expect(morning.key.event == "2026-11-29>=6.0")
        // In the hour of the peak it is still today's; after it, the rest of the day is mild.
        #expect(Self.found(sunny, NotifyConditions(uv: 6), at: Self.at(13.5)).count == 1)
        #expect(Self.found(sunny, NotifyConditions(uv: 6), at: Self.at(15)).isEmpty)
        #expect(Self.found(sunny, NotifyConditions(uv: 8), at: Self.at(9.5)).isEmpty)
    }

    @Test("In imperial units, thresholds are °F and inHg")
    func imperial() {
        let cold = Self.forecast(units: .imperial) { hour, point in
            point.temperature = hour == 28 ? 30 : 40
            point.pressure = hour >= 20 ? 29.6 : 29.9
        }
        #expect(Self.found(cold, NotifyConditions(frost: NotifyConditions.defaultFrost(.imperial)), at: Self.at(15)).map(\.kind) == [.frost])
        #expect(Self.found(cold, NotifyConditions(pressureDrop: 0.2), at: Self.at(15)).map(\.kind) == [.pressureDrop])
        #expect(Self.found(cold, NotifyConditions(pressureDrop: 0.4), at: Self.at(15)).isEmpty)
    }

    /// What was said, in memory, as the database keeps it.
    final class Said: SaidNotifications {
        let keys = Mutex(Set<WeatherNotification.Key>())
        func claim(_ key: WeatherNotification.Key, at date: Date) async throws -> Bool { keys.withLock { $0.insert(key).inserted } }
        func forget(before date: Date) async throws {}
        func release(_ key: WeatherNotification.Key) async throws { _ = keys.withLock { $0.remove(key) } }
    }

    final class Moment: Sendable {
        let value = Mutex(Date())
        func now() -> Date { value.withLock { $0 } }
    }

    @Test("Each is said once a spell; gusts the forecast no longer shows end their spell, and the next is new")
    func onceASpell() async throws {
        let windy = Self.forecast { hour, point in if (16...20).contains(hour) { point.wind.gusts = 80 } }
        let calm = Self.forecast()
        let said = Said(), moment = Moment()
        func check(_ forecast: Forecast, at hour: Double) async throws -> [WeatherNotification.Kind] {
            moment.value.withLock { $0 = Self.at(hour) }
            let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: Self.place.coordinate,
                                         condition: WeatherCondition(category: .clear, description: "clear sky"), temperature: 5,
                                         utcOffsetSeconds: Self.offset, observedAt: Self.at(hour), fetchedAt: Self.at(hour), units: .metric, provider: "Stub")
            let reports = PlaceReportUseCase(weather: FixedWeather(weather: weather), forecasts: StubForecasts(forecast), sections: [])
            let notify = NotifyUseCase(reports: reports, said: said, now: moment.now)
            return try await notify.execute(places: [Self.place], conditions: NotifyConditions(frost: 0, gusts: 60),
                                            units: .metric, plan: ReportPlan(parts: [], includesForecast: false)).map(\.kind)
        }
        #expect(try await check(windy, at: 12) == [.gusts])
        #expect(try await check(windy, at: 13) == [], "the same spell")
        #expect(try await check(calm, at: 14) == [], "the spell ends")
        #expect(try await check(windy, at: 15) == [.gusts], "a new spell")
        // Frost: once a night, whatever comes between.
        let frosty = Self.frosty
        #expect(try await check(frosty, at: 16) == [.frost])
        #expect(try await check(calm, at: 17) == [])
        #expect(try await check(frosty, at: 18) == [])
    }

    struct FixedWeather: CurrentWeatherRepository {
        let weather: CurrentWeather
        func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
            Sourced(weather, source: .network)
        }
        func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
            coordinates.map { _ in .success(Sourced(weather, source: .network)) }
        }
    }
}
