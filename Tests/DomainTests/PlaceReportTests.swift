import Foundation
import Testing
import TestSupport
@testable import Domain

/// `PlaceReportUseCase`: the weather and each side part as its own result; only the weather fails the report.
@Suite("One report of a place")
struct PlaceReportTests {
    static let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    static let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: place.coordinate,
                                        condition: WeatherCondition(category: .clear, description: "clear sky"), temperature: 20,
                                        utcOffsetSeconds: 3600, observedAt: Date(timeIntervalSince1970: 0),
                                        fetchedAt: Date(timeIntervalSince1970: 0), units: .metric, provider: "Stub")

    struct Weather: CurrentWeatherRepository {
        var fails = false
        func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
            if fails { throw WeatherError.providerUnavailable(provider: "Stub", reason: "down") }
            return Sourced(PlaceReportTests.weather, source: .network)
        }
        /// The second place's weather fails, as one row of a list can.
        func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
            coordinates.indices.map { $0 == 1 ? .failure(.providerUnavailable(provider: "Stub", reason: "down"))
                                              : .success(Sourced(PlaceReportTests.weather, source: .network)) }
        }
    }

    /// A side part that sets the alerts, or never answers.
    struct Section: ReportSection {
        var hangs = false
        var timing = ReportSectionTiming.besideWeather
        var part: ReportPart { .alerts }
        func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
            if hangs { while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) } }
            let seen = report != nil
            return ReportFill { $0.alerts = .success(WeatherAlerts(place: place, coverage: seen ? .nws : .none, source: nil,
                                                                    fetchedAt: Date(timeIntervalSince1970: 0), alerts: [])) }
        }
        func unavailable(_ error: WeatherError) -> ReportFill { ReportFill { $0.alerts = .failure(error) } }
    }

    func useCase(_ weather: Weather = Weather(), sections: [any ReportSection]) -> PlaceReportUseCase {
        PlaceReportUseCase(weather: weather, forecasts: StubForecasts(place: Self.place), sections: sections)
    }

    @Test("A part not asked for is not fetched; one asked for is in the report")
    func partsAsked() async throws {
        let plan = ReportPlan(parts: [], includesForecast: false)
        #expect(try await useCase(sections: [Section()]).execute(for: Self.place, units: .metric, plan: plan).alerts == nil)
        let all = try await useCase(sections: [Section()]).execute(for: Self.place, units: .metric, plan: ReportPlan(includesForecast: false))
        #expect(all.alerts != nil)
    }

    @Test("A section after the weather sees it; one beside it does not wait for it")
    func timing() async throws {
        let after = try await useCase(sections: [Section(timing: .afterWeather)]).execute(for: Self.place, units: .metric, plan: ReportPlan())
        #expect((try? after.alerts?.get())?.coverage == .nws)
        let beside = try await useCase(sections: [Section()]).execute(for: Self.place, units: .metric, plan: ReportPlan())
        #expect((try? beside.alerts?.get())?.coverage == AlertCoverage.none)
    }

    @Test("A side part still running at the side deadline is cut off and said to be unavailable; the weather stands")
    func sideDeadline() async throws {
        let plan = ReportPlan(includesForecast: false, sideDeadline: .milliseconds(50))
        let report = try await useCase(sections: [Section(hangs: true)]).execute(for: Self.place, units: .metric, plan: plan)
        #expect(report.current.value.temperature == 20)
        guard case .failure(.providerUnavailable(let who, _, .noAnswer))? = report.alerts else {
            Issue.record("the alerts should be unavailable: \(String(describing: report.alerts))")
            return
        }
        #expect(who == "the alerts source")
    }

    /// Weather that takes longer than the side deadline: 50 ms of sleep is at least 50 ms, however busy the machine.
    struct SlowWeather: CurrentWeatherRepository {
        func currentWeather(at coordinate: Coordinate, units: Units, policy: CachePolicy) async throws -> Sourced<CurrentWeather> {
            try? await Task.sleep(for: .milliseconds(50))
            return Sourced(PlaceReportTests.weather, source: .network)
        }
        func currentWeather(at coordinates: [Coordinate], units: Units, policy: CachePolicy) async -> [Result<Sourced<CurrentWeather>, WeatherError>] {
            []
        }
    }

    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    /// An after-weather part that counts the times it was started.
    struct CountedSection: ReportSection {
        let calls: Calls
        var part: ReportPart { .alerts }
        var timing: ReportSectionTiming { .afterWeather }
        func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
            calls.add()
            return ReportFill { $0.alerts = .success(WeatherAlerts(place: place, coverage: .nws, source: nil,
                                                                    fetchedAt: Date(timeIntervalSince1970: 0), alerts: [])) }
        }
        func unavailable(_ error: WeatherError) -> ReportFill { ReportFill { $0.alerts = .failure(error) } }
    }

    @Test("Parts after the weather keep the report's deadline, counted from its start: past it, they are not started")
    func afterWeatherDeadline() async throws {
        let calls = Calls()
        let plan = ReportPlan(includesForecast: false, sideDeadline: .milliseconds(1))
        let report = try await PlaceReportUseCase(weather: SlowWeather(), forecasts: StubForecasts(place: Self.place),
                                                  sections: [CountedSection(calls: calls)])
            .execute(for: Self.place, units: .metric, plan: plan)
        #expect(report.current.value.temperature == 20)
        #expect(calls.total == 0, "started after the report's deadline")
        guard case .failure(.providerUnavailable(_, _, .noAnswer))? = report.alerts else {
            Issue.record("the part should be unavailable: \(String(describing: report.alerts))")
            return
        }
    }

    @Test("Only the weather fails the report")
    func weatherFails() async {
        await #expect(throws: WeatherError.self) {
            try await useCase(Weather(fails: true), sections: [Section()]).execute(for: Self.place, units: .metric, plan: ReportPlan())
        }
    }

    /// Counts how it is asked: once for many places, or once a place.
    actor Asks {
        var batches = 0, single = 0
        func batch() { batches += 1 }
        func one() { single += 1 }
    }

    /// A part a source answers for many places in one request, as the air does.
    struct BatchSection: ReportSection {
        let asks: Asks
        var part: ReportPart { .airQuality }
        var timing: ReportSectionTiming { .besideWeather }
        func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
            await asks.one()
            return .nothing
        }
        func fills(for places: [Place], plan: ReportPlan) async -> [ReportFill] {
            await asks.batch()
            return places.map { _ in ReportFill { $0.airQuality = .failure(.locationNotSet) } }
        }
        func unavailable(_ error: WeatherError) -> ReportFill { ReportFill { $0.airQuality = .failure(error) } }
    }

    @Test("A list of places: each part once for all where its source can, else once a place; a row whose weather failed keeps its parts")
    func list() async {
        let asks = Asks()
        let places = [Self.place, Place(name: "Paris", country: "FR", coordinate: Coordinate(unchecked: 48.85, 2.35)),
                      Place(name: "Rome", country: "IT", coordinate: Coordinate(unchecked: 41.9, 12.5))]
        let rows = await useCase(sections: [BatchSection(asks: asks), Section(), Section(timing: .afterWeather)])
            .execute(for: places, units: .metric, plan: ReportPlan(includesForecast: false))
        #expect(rows.map(\.place) == places)
        #expect(await asks.batches == 1)
        #expect(await asks.single == 0)
        #expect(rows.allSatisfy { $0.parts.airQuality != nil && $0.parts.alerts != nil })
        #expect(rows[1].report == nil && rows[0].report?.alerts != nil)
        // The part that needs the weather is not asked for in a list: it would not see it.
        #expect(rows.allSatisfy { (try? $0.parts.alerts?.get())?.coverage == AlertCoverage.none })
    }
}
