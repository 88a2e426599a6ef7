import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

/// An alert in force is part of rendering a place's report: no view of the place can drop it.
@Suite("Every view of a place shows its alert")
struct PlaceReportRenderingTests {
    static let storm = WeatherAlert(event: "Winter Storm Warning", severity: .severe, certainty: .likely,
                                    onset: Lisbon.fetched, end: Lisbon.fetched + 86_400)
    static let alerts = WeatherAlerts(place: Lisbon.place, coverage: .nws, source: "National Weather Service",
                                      fetchedAt: Lisbon.fetched, alerts: [storm])

    static var report: PlaceReport {
        var report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .network))
        report.alerts = .success(alerts)
        return report
    }

    @Test("The app's place screen shows the alert on its first screen, at 100×40 and at 80×24", arguments: [(100, 40), (80, 24)])
    func appPlaceScreen(columns: Int, rows: Int) {
        var state = AppViewModel.State(width: columns, height: rows, units: .metric)
        var screen = AppViewModel.PlaceScreen(place: Lisbon.place)
        screen.report = Self.report
        screen.isLoading = false
        state.place = screen
        let text = AppRenderer.render(state, mask: LandMask(rows: ["...."]), charset: .ascii, style: .plain, utcOffset: .fixed(0), now: Lisbon.fetched)
        let firstScreen = text.components(separatedBy: "\n").prefix(rows).joined(separator: "\n")
        #expect(firstScreen.contains("Winter Storm Warning"), "\(text)")
    }

    @Test("The accessible place screen says the alert")
    func accessiblePlace() {
        var style = TerminalStyle.plain
        style.accessible = true
        let text = LocationReportRenderer.render(Self.report, style: style, utcOffset: .fixed(0), now: Lisbon.fetched)
        #expect(text.contains("Winter Storm Warning"), "\(text)")
    }

    @Test("The favourites list and tab mark the favourite with an alert and name it")
    func favouritesMark() {
        let favourite = Favourite(place: Lisbon.place, addedAt: Lisbon.fetched)
        let other = Favourite(place: Place(name: "Porto", country: "PT", coordinate: Coordinate(unchecked: 41.15, -8.61)), addedAt: Lisbon.fetched)
        let rows = [FavouriteWeather(favourite: favourite, weather: .success(Sourced(Lisbon.weather, source: .network)), alerts: .success(Self.alerts)),
                    FavouriteWeather(favourite: other, weather: .success(Sourced(Lisbon.weather, source: .network)))]
        let lines = FavouritesRenderer.render(rows, style: .plain).split(separator: "\n")
        #expect(lines.first?.contains("⚠ Lisbon") == true && lines.first?.contains("Winter Storm Warning") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("⚠") == false)
        var spoken = TerminalStyle.plain
        spoken.accessible = true
        #expect(FavouritesRenderer.render(rows, style: spoken).contains("Winter Storm Warning"))
    }

    @Test("The map's weather panel at a point shows the alert in force there")
    func mapPanel() {
        var report = PlaceReport(place: Lisbon.place, current: Sourced(Lisbon.weather, source: .network))
        report.alerts = .success(Self.alerts)
        let lines = MapRenderer.panelLines(.weather(Lisbon.place.coordinate, .success(report)), style: .plain)
        #expect(lines.contains { $0.contains("Winter Storm Warning") }, "\(lines)")
    }
}
