import Foundation
import Testing
import TestSupport

/// Canada's alerts, Environment and Climate Change Canada's: a box about the point is asked, and
/// wf keeps the alerts whose zone holds the point, each once however many zones repeat it.
@Suite("Alerts in Canada (ECCC)")
struct ECCCAlertsEndToEndTests {
    static let path = "/collections/weather-alerts/items"
    static let winnipeg = "49.9,-97.14"

    func scenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: Self.path, with: .json(try Recorded.ecccWinnipeg()))
        return scenario
    }

    @Test("A point inside a warning's zones gets it once, not once per zone; an ended one is left out; one request for a box about the point")
    func oncePerWarning() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", Self.winnipeg)
        #expect(result.status == 0, "\(result.stderr)")
        let request = try #require(scenario.server.requests.first)
        #expect(scenario.server.requests.map(\.path) == [Self.path])
        #expect(request.query["bbox"] == "-97.19,49.85,-97.09,49.95" && request.query["lang"] == "en" && request.query["f"] == "json",
                "\(request.query)")
        let out = result.stdout
        #expect(out.components(separatedBy: "ORANGE  Wind warning").count == 2, "\(out)")
        #expect(out.contains("ORANGE  Wind warning") && out.contains("1 alert in force"), "\(out)")
        #expect(!out.lowercased().contains("snowfall"), "\(out)")
        let json = try scenario.run("alerts", Self.winnipeg, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "eccc" && document["unplaced"] as? Int == 0)
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1 && alerts.first?["colour"] as? String == "orange" && alerts.first?["severity"] as? String == "severe")
    }

    @Test("--lang fr: ECCC's French words, asked in French")
    func french() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", Self.winnipeg, "--lang", "fr")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Avertissement de vent") && result.stdout.contains("Ville de Winnipeg"), "\(result.stdout)")
        #expect(scenario.server.requests.first?.query["lang"] == "fr")
    }

    @Test("A point outside every zone: \"No alerts in force\" from ECCC")
    func outside() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", "55.74,-97.86")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No alerts in force from Environment Canada"), "\(result.stdout)")
    }

    @Test("wf here's banner and %W carry the warning, from the five-minute copy")
    func views() throws {
        let scenario = try scenario()
        let here = try scenario.run("here", "--location", Self.winnipeg)
        #expect(here.stdout.hasPrefix("⚠ Alert (orange): Wind warning, until "), "\(here.stdout)")
        let line = try scenario.run("here", "--location", Self.winnipeg, "--format", "%W")
        #expect(line.stdout == "Wind warning\n", "\(line.stdout)")
        #expect(scenario.server.requests(to: Self.path).count == 1)
    }
}
