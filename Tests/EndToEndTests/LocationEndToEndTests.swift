import Foundation
import Testing
import TestSupport

@Suite("wf at and wf here")
struct LocationEndToEndTests {
    @Test("wf at shows the current weather at a point with every field", arguments: [["37.57", "126.98"], ["37.57,126.98"]])
    func currentWeatherAtPoint(arguments: [String]) throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.wf.run(["at"] + arguments)
        #expect(result.status == 0)
        #expect(scenario.server.requests(to: "/data/2.5/weather").count == 1)
        #expect(scenario.server.requests(to: "/data/2.5/weather").first?.query["lat"] == "37.57")
        for expected in ["Seoul, KR", "overcast clouds", "feels like", "Humidity", "18%", "1031 hPa",
                         "9 km/h from NW (318°)", "Clouds", "89%", "10.0 km", "rises 07:31", "sets 17:13", "updated"] {
            #expect(result.stdout.contains(expected), "missing \(expected)")
        }
    }

    @Test("Negative coordinates need no '--'")
    func negativeCoordinates() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("at", "-33.92", "-18.42")
        #expect(result.status == 0)
        #expect(scenario.server.requests(to: "/data/2.5/weather").first?.query["lon"] == "-18.42")
    }

    @Test("Impossible coordinates are usage errors with no request",
          arguments: [["91", "0"], ["0", "181"], ["NaN", "0"], ["inf", "0"], ["1e309", "0"], ["north", "east"], ["51.5"], ["1", "2", "3"]])
    func badCoordinates(arguments: [String]) throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.wf.run(["at"] + arguments)
        #expect(result.status == 64)
        #expect(scenario.server.requestCount == 0)
    }

    @Test("Offline, wf at shows the last result for a nearby point with its time")
    func atOffline() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("at", "37.5683", "126.9778")
        // Past the 10 minutes in which the copy answers without a request.
        try scenario.ageCache(byDays: 1.0 / 24, kind: "current")
        scenario.server.stop()
        let result = try scenario.run("at", "37.57", "126.98")
        #expect(result.status == 0)
        #expect(result.stderr.contains("offline — showing data from"))
        #expect(result.stdout.contains("Seoul"))
        let nothing = try scenario.run("at", "10", "10")
        #expect(nothing.status == 69)
    }

    @Test("wf at --json has the documented fields")
    func atJSON() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("at", "37.57", "126.98", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["name"] as? String == "Seoul")
        #expect(document["temperature"] as? Double == -2.34)  // 270.81 K, as OpenWeatherMap answers units=metric
        #expect((document["wind"] as? [String: Any])?["direction"] as? String == "NW")
        #expect(document["sunrise"] is String)
        #expect(document["source"] as? String == "network")
    }

    @Test("wf here without a location says exactly how to set one, exit 78, no request")
    func hereWithoutLocation() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("here")
        #expect(result.status == 78)
        #expect(result.stderr.contains("wf config set location"))
        #expect(result.stderr.contains("WF_LOCATION"))
        #expect(scenario.server.requestCount == 0)
    }

    @Test("wf here shows current weather, five days and when it was last updated")
    func hereOnline() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let result = try scenario.run("here")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Next 5 days"))
        #expect(result.stdout.contains("Last updated"))
        // Five of the recording's seven days, moved to today.
        let days = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "Next 5 days" }.dropFirst().prefix { !$0.isEmpty }
        #expect(days.count == 5)
        #expect(days.first?.hasPrefix(SearchEndToEndTests.today(format: "EEE d MMM")) == true)
        #expect(scenario.server.requests.allSatisfy { ["/v1/forecast", "/v1/air-quality", "/v1/archive", "/alerts"].contains($0.path) })
    }

    @Test("A place name is geocoded once and remembered")
    func herePlaceName() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("config", "set", "location", "Berlin")
        #expect(try scenario.run("here").status == 0)
        #expect(try scenario.run("here", "--location", "berlin").status == 0)
        #expect(scenario.server.requests(to: "/v1/search").count == 1)
    }

    @Test("Offline, wf here shows the cached copy with its time; with nothing cached it exits 69")
    func hereOffline() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.run("here")
        try scenario.ageCache(byDays: 1)
        scenario.server.stop()
        let cached = try scenario.run("here")
        #expect(cached.status == 0)
        #expect(cached.stderr.contains("offline — showing data from"))
        #expect(cached.stdout.contains("(old: 1 day)"), "\(cached.stdout)")
        let elsewhere = try scenario.run("here", "--location", "10,10")
        #expect(elsewhere.status == 69)
    }

    @Test("--watch rejects intervals under a minute")
    func watchMinimum() throws {
        let result = try WFProcess().run("here", "--watch", "5", "--location", "1,1")
        #expect(result.status == 64)
        #expect(result.stderr.contains("at least 60"))
    }
}
