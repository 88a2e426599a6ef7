@testable import Domain
import Foundation
import Testing

@Suite("Alerts: which source covers a place, which alerts are in force, most severe first")
struct AlertsTests {
    @Test("A place with a country goes by it: the US and its territories to the NWS, Canada to ECCC, Norway and Svalbard to MET Norway, Germany to the DWD, EUMETNET's others to MeteoAlarm, others to WMO's centre",
          arguments: [("US", AlertCoverage.nws), ("us", .nws), ("PR", .nws), ("GU", .nws), ("NO", .metNorway), ("SJ", .metNorway),
                      ("DE", .brightsky), ("CA", .eccc), ("SE", .meteoalarm), ("IT", .meteoalarm), ("GB", .meteoalarm), ("MK", .meteoalarm),
                      ("MX", .wmoSwic), ("JP", .wmoSwic), ("RU", .wmoSwic)])
    func byCountry(country: String, coverage: AlertCoverage) {
        // A coordinate in Berlin: the country, not the point, decides.
        #expect(AlertCoverage.covering(Place(name: "X", country: country, coordinate: Coordinate(unchecked: 52.52, 13.41))) == coverage)
    }

    @Test("A bare coordinate goes by the boxes, which leave out the big cities across the borders: those go to WMO's centre, whose server places them",
          arguments: [(40.71, -74.01, AlertCoverage.nws), (34.05, -118.24, .nws), (29.76, -95.37, .nws), (25.76, -80.19, .nws),
                      (41.88, -87.63, .nws), (47.61, -122.33, .nws), (61.22, -149.90, .nws), (21.31, -157.86, .nws),
                      (18.47, -66.11, .nws), (13.44, 144.79, .nws), (44.98, -93.27, .nws), (42.36, -71.06, .nws),
                      (59.91, 10.75, .metNorway), (60.39, 5.32, .metNorway), (63.43, 10.40, .metNorway), (69.65, 18.96, .metNorway),
                      (78.22, 15.65, .metNorway),
                      (49.28, -123.12, .eccc), (49.90, -97.14, .eccc), (51.05, -114.07, .eccc), (62.45, -114.37, .eccc), (60.72, -135.06, .eccc),
                      (52.52, 13.41, .brightsky), (48.14, 11.58, .brightsky), (50.94, 6.96, .brightsky),
                      (43.65, -79.38, .wmoSwic), (45.50, -73.57, .wmoSwic), (19.43, -99.13, .wmoSwic), (52.22, 6.89, .wmoSwic), (47.56, 7.59, .wmoSwic),
                      (59.33, 18.07, .wmoSwic), (57.71, 11.97, .wmoSwic), (51.51, -0.13, .wmoSwic), (41.9, 12.5, .wmoSwic), (-33.87, 151.21, .wmoSwic)])
    func byBox(latitude: Double, longitude: Double, coverage: AlertCoverage) {
        let point = Coordinate(unchecked: latitude, longitude)
        #expect(AlertCoverage.covering(Place(name: point.description, coordinate: point)) == coverage)
    }

    @Test("In force: an alert whose end has passed is not; one with no end is; the most severe first (MET's colour over CAP's severity), then the soonest")
    func active() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let ended = WeatherAlert(event: "ended", severity: .extreme, certainty: .observed, onset: now - 7200, end: now - 1)
        let open = WeatherAlert(event: "open", severity: .minor, certainty: .likely, onset: now - 60, end: nil)
        let severeLater = WeatherAlert(event: "severe later", severity: .severe, certainty: .likely, onset: now + 3600, end: now + 7200)
        let severeSooner = WeatherAlert(event: "severe sooner", severity: .severe, certainty: .likely, onset: now, end: now + 7200)
        let red = WeatherAlert(event: "red", severity: .moderate, certainty: .possible, colour: .red, onset: now, end: now + 60)
        let yellow = WeatherAlert(event: "yellow", severity: .severe, certainty: .likely, colour: .yellow, onset: now, end: now + 60)
        let shown = [ended, open, yellow, severeLater, red, severeSooner].active(at: now).map(\.event)
        #expect(shown == ["red", "severe sooner", "severe later", "yellow", "open"])
        #expect(!ended.isActive(at: now) && ended.isActive(at: now - 2))
    }
}
