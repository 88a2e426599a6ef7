import Foundation
import Testing
import TestSupport

/// A status bar never waits long: with a copy to show, `--format` and `--oneline` wait at most
/// `status-timeout` for fresh weather. The bounds asserted are far above the 1 s allowed and far
/// below the 60 s a request may take here, so they hold on a busy machine and still catch a wait.
@Suite("Status bars never wait long")
struct StatusTimeoutEndToEndTests {
    static let environment = ["WF_TIMEOUT": "60", "WF_STATUS_TIMEOUT": "1", "WF_LOCATION": "52.52,13.41"]

    @Test("An expired copy and a server that does not answer: the copy is printed, marked offline, after one request",
          arguments: [["here", "--oneline"], ["here", "--format", "%l %t %o"], ["at", "52.52", "13.41", "--oneline"]])
    func expiredCopy(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: Self.environment)
        try scenario.serveForecastsFromToday()
        #expect(try scenario.wf.run(arguments).status == 0)
        try scenario.ageCache(byDays: 0.5)
        scenario.server.resetRequests()
        scenario.server.respond(to: "/v1/forecast", with: .fault(.neverRespond))
        let started = ContinuousClock.now
        let result = try scenario.wf.run(arguments, timeout: 120)
        let waited = ContinuousClock.now - started
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.contains("did not answer within 1 s (status-timeout)"), "\(result.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").count >= 1)
        #expect(waited < .seconds(45), "waited \(waited)")  // without the bound: over 60 s
    }

    /// `--refresh` asks even with a valid copy; a status bar's line still waits only `status-timeout`.
    /// The network may take 300 s here and the run is killed after 120 s: only the bound lets it finish.
    @Test("--refresh with a copy and a server that does not answer: the copy is printed within status-timeout",
          arguments: [["here", "--format", "%l %t %o", "--refresh"], ["here", "--oneline", "--refresh"],
                      ["at", "52.52", "13.41", "--oneline", "--refresh"]])
    func refreshWithCopy(arguments: [String]) throws {
        let environment = Self.environment.merging(["WF_TIMEOUT": "300", "WF_STATUS_TIMEOUT": "0.5"]) { $1 }
        let scenario = try Scenario(.openMeteo, environment: environment)
        try scenario.serveForecastsFromToday()
        #expect(try scenario.wf.run(arguments.filter { $0 != "--refresh" }).status == 0)
        scenario.server.resetRequests()
        scenario.server.respond(to: "/v1/forecast", with: .fault(.neverRespond))
        let result = try scenario.wf.run(arguments, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(result.stderr.contains("(status-timeout)"), "\(result.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").count >= 1)
    }

    @Test("Without a copy the full timeout applies: a slow answer is waited for and shown")
    func noCopyWaits() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.environment)
        let forecast = try Recorded.openMeteoShiftedToToday()
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(forecast).delayed(by: .seconds(2)))
        let result = try scenario.wf.run(["here", "--oneline"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("status-timeout"))
        #expect(!result.stderr.contains("offline"))
    }

    @Test("status-timeout is validated like timeout")
    func validated() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("config", "set", "status-timeout", "0")
        #expect(result.status == 64)
        #expect(result.stderr.contains("status-timeout is a number of seconds from 0.1 to 300"))
        #expect(try scenario.run("config", "set", "status-timeout", "0.5").status == 0)
    }
}
