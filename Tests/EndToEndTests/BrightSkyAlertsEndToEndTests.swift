import Foundation
import Testing
import TestSupport

/// Germany's official warnings, the Deutscher Wetterdienst's, through Bright Sky: the server places
/// the point in its warn cell; every view that shows alerts shows them.
@Suite("Alerts in Germany (DWD through Bright Sky)")
struct BrightSkyAlertsEndToEndTests {
    static let weiherhammer = "49.6,12.06"

    func scenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/alerts", with: .json(try Recorded.brightskyStrongHeat()))
        return scenario
    }

    @Test("wf alerts at a point in Germany: one request with the point, the warning in full, its level's colour, DWD credited")
    func alertsInGermany() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", Self.weiherhammer)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == ["/alerts"])
        let request = try #require(scenario.server.requests.first)
        #expect(request.query["lat"] == "49.6" && request.query["lon"] == "12.06", "\(request.query)")
        #expect(result.stdout.contains("YELLOW  Strong heat"), "\(result.stdout)")
        #expect(result.stdout.contains("Official WARNING of STRONG HEAT"), "\(result.stdout)")
        #expect(result.stdout.contains("Deutscher Wetterdienst"), "\(result.stdout)")
        let json = try scenario.run("alerts", Self.weiherhammer, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "brightsky")
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1 && alerts.first?["colour"] as? String == "yellow" && alerts.first?["severity"] as? String == "minor")
        // Within five minutes the copy is used.
        #expect(scenario.server.requestCount == 1)
    }

    @Test("--lang de: the DWD's own German words")
    func german() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", Self.weiherhammer, "--lang", "de")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("STARKE HITZE") && result.stdout.contains("Amtliche WARNUNG vor HITZE"), "\(result.stdout)")
    }

    @Test("A point Bright Sky places in no warn cell: no official source, never \"no alerts\"")
    func outsideTheWarnCells() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/alerts", with: .json(#"{"alerts":[],"location":null}"#))
        let result = try scenario.run("alerts", Self.weiherhammer)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no official alert source for this place"), "\(result.stdout)")
        #expect(!result.stdout.lowercased().contains("no alerts"))
        let json = try scenario.run("alerts", Self.weiherhammer, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "none" && document["unplaced"] is NSNull)
        #expect(document["provider"] is NSNull && document["source"] is NSNull && document["updated"] is NSNull)
    }

    @Test("Germany with none in force: \"No alerts in force\" from the DWD")
    func noneInForce() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/alerts", with: .json(try Recorded.data("Answers/alerts")))
        let result = try scenario.run("alerts", "52.52,13.41")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No alerts in force"), "\(result.stdout)")
    }

    @Test("wf here, wf at, fav list (text, %W, JSON) and wf notify carry the DWD's warning")
    func everyView() throws {
        let scenario = try scenario()
        let here = try scenario.run("here", "--location", Self.weiherhammer)
        #expect(here.status == 0, "\(here.stderr)")
        #expect(here.stdout.hasPrefix("⚠ Alert (yellow): Strong heat, until "), "\(here.stdout)")
        let at = try scenario.run("at", "49.6", "12.06", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(at.stdout.utf8)) as? [String: Any])
        #expect(document["alert_coverage"] as? String == "brightsky")
        #expect((document["alerts"] as? [[String: Any]])?.first?["event"] as? String == "Strong heat")
        #expect(try scenario.run("fav", "add", Self.weiherhammer).status == 0)
        let list = try scenario.run("fav", "list")
        #expect(list.stdout.contains("Strong heat"), "\(list.stdout)")
        let line = try scenario.run("fav", "list", "--format", "%W")
        #expect(line.stdout == "Strong heat\n", "\(line.stdout)")
        let notify = try scenario.run("notify", "--once", "--alerts", "--via", "stdout", "--location", Self.weiherhammer)
        #expect(notify.status == 0, "\(notify.stderr)")
        #expect(notify.stdout.contains("Strong heat"), "\(notify.stdout)")
        // One request to Bright Sky in all: each view read the five-minute copy.
        #expect(scenario.server.requests(to: "/alerts").count == 1)
    }

    @Test("wf app: a place screen in Germany opens with the DWD's warning")
    func app() throws {
        typealias App = AppEndToEndTests
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        scenario.server.respond(to: "/alerts", with: .json(try Recorded.brightskyStrongHeat()))
        let terminal = try PseudoTerminal(WFProcess.executable.path, ["app"], environment: App.environment(scenario.wf), columns: 80, rows: 24)
        #expect(terminal.wait(timeout: App.patience, until: App.shows("Place:")))
        terminal.send("berlin")
        #expect(terminal.wait(timeout: App.patience, until: App.shows("Berlin, Land Berlin, DE")))
        let mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: App.patience, until: App.shows("Alert (yellow): Strong heat")))
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: App.patience) == 0)
    }
}

@Suite("wf alerts --sources")
struct AlertSourcesEndToEndTests {
    @Test("Lists every source by its coverage name, its countries and its setting; asks nothing")
    func sources() throws {
        let scenario = try Scenario(.openMeteo)
        let text = try scenario.run("alerts", "--sources")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("brightsky") && text.stdout.contains("Germany") && text.stdout.contains("brightsky-url"), "\(text.stdout)")
        #expect(text.stdout.contains("nws") && text.stdout.contains("met-norway"), "\(text.stdout)")
        #expect(text.stdout.contains("meteoalarm") && text.stdout.contains("Italy") && text.stdout.contains("meteoalarm-url"), "\(text.stdout)")
        let json = try scenario.run("alerts", "--sources", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sources = try #require(document["sources"] as? [[String: Any]])
        #expect(sources.compactMap { $0["coverage"] as? String }.contains("brightsky"))
        #expect(sources.first { $0["coverage"] as? String == "brightsky" }?["countries"] as? [String] == ["DE"])
        #expect(scenario.server.requestCount == 0)
    }
}
