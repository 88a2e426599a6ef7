import Foundation
import Testing
import TestSupport

/// `r` on `wf app`'s map tab: the rain layer of `wf map --interactive` over the tab's view, its
/// frame's time and the legend in mm/h on the legend line; `]` and `[` step the frames.
@Suite("The rain layer of wf app's map tab")
struct AppRainLayerEndToEndTests {
    typealias App = AppEndToEndTests
    static let patience = AppEndToEndTests.patience

    @Test("Tab twice, then r shows the layer from one request; ] moves it 15 minutes on, [ back; r hides it; ? lists the keys")
    func layer() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let terminal = try App().start(scenario.wf, columns: 100, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Place:")))
        var mark = terminal.mark
        terminal.send("\t\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("zoom 1×")))
        try RainLayerEndToEndTests.showStepAndHide(terminal, scenario, timeout: Self.patience)
        mark = terminal.mark
        terminal.send("?")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("the rain 15 minutes earlier / later")))
        terminal.send("x")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }
}
