import Foundation
import Testing
import TestSupport

/// The air-quality line of `wf here`, `wf at` and `wf fav show`: fetched beside the weather from Open-Meteo's Air
/// Quality API (cached for an hour); when it fails, the weather still shows with a note.
@Suite("The air line in wf here, wf at and wf fav show")
struct AirLineEndToEndTests {
    static let air = "/v1/air-quality"

    func scenario() throws -> Scenario {
        try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
    }

    @Test("wf here shows the air line; a second wf here within the hour asks nothing more")
    func here() throws {
        let scenario = try scenario()
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Air") && result.stdout.contains("European AQI 36: fair, mostly ozone"))
        #expect(scenario.server.requests(to: Self.air).count == 1)
        let requests = scenario.server.requestCount
        let again = try scenario.run("here")
        #expect(again.status == 0)
        #expect(again.stdout.contains("European AQI 36: fair"))
        #expect(scenario.server.requestCount == requests)
    }

    @Test("Air quality answering 500 leaves exit 0, the weather, and a note that it is unavailable")
    func airFails() throws {
        let scenario = try scenario()
        scenario.server.respond(to: Self.air, with: StubResponse.json("{}", status: 500))
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Temperature"))
        let airLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("Air ") }.map(String.init)
        #expect(airLine?.dropFirst("Air".count).trimmingCharacters(in: .whitespaces) == "unavailable just now", "\(result.stdout)")
        let json = try scenario.run("here", "--json", "--refresh")
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["air_quality"] is NSNull)
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains("Air quality is unavailable just now."))
    }

    @Test("--format %A and --json air_quality; wf at too")
    func formatAndJSON() throws {
        let scenario = try scenario()
        let line = try scenario.run("here", "--format", "%A")
        #expect(line.status == 0, "\(line.stderr)")
        #expect(line.stdout == "AQI 36 fair\n")
        let json = try scenario.run("here", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let air = try #require(document["air_quality"] as? [String: Any])
        #expect(Set(air.keys) == ["scale", "index", "band", "dominant_pollutant", "provider", "updated"])
        #expect(air["scale"] as? String == "european" && air["index"] as? Double == 36 && air["band"] as? String == "fair")
        #expect(air["dominant_pollutant"] as? String == "ozone")
        let at = try scenario.run("at", "52.52", "13.41", "--json")
        let current = try #require(try JSONSerialization.jsonObject(with: Data(at.stdout.utf8)) as? [String: Any])
        #expect((current["air_quality"] as? [String: Any])?["band"] as? String == "fair")
        let atText = try scenario.run("at", "52.52", "13.41")
        #expect(atText.stdout.contains("European AQI 36: fair, mostly ozone"))
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains("Air quality now: 36 on the European Air Quality Index, fair."))
    }

    @Test("wf fav show has the air and rain soon lines as wf at has them; --format asks only for what it shows")
    func favouriteShow() throws {
        let scenario = try scenario()
        try scenario.run("fav", "add", "52.52,13.41")
        let shown = try scenario.run("fav", "show", "1")
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("European AQI 36: fair, mostly ozone"), "\(shown.stdout)")
        #expect(shown.stdout.split(separator: "\n").contains { $0.hasPrefix("Rain soon ") }, "\(shown.stdout)")
        let json = try scenario.run("fav", "show", "1", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["air_quality"] as? [String: Any])?["band"] as? String == "fair")
        #expect(document["nowcast"] is [String: Any])
        let fresh = try Scenario(.openMeteo)
        try fresh.run("fav", "add", "52.52,13.41")
        let temperature = try fresh.run("fav", "show", "1", "--format", "%t")
        #expect(temperature.status == 0, "\(temperature.stderr)")
        #expect(fresh.server.requests(to: Self.air).isEmpty)
        #expect(try fresh.run("fav", "show", "1", "--format", "%A").stdout == "AQI 36 fair\n")
    }
}
