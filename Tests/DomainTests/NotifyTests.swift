import Foundation
import Testing
@testable import Domain

/// `wf notify`'s use case: what a report gives cause to say, and each said once.
@Suite("Notifications from a place's report")
struct NotifyTests {
    static let place = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    static let start = Date(timeIntervalSince1970: 1_764_000_000)

    static func report(rain amounts: [Double], temperature: Double = 20, alerts: [WeatherAlert] = []) -> PlaceReport {
        let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: place.coordinate,
                                     condition: WeatherCondition(category: .clear, description: "clear sky"), temperature: temperature,
                                     utcOffsetSeconds: 3600, observedAt: start, fetchedAt: start, units: .metric, provider: "Stub")
        var report = PlaceReport(place: place, current: Sourced(weather, source: .network))
        let steps = amounts.enumerated().map { Nowcast.Step(time: start.addingTimeInterval(Double($0.offset) * 900), precipitation: $0.element) }
        report.nowcast = .success(Sourced(Nowcast(steps: steps, fetchedAt: start), source: .network))
        report.alerts = .success(WeatherAlerts(place: place, coverage: .none, source: "Stub", fetchedAt: start, alerts: alerts))
        return report
    }

    static func found(_ report: PlaceReport, _ conditions: NotifyConditions = .standard, at now: Date = start) -> [WeatherNotification] {
        NotifyUseCase.notifications(in: report, place: place, conditions: conditions, units: .metric, at: now)
    }

    @Test("Rain starting within the window is said, keyed by its 15-minute step; later than the window, or already raining, it is not")
    func rain() throws {
        let soon = Self.found(Self.report(rain: [0, 0, 0.5, 0.5, 0, 0, 0, 0]))
        #expect(soon.map(\.kind) == [.rain])
        #expect(soon.first?.key.event == String(Int(Self.start.timeIntervalSince1970 + 1800)))
        #expect(Self.found(Self.report(rain: [0, 0, 0, 0, 0, 0, 0.5, 0.5])).isEmpty, "rain in 90 minutes is past 30")
        #expect(Self.found(Self.report(rain: [0, 0, 0, 0, 0, 0, 0.5, 0.5]), NotifyConditions(rainWithinMinutes: 120)).count == 1)
        #expect(Self.found(Self.report(rain: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])).isEmpty)
        #expect(Self.found(Self.report(rain: [0, 0, 0, 0, 0, 0, 0, 0])).isEmpty)
    }

    @Test("A spell that stops and starts again is a new event")
    func newSpell() throws {
        let first = try #require(Self.found(Self.report(rain: [0, 0.5, 0, 0, 0, 0, 0, 0])).first)
        let later = Self.start.addingTimeInterval(1800)
        let again = try #require(Self.found(Self.report(rain: [0, 0.5, 0, 0, 0.5, 0.5, 0, 0]), at: later).first)
        #expect(first.key != again.key)
    }

    @Test("Alerts in force are said by event and onset, severe ones critical; an ended one is not")
    func alerts() {
        let storm = WeatherAlert(event: "Winter Storm Warning", severity: .severe, certainty: .likely, onset: Self.start, end: nil)
        let fog = WeatherAlert(event: "Fog", severity: .minor, certainty: .likely, onset: nil, end: Self.start.addingTimeInterval(-60))
        let wind = WeatherAlert(event: "Wind", severity: .moderate, certainty: .likely, onset: nil, end: nil)
        let found = Self.found(Self.report(rain: Array(repeating: 0, count: 8), alerts: [storm, fog, wind]))
        #expect(found.map(\.key.event) == ["Winter Storm Warning@\(Int(Self.start.timeIntervalSince1970))", "Wind@-"])
        #expect(found.map(\.isCritical) == [true, false])
    }

    @Test("Below and above: the temperature now past the threshold, once a day")
    func thresholds() {
        let cold = Self.report(rain: Array(repeating: 0, count: 8), temperature: -3)
        let found = Self.found(cold, NotifyConditions(below: 0, above: 25))
        #expect(found.map(\.kind) == [.below])
        #expect(found.first?.key.event == "2025-11-24<0.0")
        #expect(Self.found(cold, NotifyConditions(below: -5)).isEmpty)
    }
}
