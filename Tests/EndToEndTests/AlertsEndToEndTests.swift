import Foundation
import Testing
import TestSupport

/// `wf alerts` and the banner: the US National Weather Service for the US, MET Norway's MetAlerts
/// for Norway, nothing asked elsewhere; cached for 5 minutes; a failing source never hides the weather.
@Suite("wf alerts")
struct AlertsEndToEndTests {
    static let nwsPath = "/alerts/active"
    static let metPath = "/metalerts/2.0/current.json"

    /// The stub answers with the recorded alerts for New York and Oslo.
    func scenario(_ environment: [String: String] = [:]) throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: environment)
        scenario.server.respond(to: Self.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        scenario.server.respond(to: Self.metPath, with: .json(try Recorded.metAlertsOslo()))
        return scenario
    }

    @Test("A US point: one request to the NWS at 2 decimals, saying who asks; the alert in force in full, the ended and the cancelled left out")
    func unitedStates() throws {
        let scenario = try scenario(["WF_CONTACT": "someone@example.org"])
        let result = try scenario.run("alerts", "40.71,-74.01")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == [Self.nwsPath])
        let request = try #require(scenario.server.requests(to: Self.nwsPath).first)
        #expect(request.query["point"] == "40.71,-74.01")
        #expect(request.headers["user-agent"]?.hasPrefix("wf/") == true)
        #expect(request.headers["user-agent"]?.hasSuffix(" someone@example.org") == true)
        let out = result.stdout
        #expect(out.contains("National Weather Service"))
        #expect(out.contains("1 alert in force"))
        #expect(out.contains("SEVERE  Winter Storm Warning"))
        #expect(out.contains("severity severe, certainty likely, urgency expected"))
        #expect(out.contains("Winter Storm Warning issued by NWS Upton NY"))
        // The description and the instruction in full, each paragraph joined and wrapped, never cut.
        #expect(out.contains("* WHAT...Heavy snow expected. Total snow accumulations of 8 to 12 inches."))
        #expect(out.contains("* IMPACTS...Travel could be very difficult."))
        #expect(out.contains("What to do:"))
        #expect(out.contains("in case of an emergency."))
        // On the place's clocks (-05:00), not the machine's (UTC): 05:00 to 07:00.
        #expect(out.contains(" 05:00 UTC-5 to ") && out.contains(" 07:00 UTC-5"), "\(out)")
        #expect(!out.contains("Dense Fog Advisory"), "an alert that ended yesterday is not shown")
        #expect(!out.contains("Wind Advisory"), "a cancelled alert is not shown")
        #expect(result.stderr.isEmpty)
    }

    @Test("A Norwegian point: one request to MET Norway's MetAlerts, in English; orange before yellow, times in Norway's")
    func norway() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", "59.91,10.75")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == [Self.metPath])
        let request = try #require(scenario.server.requests(to: Self.metPath).first)
        #expect(request.query["lat"] == "59.91" && request.query["lon"] == "10.75" && request.query["lang"] == "en")
        #expect(request.headers["user-agent"]?.hasPrefix("wf/") == true)
        let out = result.stdout
        #expect(out.contains("2 alerts in force"))
        let orange = try #require(out.range(of: "ORANGE  Heavy rain"))
        let yellow = try #require(out.range(of: "YELLOW  Wind"))
        #expect(orange.lowerBound < yellow.lowerBound)
        #expect(out.contains("severity severe, certainty likely") && !out.contains("urgency"))
        // 06:00 UTC is 07:00 in Oslo in winter.
        #expect(out.contains(" 07:00 UTC+1 to "), "\(out)")
        #expect(out.contains("Clear drains and gutters."))
        #expect(out.contains("Alerts by MET Norway (CC BY 4.0)"))
    }

    @Test("A point in Japan, which no national source covers: WMO's centre is asked, never the NWS or MET Norway; a name goes by its country")
    func elsewhere() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", "35.68,139.69")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == ["/f/wfs"])
        let json = try scenario.run("alerts", "35.68,139.69", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["coverage"] as? String == "wmo-swic")
        // A name goes by its country: Tokyo is in Japan (the geocoder, then WMO's centre, by the place's coordinate).
        scenario.server.respond(to: "/v1/search", with: .json(Self.tokyo))
        scenario.server.resetRequests()
        let named = try scenario.run("alerts", "tokyo")
        #expect(named.status == 0, "\(named.stderr)")
        #expect(scenario.server.requests.map(\.path) == ["/v1/search", "/f/wfs"], "\(scenario.server.requests.map(\.path))")
        #expect(try scenario.run("at", "35.68", "139.69").status == 0)
        #expect(scenario.server.requests(to: Self.nwsPath).isEmpty && scenario.server.requests(to: Self.metPath).isEmpty)
    }

    /// Open-Meteo's geocoding answer for Tokyo, in the shape of the recorded ones.
    static let tokyo = #"{"results":[{"id":1850147,"name":"Tokyo","latitude":35.6895,"longitude":139.69171,"elevation":44.0,"feature_code":"PPLC","country_code":"JP","admin1":"Tokyo","timezone":"Asia/Tokyo","population":8336599,"country":"Japan"}],"generationtime_ms":0.6}"#

    @Test("--json: every documented field present, null when unknown; times with the place's offset")
    func json() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", "40.71,-74.01", "--json")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["place", "coverage", "provider", "source", "updated", "alerts", "alerts_updated", "alerts_stale", "unplaced"])
        #expect(document["unplaced"] as? Int == 0)
        #expect(document["alerts_stale"] as? Bool == false)
        #expect(document["coverage"] as? String == "nws")
        #expect(document["provider"] as? String == "National Weather Service")
        #expect(document["source"] as? String == "network")
        let alerts = try #require(document["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        let alert = try #require(alerts.first)
        #expect(Set(alert.keys) == ["event", "level", "severity", "certainty", "urgency", "colour", "onset", "end",
                                    "headline", "description", "instruction"])
        #expect(alert["event"] as? String == "Winter Storm Warning" && alert["level"] as? String == "severe")
        #expect(alert["urgency"] as? String == "expected" && alert["colour"] is NSNull)
        #expect((alert["onset"] as? String)?.hasSuffix("T05:00:00-05:00") == true)
        #expect((alert["end"] as? String)?.hasSuffix("T07:00:00-05:00") == true)
        #expect((alert["description"] as? String)?.contains("\n\n* WHERE...") == true)

        let norway = try scenario.run("alerts", "59.91,10.75", "--json")
        let met = try #require(try JSONSerialization.jsonObject(with: Data(norway.stdout.utf8)) as? [String: Any])
        #expect(met["coverage"] as? String == "met-norway")
        let first = try #require((met["alerts"] as? [[String: Any]])?.first)
        #expect(first["level"] as? String == "orange" && first["colour"] as? String == "orange" && first["severity"] as? String == "severe")
        #expect(first["urgency"] is NSNull)
        #expect((first["onset"] as? String)?.hasSuffix("T07:00:00+01:00") == true)
    }

    @Test("A second wf alerts within 5 minutes asks nothing; after 5 minutes it asks again")
    func cachedForFiveMinutes() throws {
        let scenario = try scenario()
        #expect(try scenario.run("alerts", "40.71,-74.01").status == 0)
        let again = try scenario.run("alerts", "40.71,-74.01")
        #expect(again.status == 0 && again.stdout.contains("Winter Storm Warning"))
        #expect(again.stdout.contains("(cached)"))
        #expect(scenario.server.requestCount == 1)
        try scenario.ageCache(byDays: 6.0 / 1440, kind: "alerts")
        #expect(try scenario.run("alerts", "40.71,-74.01").status == 0)
        #expect(scenario.server.requestCount == 2)
        #expect(try scenario.run("cache", "info").stdout.contains("Alerts          1"))
    }

    @Test("Accessible: sentences, the level, the event, the start and the end first")
    func accessible() throws {
        let scenario = try scenario()
        let result = try scenario.run("alerts", "59.91,10.75", "--accessible")
        #expect(result.status == 0)
        #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Official alerts for 59.91, 10.75, from MET Norway.")
        #expect(lines.contains("There are 2 alerts in force."))
        let first = try #require(lines.firstIndex { $0.hasPrefix("Alert level ") })
        let sentence = lines[first]
        #expect(sentence.hasPrefix("Alert level orange: Heavy rain, from "), "\(sentence)")
        // On Norway's clock, which is not the machine's (UTC here), so it is named in words.
        #expect(sentence.contains(" at 07:00 UTC plus 1 until ") && sentence.hasSuffix(" at 13:00 UTC plus 1."), "\(sentence)")
        #expect(lines[first + 1] == "Details: severity severe, certainty likely.")
    }

    @Test("wf at and wf here: one banner line above the report only when an alert is in force; %W likewise")
    func banner() throws {
        let scenario = try scenario(["WF_LOCATION": "40.71,-74.01"])
        let at = try scenario.run("at", "40.71", "-74.01")
        #expect(at.status == 0, "\(at.stderr)")
        let firstLine = try #require(at.stdout.split(separator: "\n").first)
        #expect(firstLine.contains("Alert (severe): Winter Storm Warning, until "), "\(firstLine)")
        #expect(at.stdout.components(separatedBy: "Winter Storm Warning").count == 2, "one line, not the alert in full")
        // Fetched side by side with the weather, once.
        #expect(scenario.server.requests(to: Self.nwsPath).count == 1)
        let here = try scenario.run("here")
        #expect(here.status == 0, "\(here.stderr)")
        #expect(here.stdout.split(separator: "\n").first?.contains("Alert (severe): Winter Storm Warning") == true)
        let line = try scenario.run("at", "40.71", "-74.01", "--format", "[%W] %t")
        #expect(line.stdout.hasPrefix("[Winter Storm Warning] "), "\(line.stdout)")
        // JSON has no banner: the alerts are its `alerts` field.
        let json = try scenario.run("at", "40.71", "-74.01", "--json")
        #expect(json.status == 0 && !json.stdout.contains("Alert (") && json.stdout.contains(#""event" : "Winter Storm Warning""#), "\(json.stdout)")

        // No alert in force: no banner, and %W is empty.
        let quiet = try Scenario(.openMeteo, environment: ["WF_LOCATION": "40.71,-74.01"])
        let none = try quiet.run("at", "40.71", "-74.01")
        #expect(none.status == 0)
        #expect(!none.stdout.contains("Alert ("))
        #expect(quiet.server.requests(to: Self.nwsPath).count == 1)
        let quietHere = try quiet.run("here")
        #expect(quietHere.status == 0 && !quietHere.stdout.contains("Alert ("))
        #expect(try quiet.run("at", "40.71", "-74.01", "--format", "[%W] %t").stdout.hasPrefix("[] "))
    }

    /// The faults: the source fails, answers what wf cannot read, or never answers.
    static let faults: [(String, StubResponse, String)] = [
        ("500", .json(#"{"title": "Unexpected Problem", "detail": "An unexpected problem has occurred.", "status": 500}"#, status: 500),
         "failed with HTTP 500"),
        ("malformed", .json(#"{"type": "FeatureCollection", "features": [{"properties": "#), "sent a response wf cannot read"),
        ("timeout", .fault(.neverRespond), "did not answer within 1 s"),
    ]

    @Test("A failing alert source never hides the weather: wf at shows it, exit 0, and one note on stderr", arguments: 0..<3)
    func failingSource(fault: Int) throws {
        let (name, response, cause) = Self.faults[fault]
        let scenario = try Scenario(.openMeteo, environment: ["WF_TIMEOUT": "1"])
        scenario.server.respond(to: Self.nwsPath, with: response)
        let result = try scenario.run("at", "40.71", "-74.01")
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(result.stdout.contains("°C"), "\(name): the weather is shown")
        #expect(!result.stdout.contains("Alert ("), "\(name)")
        let notes = result.stderr.split(separator: "\n")
        #expect(notes.count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.contains("alerts not shown: National Weather Service " + cause), "\(name): \(result.stderr)")
        // wf alerts itself fails, as any source does with nothing cached.
        let alerts = try scenario.run("alerts", "40.71,-74.01")
        #expect(alerts.status == 69, "\(name): \(alerts.stderr)")
    }

    @Test("wf search: the banner above the forecast of a place with an alert in force")
    func search() throws {
        let scenario = try scenario()
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "40.71,-74.01")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").first?.contains("Alert (severe): Winter Storm Warning") == true)
        let berlin = try scenario.run("search", "berlin")
        #expect(berlin.status == 0 && !berlin.stdout.contains("Alert ("))
        #expect(scenario.server.requests(to: Self.nwsPath).count == 1)
    }
}
