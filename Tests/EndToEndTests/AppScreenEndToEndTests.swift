import Foundation
import Testing
import TestSupport

/// `wf app` where a small window or a mouse finds its limits: the list of keys and the chosen hour
/// within reach at 80×24, the wheel and clicks, 30 columns, and how much a screen reader hears.
@Suite("wf app in small windows, with a mouse and a screen reader")
struct AppScreenEndToEndTests {
    typealias App = AppEndToEndTests
    static let patience = AppEndToEndTests.patience

    func start(_ wf: WFProcess, _ arguments: [String] = ["app"], columns: Int = 80, rows: Int = 24) throws -> PseudoTerminal {
        try PseudoTerminal(WFProcess.executable.path, arguments, environment: App.environment(wf), columns: columns, rows: rows)
    }

    static func click(column: Int, row: Int) -> String { "\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m" }
    static let wheelDown = "\u{1B}[<65;10;10M"

    /// Berlin's place screen, with forecast hours from now.
    func berlin(columns: Int = 80, rows: Int = 24) throws -> (Scenario, PseudoTerminal) {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let terminal = try start(scenario.wf, columns: columns, rows: rows)
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Place:")))
        terminal.send("berlin")
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Berlin, Land Berlin, DE")))
        let mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("Temperature")))
        return (scenario, terminal)
    }

    @Test("Past half the day's budget the status line says how much is spent, at once, as the app spends it")
    func budgetOnStatusLine() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        // About 800 of Open-Meteo's calls (Paris's archive, 784, among them) spent before the app
        // starts: under half of 1,700, so not on the status line.
        #expect(try scenario.run("here", "--location", "48.85,2.35").status == 0)
        let terminal = try start(scenario.wf.with(["WF_DAILY_BUDGET": "1700"]))
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Place:")))
        #expect(!App.frame(terminal.output).contains { $0.contains("budget") })
        terminal.send("berlin")
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Berlin, Land Berlin, DE")))
        let mark = terminal.mark
        terminal.send("\r")
        // Berlin's archive (784 more) takes the day past 90 %: on the status line at once, not after quitting.
        #expect(terminal.wait(since: mark, timeout: Self.patience) { App.frame($0).last?.contains(#/budget 9\d%/#) == true },
                "\(App.frame(terminal.output).joined(separator: "\n"))")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("Climate     today's high")))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit(timeout: Self.patience) == 130)
    }

    @Test("At 80×24 the list of keys scrolls: Page Down shows the keys that work everywhere, down to Ctrl-C")
    func keysScroll() throws {
        let scenario = try Scenario(.openMeteo)
        let terminal = try start(scenario.wf)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: App.shows("Place:")))
        var mark = terminal.mark
        terminal.send("?")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { App.frame($0).contains { $0.contains("more (") } })
        #expect(!App.frame(terminal.output).contains { $0.contains("Ctrl-C") })
        mark = terminal.mark
        terminal.send("\u{1B}[6~")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            let frame = App.frame(output)
            return frame.count == 24 && ["Everywhere", "Tab", "Ctrl-Z", "Ctrl-C"].allSatisfy { key in frame.contains { $0.contains(key) } }
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        // Any other key closes the list, as before.
        mark = terminal.mark
        terminal.send("x")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("Place: ")))
        terminal.send("\u{03}")
        #expect(terminal.waitForExit(timeout: Self.patience) == 130)
    }

    @Test("At 80×24, → on a place brings the chart's marker and the chosen hour on screen; ↑ then scrolls back at once")
    func chosenHourOnScreen() throws {
        let (_, terminal) = try berlin()
        defer { terminal.stop() }
        #expect(!App.frame(terminal.output).contains { $0.contains("▲") })
        var mark = terminal.mark
        terminal.send("\u{1B}[C")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            let frame = App.frame(output)
            return frame.count == 24 && frame.contains { $0.contains("▲") } && frame.contains { $0.contains("Next 24 hours") }
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        let bottom = App.frame(terminal.output)
        mark = terminal.mark
        terminal.send("\u{1B}[A")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            let frame = App.frame(output)
            // One line down: what was on the body's first 21 lines is now on its last 21.
            return frame.count == 24 && bottom.count == 24 && Array(frame[2...22]) == Array(bottom[1...21])
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }

    @Test("The mouse: the wheel scrolls a place, a click on a tab's name goes there, a click on a result chooses it and a second opens it")
    func mouse() throws {
        let (_, terminal) = try berlin()
        defer { terminal.stop() }
        let top = App.frame(terminal.output)
        var mark = terminal.mark
        terminal.send(Self.wheelDown)
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            let frame = App.frame(output)
            return frame.count == 24 && frame[1] == top[4]
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        // " Search │ Favourites │ Map ": column 15 is in "Favourites".
        mark = terminal.mark
        terminal.send(Self.click(column: 15, row: 1))
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("No favourites yet")))
        mark = terminal.mark
        terminal.send(Self.click(column: 3, row: 1))
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: App.shows("Place: berlin")))
        // Results start on the fourth line: the second is on the fifth.
        mark = terminal.mark
        terminal.send(Self.click(column: 5, row: 5))
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            App.frame(output).contains { $0.hasPrefix("▶") && $0.contains("New Hampshire") }
        })
        mark = terminal.mark
        terminal.send(Self.click(column: 5, row: 5))
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            App.frame(output).first?.contains("› Berlin, New Hampshire") == true
        })
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }

    @Test("At 30 columns the footer keeps '?: keys', and a failed search wraps its reason instead of cutting it")
    func thirtyColumns() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/search", with: StubResponse(status: 500, body: Data("{\"error\": true, \"reason\": \"down\"}".utf8)))
        let terminal = try start(scenario.wf, columns: 30, rows: 20)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience) { output in
            App.frame(output).last.map { $0.hasPrefix("?: keys") && $0.count <= 30 } == true
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        let mark = terminal.mark
        terminal.send("berlin")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            let frame = App.frame(output)
            let text = frame.joined(separator: " ").split(separator: " ").joined(separator: " ")
            return frame.allSatisfy { $0.count <= 30 } && text.contains("Search failed:") && text.contains("HTTP 500")
        }, "\(App.frame(terminal.output).joined(separator: "\n"))")
        terminal.send("\u{03}")
        #expect(terminal.waitForExit(timeout: Self.patience) == 130)
    }

    @Test("--accessible: typed letters are said back; a place is said in under 150 words naming it once; m reads the rest")
    func accessiblePlace() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let terminal = try start(scenario.wf, ["app", "--accessible"])
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience) { $0.contains("question mark lists the keys") })
        var mark = terminal.mark
        terminal.send("b")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.hasPrefix("b\r") })
        terminal.send("erlin")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("1 of ") })
        mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("Press m") })
        // What is said once the weather is in, after "Loading the weather for …".
        let said = terminal.output(since: mark)
        let spoken = said.range(of: "Loading the weather").flatMap { loading in
            said[loading.upperBound...].range(of: ".\r").map { String(said[$0.upperBound...]) }
        } ?? ""
        #expect(spoken.split(whereSeparator: \.isWhitespace).count < 150, "\(spoken)")
        #expect(spoken.components(separatedBy: "Land Berlin").count == 2, "\(spoken)")
        mark = terminal.mark
        terminal.send("m")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("The next 4 days:") && $0.contains("Last updated") })
        #expect(!terminal.output(since: mark).contains("Berlin"))
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }
}
