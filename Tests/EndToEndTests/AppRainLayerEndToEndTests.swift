import Foundation
import Testing
import TestSupport

/// `r` on `wf app`'s map tab: the rain layer of `wf map --interactive` over the tab's view, its
/// frame's time and the legend in mm/h on the legend line; `]` and `[` step the frames.
@Suite("The rain layer of wf app's map tab")
struct AppRainLayerEndToEndTests {
    typealias App = AppEndToEndTests
    typealias Layer = RainLayerEndToEndTests
    static let patience = AppEndToEndTests.patience

    @Test("Tab twice, then r shows the layer from one request; ] moves it 15 minutes on, [ back; r hides it; ? lists the keys")
    func layer() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let terminal = try PseudoTerminal(WFProcess.executable.path, ["app"], environment: App.environment(scenario.wf),
                                          columns: 100, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Place:")))
        var mark = terminal.mark
        terminal.send("\t\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("zoom 1×")))
        mark = terminal.mark
        terminal.send("r")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { Layer.frame($0)?.number == 1 },
                "\(App.frame(terminal.output).joined(separator: "\n"))")
        let first = try #require(Layer.frame(terminal.output(since: mark)))
        // Shaded cells: the stub rains north of the grid's middle.
        #expect(terminal.output(since: mark).contains("\u{1B}[38;5;"))
        mark = terminal.mark
        terminal.send("]")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { Layer.frame($0)?.number == 2 })
        let second = try #require(Layer.frame(terminal.output(since: mark)))
        #expect((second.time - first.time + 1440) % 1440 == 15, "\(first) then \(second)")
        mark = terminal.mark
        terminal.send("[")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { Layer.frame($0)?.number == 1 })
        mark = terminal.mark
        terminal.send("r")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            App.frame(output).count >= 2 && !App.frame(output)[App.frame(output).count - 2].contains("mm/h")
        })
        #expect(scenario.server.rainMapRequests.count == 1)
        mark = terminal.mark
        terminal.send("?")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("the rain 15 minutes earlier / later")))
        terminal.send("x")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }
}
