import Foundation
import Testing
import TestSupport

/// `gateway-url` alone routes every source under its name, a source's own URL wins, and neighbours
/// send the same URL, so one shared cache (docs/deploy) can answer a household or a team.
@Suite("One gateway for every source")
struct GatewayEndToEndTests {
    /// Each source's path on the stub, and its name under the gateway.
    static let routed = [("/v1/forecast", "open-meteo"), ("/v1/air-quality", "open-meteo-air-quality"),
                         ("/alerts/active", "nws"), ("/v1/search", "open-meteo-geocoding"), ("/v1/archive", "open-meteo-archive"),
                         ("/v1/ensemble", "open-meteo-ensemble"), ("/alerts", "brightsky"),
                         ("/api/v1/warnings/feeds-portugal", "meteoalarm")]

    /// The stub answers each source under the gateway's path too; `wf` has only WF_GATEWAY_URL.
    func scenario(_ environment: [String: String] = [:]) throws -> Scenario {
        var scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/alerts/active", with: .json(try Recorded.nwsAlertsNewYork()))
        // The ensemble and the previous runs are another host's in a Scenario: the gateway has them all.
        scenario.server.respond(to: "/v1/ensemble", with: .json(Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))))
        for (path, source) in Self.routed { scenario.server.alias(path, as: "/\(source)\(path)") }
        scenario.server.respond(to: "/open-meteo-previous-runs/v1/forecast",
                                with: .json(Recorded.datesMovedToToday(try Recorded.data("openmeteo_previous_runs_berlin"))))
        scenario.server.alias("/json/", as: "/ip-location")
        scenario.wf = WFProcess(home: scenario.wf.home, environment: ["WF_GATEWAY_URL": scenario.server.baseURL].merging(environment) { $1 })
        return scenario
    }

    @Test("wf here: forecast, air, alerts, climate, likely highs and forecast change arrive under their sources' names")
    func hereThroughGateway() throws {
        let scenario = try scenario()
        let result = try scenario.run("here", "--location", "40.71,-74.01", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let paths = Set(scenario.server.requests.map(\.path))
        #expect(paths == ["/open-meteo/v1/forecast", "/open-meteo-air-quality/v1/air-quality", "/nws/alerts/active",
                          "/open-meteo-archive/v1/archive", "/open-meteo-ensemble/v1/ensemble", "/open-meteo-previous-runs/v1/forecast"],
                "\(paths)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(document?["forecast_change"] is [String: Any] && document?["confidence"] is [String: Any], "\(result.stdout)")
    }

    @Test("A name is looked up under /open-meteo-geocoding/; location auto asks the IP service itself, never through the gateway")
    func geocodingAndIPLocation() throws {
        var scenario = try scenario()
        // The IP service must see this machine's address: it has a URL of its own, here the stub's.
        scenario.wf = scenario.wf.with(["WF_IP_LOCATION_URL": scenario.server.baseURL + "/own-ip/json/"])
        scenario.server.alias("/json/", as: "/own-ip/json/")
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(scenario.server.requests(to: "/open-meteo-geocoding/v1/search").count == 1)
        let here = try scenario.run("here", "--location", "auto")
        #expect(here.status == 0, "\(here.stderr)")
        #expect(scenario.server.requests(to: "/own-ip/json/").count == 1)
        #expect(scenario.server.requests(to: "/ip-location").isEmpty)
        let paths = scenario.server.requests.map(\.path)
        #expect(paths.allSatisfy { path in
            Self.routed.contains { path.hasPrefix("/\($0.1)/") } || path == "/own-ip/json/" || path.hasPrefix("/open-meteo-previous-runs/")
        }, "\(paths)")
    }

    @Test("A gateway's password is never printed: config list and get show it as ***")
    func passwordMasked() throws {
        var scenario = try scenario()
        scenario.wf = scenario.wf.with(["WF_GATEWAY_URL": "http://team:s3cret@127.0.0.1:9/"])
        for arguments in [["config", "list"], ["config", "get", "gateway-url"], ["config", "get", "open-meteo-url"]] {
            let result = try scenario.wf.run(arguments)
            #expect(result.status == 0 && !result.output.contains("s3cret") && result.stdout.contains("team:***@"), "\(arguments): \(result.output)")
        }
    }

    @Test("A source's own URL wins over the gateway: WF_NWS_URL gets the alerts")
    func ownURLWins() throws {
        var scenario = try scenario()
        scenario.server.alias("/alerts/active", as: "/own-nws/alerts/active")
        scenario.wf = scenario.wf.with(["WF_NWS_URL": scenario.server.baseURL + "/own-nws"])
        let result = try scenario.run("here", "--location", "40.71,-74.01")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests(to: "/own-nws/alerts/active").count == 1)
        #expect(scenario.server.requests(to: "/nws/alerts/active").isEmpty)
        #expect(scenario.server.requests(to: "/open-meteo/v1/forecast").count >= 1)
    }

    @Test("wf config list shows each derived URL as from gateway-url, a source's own as from where it is set")
    func configListOrigins() throws {
        var scenario = try scenario()
        scenario.wf = scenario.wf.with(["WF_NWS_URL": "http://127.0.0.1:9/nws-here"])
        let list = try scenario.run("config", "list")
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        let base = scenario.server.baseURL
        #expect(lines.contains { $0.hasPrefix("gateway-url ") && $0.contains(base + "   (environment WF_GATEWAY_URL)") }, "\(list.stdout)")
        #expect(lines.contains { $0.hasPrefix("open-meteo-url ") && $0.contains(base + "/open-meteo   (gateway-url)") }, "\(list.stdout)")
        #expect(lines.contains { $0.hasPrefix("ip-location-url ") && !$0.contains("gateway") }, "never through the gateway: \(list.stdout)")
        #expect(lines.contains { $0.hasPrefix("nws-url ") && $0.contains("(environment WF_NWS_URL)") }, "\(list.stdout)")
    }

    @Test("A gateway-url that is not an http(s) URL is refused by name, before any request")
    func badGateway() throws {
        let scenario = try scenario(["WF_GATEWAY_URL": "ftp://cache.example"])
        let result = try scenario.run("here", "--location", "40.71,-74.01")
        #expect(result.status != 0)
        #expect(result.stderr.contains("WF_GATEWAY_URL"), "\(result.stderr)")
        #expect(scenario.server.requestCount == 0)
    }

    @Test("Two points 30 m apart send the same forecast URL")
    func neighboursShareURL() throws {
        let scenario = try Scenario(.openMeteo)
        let neighbour = WFProcess().using(server: scenario.server.baseURL)
        #expect(try scenario.run("at", "40.71280", "-74.00600").status == 0)
        let first = scenario.server.requests(to: "/v1/forecast").map(\.rawTarget)
        scenario.server.resetRequests()
        #expect(try neighbour.run("at", "40.71300", "-74.00590").status == 0)
        let second = scenario.server.requests(to: "/v1/forecast").map(\.rawTarget)
        #expect(!first.isEmpty && first == second, "\(first) \(second)")
        #expect(first.allSatisfy { $0.contains("latitude=40.71&longitude=-74.01&") }, "\(first)")
    }

    @Test("A forecast a shared cache has held 900 s (Age: 900) is updated 15 minutes before now")
    func ageDatesTheAnswer() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.amend("/v1/forecast") { $0.with(header: "Age", "900") }
        let before = Date()
        let result = try scenario.run("at", "52.52", "13.41", "--json")
        let after = Date()
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let text = try #require(document["updated"] as? String, "\(result.stdout)")
        let updated = try #require(try? Date(text, strategy: .iso8601))
        // Written to the second: within the run's own span, less 900 s.
        #expect(updated >= before.addingTimeInterval(-901) && updated <= after.addingTimeInterval(-899), "\(text) \(before) \(after)")
    }

    @Test("The cached copy keeps the date its Age gave it")
    func ageIsStored() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.amend("/v1/forecast") { $0.with(header: "Age", "300") }
        let before = Date()
        let first = try scenario.run("at", "52.52", "13.41", "--json")
        let asked = scenario.server.requests(to: "/v1/forecast").count
        let again = try scenario.run("at", "52.52", "13.41", "--json")
        #expect(scenario.server.requests(to: "/v1/forecast").count == asked, "a copy 5 minutes old is still current")
        let documents = try [first, again].map { try #require(try JSONSerialization.jsonObject(with: Data($0.stdout.utf8)) as? [String: Any]) }
        #expect(documents[0]["updated"] as? String != nil && documents[0]["updated"] as? String == documents[1]["updated"] as? String,
                "\(first.stdout) \(again.stdout)")
        let updated = try #require((documents[0]["updated"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
        #expect(updated <= before.addingTimeInterval(-299), "dated by its Age: \(first.stdout)")
    }
}
