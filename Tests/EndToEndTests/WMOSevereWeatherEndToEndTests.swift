import Foundation
import Testing
import TestSupport

/// Where no national source covers a place, the WMO Severe Weather Information Centre: its server
/// answers the warnings whose areas hold the point.
@Suite("Alerts elsewhere (WMO Severe Weather Information Centre)")
struct WMOSevereWeatherEndToEndTests {
    static let path = "/f/wfs"
    static let haridwar = "29.95,78.16"

    func scenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: Self.path, with: .json(try Recorded.wmoSwicHaridwar()))
        return scenario
    }

    @Test("A point no national source covers: one point query to WMO's centre; each warning once, however many of its areas; a past one left out")
    func pointQuery() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", Self.haridwar)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == [Self.path])
        let query = try #require(scenario.server.requests.first?.query)
        #expect(query["cql_filter"] == "INTERSECTS(wkb_geometry,POINT(29.95 78.16)) AND row_type NEQ 'BOUNDARY'", "\(query)")
        #expect(query["typeName"] == "local_postgis:postgis_geojsons" && query["outputFormat"] == "json")
        let out = result.stdout
        #expect(out.contains("1 alert in force") && out.components(separatedBy: "SEVERE  Heavy Rain").count == 2, "\(out)")
        #expect(!out.lowercased().contains("thunderstorm"), "\(out)")
        let json = try scenario.run("alerts", Self.haridwar, "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "wmo-swic")
        let alert = try #require((document["alerts"] as? [[String: Any]])?.first)
        #expect(alert["severity"] as? String == "severe" && alert["urgency"] as? String == "expected" && alert["certainty"] as? String == "likely")
    }

    @Test("None at the point: said as WMO's centre's none, with what it carries; never a bare \"no alerts\"")
    func noneKnown() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("alerts", "35.68,139.69")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No alerts in force from WMO Severe Weather Information Centre."), "\(result.stdout)")
        #expect(result.stdout.contains("carries only the warnings of the services that publish theirs"), "\(result.stdout)")
    }

    @Test("A refused query (200 with an exception report, no features) is a failing source, never \"none\"")
    func refused() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: Self.path, with: .json(#"{"type":"FeatureCollection","exceptions":[{"code":"InvalidParameterValue"}]}"#))
        let result = try scenario.run("alerts", Self.haridwar)
        #expect(result.status != 0 && result.stderr.contains("WMO Severe Weather Information Centre"), "\(result.stderr)")
        #expect(!result.stdout.contains("No alerts in force"))
        let here = try scenario.run("here", "--location", Self.haridwar, "--format", "%W")
        #expect(here.stdout == "?\n", "\(here.stdout)")
    }

    @Test("wf here's banner and %W carry the warning")
    func views() throws {
        let scenario = try scenario()
        let here = try scenario.run("here", "--location", Self.haridwar)
        #expect(here.stdout.hasPrefix("⚠ Alert (severe): Heavy Rain, until "), "\(here.stdout)")
        #expect(try scenario.run("here", "--location", Self.haridwar, "--format", "%W").stdout == "Heavy Rain\n")
    }
}
