import Foundation
import Testing
import TestSupport

@Suite("wf sky")
struct SkyEndToEndTests {
    @Test("wf sky lat,lon works with no server at all: no request, nothing written")
    func offline() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.stop()
        let result = try scenario.run("sky", "59.91,10.75", "--date", "2026-12-21")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(scenario.server.requestCount == 0)
        for expected in ["59.91, 10.75", "Monday 21 December 2026", "times in UTC+01:00, guessed from the longitude; use --tz", "Sunrise     09:18",
                         "Sunset      15:12", "Day length  5 h 54 min", "-10 s since yesterday", "waxing gibbous", "Full moon   Thu 24 Dec 02:28"] {
            #expect(result.stdout.contains(expected), "missing \(expected)")
        }
        #expect(!FileManager.default.fileExists(atPath: scenario.wf.databaseURL.path))
    }

    @Test("wf sky berlin resolves the name through the geocoder once and uses its time zone")
    func placeName() throws {
        let scenario = try Scenario(.openMeteo)
        let first = try scenario.run("sky", "berlin", "--date", "2026-06-21")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Berlin, Land Berlin, DE  (52.52, 13.41)\n"))
        #expect(first.stdout.contains("times in Europe/Berlin (UTC+02:00)"))
        let second = try scenario.run("sky", "Berlin", "--date", "2026-12-21", "--json")
        #expect(second.status == 0)
        #expect(second.stdout.contains(#""utc_offset" : "+01:00""#))
        #expect(scenario.server.requests(to: "/v1/search").count == 1)
        #expect(scenario.server.requestCount == 1)
    }

    @Test("wf sky --json is one JSON document with the documented fields")
    func json() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("sky", "-33.87,151.21", "--date", "2026-06-21", "--json")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["date"] as? String == "2026-06-21")
        #expect(document["utc_offset"] as? String == "+10:00")
        #expect(document["utc_offset_source"] as? String == "longitude")
        let sun = try #require(document["sun"] as? [String: Any])
        #expect((sun["sunrise"] as? String)?.hasSuffix("+10:00") == true)
        #expect(sun["polar"] is NSNull)
        let moon = try #require(document["moon"] as? [String: Any])
        #expect(moon["phase"] as? String == "waxing-crescent")
        #expect(moon["waxing"] as? Bool == true)
        #expect(scenario.server.requestCount == 0)
    }

    @Test("A date the calendar lacks, or not written YYYY-MM-DD, is a usage error: one line, exit 64, no request",
          arguments: ["2026-02-30", "2026-2-3", "tomorrow", "2026-12-21T10:00"])
    func badDate(text: String) throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("sky", "berlin", "--date", text)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("YYYY-MM-DD"))
        #expect(scenario.server.requestCount == 0)
    }

    @Test("Without a place wf sky uses the location setting, and without one says how to set it (exit 78)")
    func location() throws {
        let scenario = try Scenario(.openMeteo)
        let unset = try scenario.run("sky")
        #expect(unset.status == 78)
        #expect(unset.stderr.contains("wf config set location"))
        let set = try scenario.wf.with(["WF_LOCATION": "78.22,15.65"]).run("sky", "--date", "2026-12-21", "--accessible")
        #expect(set.status == 0)
        #expect(set.stdout.contains("Polar night: the sun does not rise today."))
        #expect(scenario.server.requestCount == 0)
    }

    @Test("wf here has a line for the Sun and the Moon today")
    func hereSkyLine() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41", "COLUMNS": "40"])
        let result = try scenario.run("here")
        #expect(result.status == 0)
        // Glyphs on a terminal, words to a pipe.
        // The fact and the lines it goes on to at 40 columns (its times name Berlin's clock: this machine is on UTC).
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Sky ") })
        let line = ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("            ") }).joined(separator: " ")
        #expect(line.contains("sun ") && line.contains(" UTC+1, moon ") && line.hasSuffix("%"), "\(line)")
        let onTerminal = try scenario.wf.runOnTerminal(["here"], columns: 40)
        let drawn = try #require(onTerminal.stdout.split(separator: "\n").first { $0.hasPrefix("Sky ") })
        #expect(drawn.contains("☀ ") && drawn.contains(" · ") && drawn.hasSuffix("%"))
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains("percent lit."))
        let json = try scenario.run("here", "--json")
        #expect(!json.stdout.contains("Sky"))
    }
}
