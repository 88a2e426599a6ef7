import Foundation
import Testing
import TestSupport

/// One report of a place for every view: what `wf at` shows of a place (its alert, its air on the
/// place's one scale) every other view shows too, and `--days` never changes what a plain command shows.
@Suite("One report of a place for every view")
struct PlaceReportEndToEndTests {
    static let nws = "/alerts/active"
    /// Berlin, New Jersey: in the NWS's boxes, west of the Atlantic (the stub's New York air answer).
    static let point = ["39.79", "-74.93"]

    /// The stub answers with the NWS's recorded Winter Storm Warning, in force now.
    func scenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: Self.nws, with: .json(try Recorded.nwsAlertsNewYork()))
        return scenario
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("wf at --json carries the alert in force and who covers the place, as its text's banner says")
    func atJSONHasAlerts() throws {
        let scenario = try self.scenario()
        let text = try scenario.run("at", Self.point[0], Self.point[1])
        #expect(text.stdout.contains("Winter Storm Warning"), "\(text.stdout)")
        let result = try scenario.run("at", Self.point[0], Self.point[1], "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try json(result.stdout)
        let alerts = try #require(document["alerts"] as? [[String: Any]], "\(result.stdout)")
        #expect(alerts.first?["event"] as? String == "Winter Storm Warning")
        #expect(document["alert_coverage"] as? String == "nws")
    }

    @Test("wf at --json where no source covers the place: alerts [] and coverage none; a failing source: both null")
    func atJSONAlertsUnknown() throws {
        let scenario = try self.scenario()
        // Bright Sky places this point in none of the DWD's warn cells.
        scenario.server.respond(to: "/alerts", with: .json(#"{"alerts":[],"location":null}"#))
        let outside = try json(try scenario.run("at", "52.52", "13.41", "--json").stdout)
        #expect((outside["alerts"] as? [Any])?.isEmpty == true)
        #expect(outside["alert_coverage"] as? String == "none")
        scenario.server.respond(to: Self.nws, with: .json("{}", status: 500))
        let failed = try scenario.run("at", Self.point[0], Self.point[1], "--json")
        #expect(failed.status == 0, "\(failed.stderr)")
        let document = try json(failed.stdout)
        #expect(document["alerts"] is NSNull && document["alert_coverage"] is NSNull, "\(failed.stdout)")
    }

    @Test("fav list --format \"%l|%W|%A\": the event in force and the air index; %W is ? when the source fails")
    func favouriteListFormat() throws {
        let scenario = try self.scenario()
        #expect(try scenario.run("fav", "add", Self.point.joined(separator: ",")).status == 0)
        let line = try scenario.run("fav", "list", "--format", "%l|%W|%A")
        #expect(line.status == 0, "\(line.stderr)")
        let fields = line.stdout.trimmingCharacters(in: .newlines).split(separator: "|", omittingEmptySubsequences: false)
        #expect(fields.count == 3, "\(line.stdout)")
        #expect(fields.dropFirst().first == "Winter Storm Warning", "\(line.stdout)")
        #expect(fields.last?.hasPrefix("AQI ") == true, "\(line.stdout)")

        let failing = try self.scenario()
        failing.server.respond(to: Self.nws, with: .json("{}", status: 500))
        #expect(try failing.run("fav", "add", Self.point.joined(separator: ",")).status == 0)
        let unknown = try failing.run("fav", "list", "--format", "%W")
        #expect(unknown.stdout == "?\n", "\(unknown.stdout)")
    }

    @Test("fav list: the favourite with an alert is marked and named; --json carries alerts")
    func favouriteListMarksAlert() throws {
        let scenario = try self.scenario()
        #expect(try scenario.run("fav", "add", Self.point.joined(separator: ",")).status == 0)
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        let list = try scenario.run("fav", "list")
        #expect(list.status == 0, "\(list.stderr)")
        let rows = list.stdout.split(separator: "\n")
        #expect(rows.first?.contains("Winter Storm Warning") == true, "\(list.stdout)")
        #expect(rows.dropFirst().first?.contains("Warning") == false, "\(list.stdout)")
        let document = try json(try scenario.run("fav", "list", "--json").stdout)
        let entries = try #require(document["favourites"] as? [[String: Any]])
        #expect((entries.first?["alerts"] as? [[String: Any]])?.first?["event"] as? String == "Winter Storm Warning")
        // Berlin's warnings are the Deutscher Wetterdienst's (none in force in the recording).
        #expect(entries.last?["alert_coverage"] as? String == "brightsky")
    }

    @Test("A US point is on the US AQI in wf at, wf air and wf fav list alike")
    func oneScalePerPlace() throws {
        let scenario = try self.scenario()
        let at = try scenario.run("at", Self.point[0], Self.point[1])
        #expect(at.stdout.contains("US AQI"), "\(at.stdout)")
        let air = try scenario.run("air", Self.point.joined(separator: ","))
        #expect(air.stdout.contains("US AQI"), "\(air.stdout)")
        #expect(try scenario.run("fav", "add", Self.point.joined(separator: ",")).status == 0)
        let list = try scenario.run("fav", "list", "--format", "%A")
        #expect(list.stdout.hasPrefix("AQI "), "\(list.stdout)")
        let document = try json(try scenario.run("fav", "list", "--json").stdout)
        let entry = try #require((document["favourites"] as? [[String: Any]])?.first)
        #expect((entry["air_quality"] as? [String: Any])?["scale"] as? String == "us", "\(entry)")
        let atJSON = try json(try scenario.run("at", Self.point[0], Self.point[1], "--json").stdout)
        #expect((atJSON["air_quality"] as? [String: Any])?["scale"] as? String == "us")
    }

    @Test("wf search --days 16 once leaves the default at 7, and --days 3 afterwards asks nothing")
    func daysIsAView() throws {
        let scenario = try self.scenario()
        try scenario.serveForecastsFromToday()
        #expect(try scenario.run("search", "berlin", "--days", "16").status == 0)
        let requests = scenario.server.requestCount
        let plain = try json(try scenario.run("search", "berlin", "--json").stdout)
        #expect((plain["days"] as? [Any])?.count == 7, "\(plain)")
        let three = try json(try scenario.run("search", "berlin", "--days", "3", "--json").stdout)
        #expect((three["days"] as? [Any])?.count == 3)
        #expect(scenario.server.requestCount == requests)
    }
}
