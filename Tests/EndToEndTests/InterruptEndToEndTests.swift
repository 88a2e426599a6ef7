import Foundation
import Testing
import TestSupport

@Suite("Ctrl-C during a slow request")
struct InterruptEndToEndTests {
    @Test("Ctrl-C while the spinner turns clears its line and ends wf by SIGINT, as a shell expects")
    func ctrlCClearsTheSpinner() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_TIMEOUT": "60"])
        scenario.server.respond(to: "/v1/search", with: StubResponse.json("{}").delayed(by: .seconds(60)))
        let session = try TerminalSession(scenario.wf, ["search", "berlin"])
        #expect(session.waitFor("Fetching", timeout: 30))
        let mark = session.mark
        session.signal(SIGINT)   // what Ctrl-C sends (the pseudo-terminal is not wf's controlling one)
        #expect(session.exitStatus(timeout: 30) == SIGINT)
        let after = session.since(mark)
        #expect(after.contains("\r\u{1B}[K"), "the spinner's line is cleared: \(after.debugDescription)")
        #expect(!after.contains("Fetching"))
    }
}
