import Foundation
import Testing
import TestSupport

/// `--format`/`--oneline` lines for status bars, and `location auto` through the IP-location service.
@Suite("Status lines and the automatic location")
struct StatusLineEndToEndTests {
    static let ipAnswer = #"{"city":"Berlin","region":"Land Berlin","country_code":"DE","latitude":52.52,"longitude":13.41,"timezone":"Europe/Berlin"}"#

    func scenario(location: String = "auto", ipAnswer: StubResponse = .json(ipAnswer)) throws -> Scenario {
        var scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": location])
        scenario.wf = scenario.wf.with(["WF_IP_LOCATION_URL": scenario.server.baseURL + "/json/"])
        scenario.server.respond(to: "/json/", with: ipAnswer)
        return scenario
    }

    @Test("A template prints exactly one line on stdout, nothing else; --oneline is preset 3")
    func formatLine() throws {
        let scenario = try scenario(location: "52.52,13.41")
        let line = try scenario.run("here", "--format", "%t|%h|%%")
        #expect(line.status == 0)
        #expect(line.stdout == "+15°C|60%|%\n", "\(line.stdout)")
        #expect(line.stderr.isEmpty)
        let oneline = try scenario.run("at", "52.52", "13.41", "--oneline", "--ascii")
        #expect(oneline.status == 0)
        // Preset 3, "%l: %c %t", with --ascii: the icon as a word and no degree sign.
        #expect(oneline.stdout == "52.52, 13.41: overcast +15C\n")
    }

    @Test("A % before a character that is no code is printed as written, as wttr.in does", arguments: [["here"], ["at", "1,2"]])
    func unknownCode(command: [String]) throws {
        let scenario = try scenario(location: "52.52,13.41")
        let result = try scenario.wf.run(command + ["--format", "%t %Q"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(" %Q\n"), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test("With nothing cached and the provider down, a status line prints nothing on stdout and fails")
    func formatFailure() throws {
        let scenario = try scenario(location: "52.52,13.41")
        scenario.server.respond(to: "/v1/forecast", with: .json("{}", status: 503))
        let result = try scenario.run("here", "--oneline")
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("wf: Open-Meteo failed with HTTP 503"))
    }

    @Test("location auto: the IP service is asked once an hour, and the first answer is noted on stderr")
    func automaticLocation() throws {
        let scenario = try scenario()
        let first = try scenario.run("here")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("using your IP address's location: Berlin, DE (approximate"))
        #expect(first.stdout.contains("Berlin"))
        #expect(scenario.server.requests(to: "/json/").count == 1)

        let second = try scenario.run("here", "--refresh")
        #expect(second.status == 0)
        #expect(!second.stderr.contains("IP address"))
        #expect(scenario.server.requests(to: "/json/").count == 1)

        // An hour later it is asked again; the same place is not noted again.
        try scenario.ageCache(byDays: 2.0 / 24, kind: "ip-location")
        let later = try scenario.run("here", "--refresh")
        #expect(later.status == 0)
        #expect(scenario.server.requests(to: "/json/").count == 2)
        #expect(!later.stderr.contains("IP address"))
    }

    @Test("location auto with the IP service down: the last place found is still used; with none, the failure names the service")
    func automaticLocationOffline() throws {
        let scenario = try scenario()
        #expect(try scenario.run("here").status == 0)
        try scenario.ageCache(byDays: 2.0 / 24, kind: "ip-location")
        scenario.server.respond(to: "/json/", with: .json("{}", status: 503))
        let stale = try scenario.run("here", "--refresh")
        #expect(stale.status == 0, "\(stale.stderr)")
        #expect(stale.stdout.contains("Berlin"))

        let fresh = try self.scenario(ipAnswer: .json("{}", status: 503))
        let failed = try fresh.run("here")
        #expect(failed.status == 69)
        #expect(failed.stderr.contains("127.0.0.1 failed with HTTP 503"), "\(failed.stderr)")
    }

    @Test("An address the service cannot place is its own clear failure", arguments: [
        (#"{"error":true,"reason":"Reserved IP Address"}"#, "could not place this address: Reserved IP Address"),
        (#"{"city":"Nowhere","latitude":123,"longitude":0}"#, "sent a response wf cannot read"),
    ])
    func unplaceable(body: String, message: String) throws {
        let scenario = try scenario(ipAnswer: .json(body))
        let result = try scenario.run("here")
        #expect(result.status == 69)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
