import Foundation
import Testing
import TestSupport

/// Offline on a moved clock, every view says the same age of the copy, and alerts past their
/// freshness are unknown, never "none" (issue 44). The machine is in Tokyo, the point in the US.
@Suite("One clock, one age, one truth, offline on a moved clock",
       .enabled(if: FakeClock.isAvailable, "needs a C compiler for scripts/fake-clock.c"))
struct OneClockEndToEndTests {
    static let point = "40.71,-74.01"

    /// A scenario whose first `wf here` cached the weather and the NWS's Winter Storm Warning; then the servers stop.
    func offlineScenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "Asia/Tokyo", "COLUMNS": "200", "WF_LOCATION": Self.point])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let first = try scenario.run("here")
        #expect(first.status == 0 && first.stdout.contains("Winter Storm Warning"), "\(first.stderr)")
        scenario.server.stop()
        scenario.sides.stop()
        return scenario
    }

    @Test("3 h, 13 h and 50 h later: the same age on stderr and stdout; the last known alerts with it; %W ?; (old: …) on --format; JSON stale",
          arguments: [(3, "3 hours", "3h"), (13, "13 hours", "13h"), (50, "2 days", "2d")])
    func ages(hours: Int, age: String, short: String) throws {
        let scenario = try offlineScenario()
        let later = scenario.wf.with(try FakeClock.later(by: hours * 3600 + 30))

        let here = try later.run(["here"])
        #expect(here.status == 0, "\(here.stderr)")
        #expect(here.stderr.contains(", \(age) old ("), "\(here.stderr)")
        #expect(here.stdout.contains("(old: \(age))"), "\(here.stdout)")
        let banner = try #require(here.stdout.split(separator: "\n").first.map(String.init))
        #expect(banner.contains("Last known alerts, \(age) old") || banner.contains("Alerts unknown"), "\(banner)")
        #expect(banner.contains(age), "\(banner)")

        let line = try later.run(["here", "--format", "%t|%W"])
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout.hasSuffix("|? (old: \(short))\n"), "\(line.stdout)")

        let alerts = try later.run(["alerts", Self.point])
        #expect(alerts.status == 0, "\(alerts.stderr)")
        #expect(alerts.stdout.contains("offline — alerts as of ") && alerts.stdout.contains("(\(age) old)"), "\(alerts.stdout)")
        #expect(!alerts.stdout.contains("No alerts in force"), "\(alerts.stdout)")

        let json = try later.run(["here", "--json"])
        #expect(json.stdout.contains(#""alerts_stale" : true"#) && json.stdout.contains(#""alerts_updated" : ""#), "\(json.stdout)")
    }

    @Test("Online, with --tz, the banner's end is wf alerts' end, on the chosen clock and labelled")
    func bannerAndAlertsAgree() throws {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "Asia/Tokyo", "COLUMNS": "200", "WF_LOCATION": Self.point])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let here = try scenario.run("here", "--tz", "Europe/Berlin")
        let alerts = try scenario.run("alerts", Self.point, "--tz", "Europe/Berlin")
        #expect(here.status == 0 && alerts.status == 0, "\(here.stderr) \(alerts.stderr)")
        let end = try #require(here.stdout.firstMatch(of: /until (\w+ \d+ \w+ \d\d:\d\d UTC\+1)/)?.1, "\(here.stdout)")
        #expect(alerts.stdout.contains(" to \(end)"), "banner says \(end):\n\(alerts.stdout)")
        let json = try scenario.run("here", "--json")
        #expect(json.stdout.contains(#""alerts_stale" : false"#), "\(json.stdout)")
    }

    @Test("fav list and map --rain take --tz: their times on the chosen clock, labelled")
    func listAndRainMapTakeTheZone() throws {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "Asia/Tokyo", "COLUMNS": "200", "WF_LOCATION": Self.point])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        #expect(try scenario.run("fav", "add", Self.point).status == 0)
        let list = try scenario.run("fav", "list", "--tz", "Europe/Berlin")
        #expect(list.status == 0 && list.stdout.contains(/updated \w+ \d+ \w+ \d\d:\d\d UTC\+1/), "\(list.stdout) \(list.stderr)")
        let rain = try scenario.run("map", "--rain", "--tz", "Europe/Berlin")
        #expect(rain.status == 0 && rain.stdout.contains("UTC+1"), "\(rain.stdout) \(rain.stderr)")
        let local = try scenario.run("map", "--rain")
        #expect(local.status == 0 && !local.stdout.contains("UTC+1"), "\(local.stdout)")
    }
}
