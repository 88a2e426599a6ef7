import Foundation
import Testing
import TestSupport

/// The day's quota is the user's (issue 45): a failing side source is held, not retried, for every
/// process; a 429 is held until the limit it names ends; `wf cache clear` lifts the holds; a request
/// that never left the machine is not counted.
@Suite("Holds: failures held, limits read")
struct HoldsEndToEndTests {
    static let archive = "/v1/archive"

    @Test("With the archive failing, five status-bar runs ask it once (no retries, then held); the weather still shows; cache clear lifts the hold")
    func failingArchiveHeld() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41", "WF_RETRIES": "2"])
        scenario.server.respond(to: Self.archive, with: .json(#"{"error":true,"reason":"archive down"}"#, status: 500))
        for _ in 0..<5 {
            let line = try scenario.run("here", "--format", "%c %t %N", "--refresh")
            #expect(line.status == 0 && line.stdout.hasSuffix(" ?\n"), "\(line.stdout) \(line.stderr)")
        }
        #expect(scenario.server.requests(to: Self.archive).count == 1, "retried or asked again while held")
        let text = try scenario.run("here")
        #expect(text.status == 0 && text.stdout.contains("Temperature"))
        #expect(text.stdout.contains("unavailable just now"), "\(text.stdout)")
        // The usage: one archive request counted.
        let usage = try scenario.run("usage", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])
        let archive = (document["sources"] as? [[String: Any]])?.first { $0["source"] as? String == "open-meteo-archive" }
        #expect(archive?["requests"] as? Int == 1, "\(usage.stdout)")
        let cleared = try scenario.run("cache", "clear")
        #expect(cleared.stderr.contains("lifted the hold on open-meteo-archive"), "\(cleared.stderr)")
        _ = try scenario.run("here", "--format", "%N")
        #expect(scenario.server.requests(to: Self.archive).count == 2)
    }

    @Test("With the ensemble or the previous runs failing, 20 runs ask it once; the day's calls stay under 10 % of the budget",
          arguments: ["/v1/ensemble", PreviousRunsAnswer.path])
    func failingSideHeld(path: String) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41", "WF_RETRIES": "2"])
        scenario.sides.respond(to: path, with: .json(#"{"error":true,"reason":"down"}"#, status: 500))
        for _ in 0..<20 {
            let result = try scenario.run("search", "berlin", "--refresh")
            #expect(result.status == 0 && result.stdout.contains("°C"), "\(result.stderr)")
        }
        #expect(scenario.sides.requests(to: path).count == 1, "retried or asked again while held")
        let usage = try scenario.run("usage", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])
        let calls = (document["sources"] as? [[String: Any]])?.filter { ($0["source"] as? String)?.hasPrefix("open-meteo") == true }
            .compactMap { $0["weighted_calls"] as? Double }.reduce(0, +) ?? .infinity
        #expect(calls < 1_000, "\(usage.stdout)")
    }

    @Test("Open-Meteo's daily limit (its real reason) holds it until the next UTC day for every process, and the message names the limit")
    func dailyLimit() throws {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "UTC"])
        scenario.server.respond(to: "/v1/forecast", with: .json(
            #"{"error":true,"reason":"Daily API request limit exceeded. Please try again tomorrow."}"#, status: 429))
        let first = try scenario.run("at", "52.52", "13.41")
        #expect(first.status == 69)
        // Midnight UTC next, named with its date unless it is today's (never: it is the next day).
        #expect(first.stderr.contains(/Open-Meteo's daily limit is reached \(HTTP 429\): wf asks it nothing before \d{4}-\d\d-\d\d 00:00,/),
                "\(first.stderr)")
        let again = try scenario.run("at", "48.85", "2.35")
        #expect(again.status == 69 && again.stderr.contains("daily limit is reached"), "\(again.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    @Test("Offline (connection refused): nothing left the machine, and wf usage counts nothing")
    func offlineCountsNothing() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_RETRIES": "2"])
        scenario.server.stop()
        scenario.sides.stop()
        let result = try scenario.run("at", "52.52", "13.41")
        #expect(result.status != 0)
        let usage = try scenario.run("usage", "--json")
        #expect(usage.status == 0, "\(usage.stderr)")
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])
        let sources = try #require(counted["sources"] as? [[String: Any]])
        #expect(sources.allSatisfy { $0["requests"] as? Int == 0 }, "\(usage.stdout)")
    }
}

@Suite("Holds: an unusable answer")
struct UnusableAnswerHoldTests {
    @Test("An archive answer without the 1991–2020 days is not kept: it holds the archive, which is asked again after the back-off or cache clear")
    func archiveWithoutReferenceYears() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        // The recorded answer, every date 31 years later: a valid answer, for the wrong years.
        let recorded = String(decoding: try Recorded.data("openmeteo_archive_era5_berlin"), as: UTF8.self)
        let moved = recorded.replacing(/(\d{4})-(\d\d)-(\d\d)/) { match in "\(Int(match.1)! + 31)-\(match.2)-\(match.3)" }
        scenario.server.respond(to: HoldsEndToEndTests.archive, with: .json(moved))
        for _ in 0..<3 {
            let line = try scenario.run("here", "--format", "%t %N")
            #expect(line.status == 0 && line.stdout.hasSuffix(" ?\n"), "\(line.stdout) \(line.stderr)")
        }
        #expect(scenario.server.requests(to: HoldsEndToEndTests.archive).count == 1, "kept, or asked again while held")
        let cleared = try scenario.run("cache", "clear")
        #expect(cleared.stderr.contains("lifted the hold on open-meteo-archive"), "\(cleared.stderr)")
        scenario.server.respond(to: HoldsEndToEndTests.archive, with: .json(recorded))
        let line = try scenario.run("here", "--format", "%N")
        #expect(line.status == 0 && !line.stdout.contains("?"), "\(line.stdout)")
        #expect(scenario.server.requests(to: HoldsEndToEndTests.archive).count == 2)
    }
}
