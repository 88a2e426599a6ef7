import Foundation
import Testing
import TestSupport

/// The warnings of Europe's services through MeteoAlarm, one feed per country: shown at a point only
/// where wf can place them; those it cannot are said as such, never all of them, never none.
@Suite("Alerts in Europe (MeteoAlarm)")
struct MeteoAlarmEndToEndTests {
    static let italy = "/api/v1/warnings/feeds-italy"

    /// Open-Meteo's geocoding answer for a place in Italy, in the shape of the recorded ones.
    static func geocoding(_ name: String, _ latitude: Double, _ longitude: Double) -> String {
        #"{"results":[{"id":1,"name":"\#(name)","latitude":\#(latitude),"longitude":\#(longitude),"elevation":500.0,"feature_code":"PPLA","country_code":"IT","admin1":"\#(name)","timezone":"Europe/Rome","country":"Italy"}],"generationtime_ms":0.5}"#
    }

    func scenario(feed: Data, place: (String, Double, Double) = ("Rome", 41.9, 12.5)) throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: Self.italy, with: .json(feed))
        scenario.server.respond(to: "/v1/search", with: .json(Self.geocoding(place.0, place.1, place.2)))
        return scenario
    }

    @Test("Warnings named by region only: said as unplaced, with their number and where to read them; never none, never shown as the place's")
    func unplaceable() throws {
        let scenario = try scenario(feed: try Recorded.meteoalarmItaly())
        let result = try scenario.run("alerts", "Rome")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests(to: Self.italy).count == 1)
        let out = result.stdout
        #expect(out.contains(/MeteoAlarm has \d+ warnings in force in Italy that wf cannot place at this point; see https:\/\/meteoalarm.org\/en\/live\/region\/IT/),
                "\(out)")
        #expect(!out.contains("No alerts in force") && !out.contains("High-temperature Warning"), "\(out)")
        let json = try scenario.run("alerts", "Rome", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "meteoalarm")
        #expect((document["alerts"] as? [Any])?.isEmpty == true)
        #expect((document["unplaced"] as? Int ?? 0) > 0, "\(json.stdout)")
        // The banner and %W: not all-clear.
        let here = try scenario.run("here", "--location", "Rome")
        #expect(here.stdout.hasPrefix("? "), "\(here.stdout)")
        #expect(here.stdout.contains("warnings in force in Italy that wf cannot place here"), "\(here.stdout)")
        let line = try scenario.run("here", "--location", "Rome", "--format", "%W")
        #expect(line.stdout == "?\n", "\(line.stdout)")
    }

    @Test("A feed of green entries only: \"No alerts in force\" from MeteoAlarm, not a Minor warning")
    func greenOnly() throws {
        var answer = try #require(try JSONSerialization.jsonObject(with: try Recorded.meteoalarmAostaPolygon()) as? [String: Any])
        answer["warnings"] = (answer["warnings"] as? [[String: Any]])?.filter { "\($0)".contains("1; green; Minor") }
        let scenario = try scenario(feed: try JSONSerialization.data(withJSONObject: answer))
        let result = try scenario.run("alerts", "Rome")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No alerts in force from MeteoAlarm"), "\(result.stdout)")
        #expect(!result.stdout.contains("cannot place") && !result.stdout.lowercased().contains("minor"), "\(result.stdout)")
    }

    @Test("A yellow warning with a polygon: shown at a point inside, not at one outside (where nothing is unplaced)")
    func placedByPolygon() throws {
        let inside = try scenario(feed: try Recorded.meteoalarmAostaPolygon(), place: ("Aosta", 45.737, 7.32))
        let shown = try inside.run("alerts", "Aosta")
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("YELLOW") && shown.stdout.contains("Valle d'Aosta"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("cannot place"), "\(shown.stdout)")
        let here = try inside.run("here", "--location", "Aosta")
        #expect(here.stdout.hasPrefix("⚠ Alert (yellow): "), "\(here.stdout)")
        #expect(try inside.run("fav", "add", "Aosta").status == 0)
        #expect(try inside.run("fav", "list", "--format", "%W").stdout.hasPrefix("Yellow"))
        let notify = try inside.run("notify", "--once", "--alerts", "--via", "stdout", "--location", "Aosta")
        #expect(notify.stdout.contains("Yellow"), "\(notify.stdout)")

        let outside = try scenario(feed: try Recorded.meteoalarmAostaPolygon())
        let none = try outside.run("alerts", "Rome")
        #expect(none.stdout.contains("No alerts in force from MeteoAlarm"), "\(none.stdout)")
    }

    @Test("A place in a MeteoAlarm country found by name asks its country's feed, once; a bare coordinate there asks WMO's centre, whose server places it")
    func onlyWhereCovered() throws {
        let scenario = try scenario(feed: try Recorded.meteoalarmItaly())
        #expect(try scenario.run("alerts", "Rome").status == 0)
        #expect(try scenario.run("alerts", "Rome").status == 0)
        #expect(scenario.server.requests(to: Self.italy).count == 1)
        scenario.server.resetRequests()
        let bare = try scenario.run("alerts", "41.9,12.5")
        #expect(bare.stdout.contains("No alerts in force from WMO Severe Weather Information Centre"), "\(bare.stdout)")
        #expect(scenario.server.requests.map(\.path) == ["/f/wfs"])
    }
}
