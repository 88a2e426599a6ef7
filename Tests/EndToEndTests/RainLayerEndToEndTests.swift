import Foundation
import Testing
import TestSupport

/// `r` in `wf map --interactive`: the forecast rain over the view, a frame at a time, with its time
/// and a legend in mm/h; `]` and `[` step the frames.
@Suite("The rain layer of wf map --interactive")
struct RainLayerEndToEndTests {
    /// The legend line's frame: its time ("14:15"), number and count, when the layer shows one.
    static func frame(_ output: String) -> (time: Int, number: Int)? {
        guard let frame = TerminalFrames.lastFrame(output), frame.count >= 2 else { return nil }
        let line = frame[frame.count - 2]
        guard line.contains("mm/h"), line.contains("not radar"),
              let match = line.firstMatch(of: /Rain (\d\d):(\d\d)[^(]*\((\d)\/8\)/),
              let hours = Int(match.1), let minutes = Int(match.2), let number = Int(match.3) else { return nil }
        return (hours * 60 + minutes, number)
    }

    /// `r` on a map on screen shows the layer from one request, `]` the frame 15 minutes on, `[` the
    /// first again, and `r` hides it: for `wf map --interactive` and `wf app`'s map tab alike.
    static func showStepAndHide(_ terminal: PseudoTerminal, _ scenario: Scenario, timeout: Double = 30) throws {
        var mark = terminal.mark
        terminal.send("r")
        #expect(terminal.wait(since: mark, timeout: timeout) { Self.frame($0)?.number == 1 })
        let first = try #require(Self.frame(terminal.output(since: mark)))
        // Shaded cells: the stub rains north of the grid's middle.
        #expect(terminal.output(since: mark).contains("\u{1B}[38;5;"))
        mark = terminal.mark
        terminal.send("]")
        #expect(terminal.wait(since: mark, timeout: timeout) { Self.frame($0)?.number == 2 })
        let second = try #require(Self.frame(terminal.output(since: mark)))
        #expect((second.time - first.time + 1440) % 1440 == 15, "\(first) then \(second)")
        mark = terminal.mark
        terminal.send("[")
        #expect(terminal.wait(since: mark, timeout: timeout) { Self.frame($0)?.number == 1 })
        mark = terminal.mark
        terminal.send("r")
        #expect(terminal.wait(since: mark, timeout: timeout) { output in
            TerminalFrames.lastFrame(output).map { $0.count >= 2 && !$0[$0.count - 2].contains("mm/h") } ?? false
        })
        #expect(scenario.server.rainMapRequests.count == 1)
    }

    @Test("r shows the layer with a frame time and a legend from one request; ] moves it 15 minutes on, [ back; r hides it")
    func layer() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        var environment = scenario.wf.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = nil
        let terminal = try PseudoTerminal(WFProcess.executable.path, ["map", "--interactive", "--center", "52.52,13.41", "--zoom", "24"],
                                          environment: environment, columns: 100, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait { TerminalFrames.lastFrame($0)?.last?.contains("?: keys") == true })
        try Self.showStepAndHide(terminal, scenario)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
