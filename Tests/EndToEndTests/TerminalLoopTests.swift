import Foundation
import Testing
import TestSupport

/// The two loops that run until the user stops them, on a pseudo-terminal as a person would use them.
@Suite("Full-screen loops on a terminal")
struct TerminalLoopTests {
    static let alternateScreenOn = "\u{1B}[?1049h", alternateScreenOff = "\u{1B}[?1049l"
    static let cursorHidden = "\u{1B}[?25l", cursorShown = "\u{1B}[?25h"

    @Test("wf map --interactive: keys move and zoom, Enter twice opens the weather, Esc closes it, f adds a favourite, q quits and restores the terminal")
    func interactiveMap() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.run("fav", "add", "48.85,2.35")
        let session = try TerminalSession(scenario.wf, ["map", "--interactive"], columns: 100, rows: 30)
        #expect(session.waitFor(Self.alternateScreenOn))
        #expect(session.waitFor("zoom 1×"))
        #expect(!session.isInLineMode)

        var mark = session.mark
        session.type("+")
        #expect(session.waitFor("zoom 2×", after: mark))
        mark = session.mark
        session.type("kkkll")
        #expect(session.waitFor("zoom 2×", after: mark))

        mark = session.mark
        session.type("\r\r")
        #expect(session.waitFor("Weather at", after: mark) || session.waitFor("Loading…", after: mark))
        #expect(session.waitFor("15.4 °C", after: mark), "\(session.since(mark).suffix(600))")
        // The air there comes after the weather, into the same panel: the panel is whole with it.
        #expect(session.waitFor("AQI", after: mark), "\(session.since(mark).suffix(600))")

        mark = session.mark
        session.type("\u{1B}")
        #expect(session.waitFor("zoom 2×", after: mark))
        #expect(!session.since(mark).contains("15.4 °C"))

        mark = session.mark
        session.type("f")
        #expect(session.waitFor("to favourites", after: mark))

        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.screen.hasSuffix(Self.alternateScreenOff))
        #expect(session.isInLineMode)
        let list = try scenario.run("fav", "list", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        #expect((document["favourites"] as? [Any])?.count == 2)
    }

    @Test("wf map --interactive: a double click opens the weather at the point clicked")
    func doubleClick() throws {
        let scenario = try Scenario(.openMeteo)
        let session = try TerminalSession(scenario.wf, ["map", "--interactive"], columns: 100, rows: 30)
        #expect(session.waitFor("zoom 1×"))
        let mark = session.mark
        session.type("\u{1B}[<0;30;10M\u{1B}[<0;30;10m\u{1B}[<0;30;10M\u{1B}[<0;30;10m")
        #expect(session.waitFor("Weather at", after: mark) || session.waitFor("15.4 °C", after: mark))
        #expect(session.waitFor("Esc: back to the map", after: mark) || session.waitFor("15.4 °C", after: mark))
        session.type("q")   // closes the panel
        session.type("q")   // quits
        #expect(session.exitStatus() == 0)
        #expect(session.isInLineMode)
    }

    @Test("wf map --interactive stopped by a signal still restores the terminal", arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func mapSignal(signal: Int32) throws {
        let scenario = try Scenario(.openMeteo)
        let session = try TerminalSession(scenario.wf, ["map", "--interactive"])
        #expect(session.waitFor("zoom 1×"))
        session.signal(signal)
        // The shell's convention: 128 plus the signal (130 for Ctrl-C's SIGINT).
        #expect(session.exitStatus() == 128 + signal)
        #expect(session.screen.contains(Self.alternateScreenOff))
        #expect(session.screen.contains(Self.cursorShown))
        #expect(session.isInLineMode)
    }

    @Test("wf app stopped by a signal (Ctrl-\\'s SIGQUIT too) restores the terminal: echo and line mode back", arguments: [SIGQUIT, SIGTERM, SIGHUP, SIGINT])
    func appSignal(signal: Int32) throws {
        let scenario = try Scenario(.openMeteo)
        let session = try TerminalSession(scenario.wf, ["app"], columns: 80, rows: 30)
        #expect(session.waitFor("Place:", timeout: 90))
        #expect(!session.isInLineMode)
        let mark = session.mark
        session.signal(signal)
        #expect(session.exitStatus() == 128 + signal)
        #expect(session.since(mark).contains(Self.cursorShown + Self.alternateScreenOff))
        #expect(session.isInLineMode)
    }

    @Test("Ctrl-\\ typed in raw mode ends the map and the app as Ctrl-C does, the terminal restored", arguments: [["map", "--interactive"], ["app"]])
    func controlBackslash(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo)
        let session = try TerminalSession(scenario.wf, arguments, columns: 80, rows: 30)
        #expect(session.waitFor(arguments == ["app"] ? "Place:" : "zoom 1×", timeout: 90))
        session.type("\u{1C}")
        #expect(session.exitStatus() == 130)
        #expect(session.screen.contains(Self.alternateScreenOff))
        #expect(session.isInLineMode)
    }

    @Test("wf map --interactive needs a terminal")
    func mapNeedsTerminal() throws {
        let result = try Scenario(.openMeteo).run("map", "--interactive")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--interactive needs a terminal"))
    }

    @Test("wf here --watch draws the report in place with the cursor hidden; Ctrl-C ends it with the cursor back, exit 0")
    func watch() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let session = try TerminalSession(scenario.wf, ["here", "--watch", "60"], columns: 100, rows: 40)
        #expect(session.waitFor(Self.cursorHidden))
        #expect(session.waitFor("15.4 °C"), "\(session.screen.suffix(600))")
        #expect(session.screen.contains("\u{1B}[H\u{1B}[2J"))
        session.signal(SIGINT)
        #expect(session.exitStatus() == 0)
        #expect(session.screen.hasSuffix(Self.cursorShown))
    }

    @Test("wf here --watch ended by a hang-up or Ctrl-\\'s SIGQUIT shows the cursor again and exits 128 + the signal",
          arguments: [SIGHUP, SIGQUIT])
    func watchEndingSignal(signal: Int32) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let session = try TerminalSession(scenario.wf, ["here", "--watch", "60"], columns: 100, rows: 40)
        #expect(session.waitFor("15.4 °C"), "\(session.screen.suffix(600))")
        let mark = session.mark
        session.signal(signal)
        #expect(session.exitStatus() == 128 + signal)
        #expect(session.since(mark).hasSuffix(Self.cursorShown))
    }

    @Test("wf here --watch --accessible adds each update as sentences instead of clearing the screen")
    func watchAccessible() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let session = try TerminalSession(scenario.wf, ["here", "--watch", "60", "--accessible"], columns: 100, rows: 40)
        #expect(session.waitFor("15.4 degrees Celsius"), "\(session.screen.suffix(600))")
        session.signal(SIGINT)
        #expect(session.exitStatus() == 0)
        #expect(!session.screen.contains("\u{1B}[2J") && !session.screen.contains(Self.cursorHidden))
        #expect(!session.screen.contains("…"))
    }

    @Test("wf here --watch with the provider down says so and keeps trying; Ctrl-C ends it")
    func watchWhileDown() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        scenario.server.respond(to: "/v1/forecast", with: .json("{}", status: 503))
        let session = try TerminalSession(scenario.wf, ["here", "--watch", "60"])
        #expect(session.waitFor("failed with HTTP 503"))
        #expect(session.waitFor("Retrying…"))
        session.signal(SIGTERM)
        #expect(session.exitStatus() == 0)
        #expect(session.screen.hasSuffix(Self.cursorShown))
    }

    @Test("wf here --watch with no location fails at once instead of retrying")
    func watchWithoutLocation() throws {
        let scenario = try Scenario(.openMeteo)
        let session = try TerminalSession(scenario.wf, ["here", "--watch", "60"])
        #expect(session.exitStatus() == 78)
        #expect(session.screen.contains("no location is set"))
    }
}
