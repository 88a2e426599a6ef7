import Foundation
import Testing
import TestSupport

/// `wf map --interactive` on a pseudo-terminal of its own: keys typed, the window resized, the
/// screen read back. Each wait is bounded (10 s); a run that outlives its test is killed.
@Suite("wf map --interactive on a terminal")
struct InteractiveMapEndToEndTests {
    static let shell = "/bin/bash"

    func start(_ wf: WFProcess, columns: Int, rows: Int) throws -> PseudoTerminal {
        try PseudoTerminal(WFProcess.executable.path, ["map", "--interactive"], environment: Self.environment(wf),
                           columns: columns, rows: rows)
    }

    static func environment(_ wf: WFProcess) -> [String: String] {
        var environment = wf.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = nil
        return environment
    }

    /// The last frame fills a `columns` × `rows` screen exactly: the map, the legend and the status line.
    static func drawn(_ columns: Int, _ rows: Int, where extra: @escaping ([String]) -> Bool = { _ in true }) -> (String) -> Bool {
        { output in
            guard let frame = TerminalFrames.lastFrame(output), frame.count == rows,
                  frame.last?.contains("?: keys") == true || frame.last?.hasPrefix("Added") == true else { return false }
            return frame.allSatisfy { $0.count <= columns } && frame.contains { $0.count > columns - 10 } && extra(frame)
        }
    }

    @Test("A window resize redraws the map at the new size, narrower and wider")
    func resize() throws {
        let terminal = try start(WFProcess(), columns: 120, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait(until: Self.drawn(120, 30)))
        var mark = terminal.mark
        terminal.resize(columns: 40, rows: 20)
        #expect(terminal.wait(since: mark, until: Self.drawn(40, 20)))
        mark = terminal.mark
        terminal.resize(columns: 100, rows: 28)
        #expect(terminal.wait(since: mark, until: Self.drawn(100, 28)))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("Ctrl-C exits 130 after restoring the terminal")
    func interrupt() throws {
        let terminal = try start(WFProcess(), columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait(until: Self.drawn(80, 24)))
        #expect(terminal.settings.c_lflag & tcflag_t(ICANON | ECHO) == 0)
        let mark = terminal.mark
        terminal.send("\u{03}")
        #expect(terminal.waitForExit() == 130)
        // Mouse reporting off, the cursor shown, the main screen back; then cooked mode with echo.
        #expect(terminal.output(since: mark).contains("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"))
        #expect(terminal.settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test("Ctrl-Z in a shell: the job stops with the terminal restored, and fg draws the map again")
    func suspendAndResume() throws {
        var environment = Self.environment(WFProcess())
        environment["PS1"] = "wf-test$ "
        let terminal = try PseudoTerminal(Self.shell, ["--norc", "--noprofile", "-i"], environment: environment, columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait { $0.contains("wf-test$ ") })
        terminal.send("'\(WFProcess.executable.path)' map --interactive\r")
        #expect(terminal.wait(until: Self.drawn(80, 24)))

        var mark = terminal.mark
        terminal.send("\u{1A}")
        #expect(terminal.wait(since: mark) { $0.components(separatedBy: "Stopped").dropFirst().contains { $0.contains("wf-test$ ") } })
        #expect(terminal.output(since: mark).contains("\u{1B}[?25h\u{1B}[?1049l"))

        mark = terminal.mark
        terminal.send("fg\r")
        #expect(terminal.wait(since: mark, until: Self.drawn(80, 24)))
        #expect(terminal.output(since: mark).contains("\u{1B}[?1049h"))

        mark = terminal.mark
        terminal.send("q")
        #expect(terminal.wait(since: mark) { $0.contains("wf-test$ ") })
        terminal.send("echo status=$?\r")
        #expect(terminal.wait(since: mark) { $0.contains("status=0") })
        terminal.send("exit\r")
        #expect(terminal.waitForExit() != nil)
    }

    @Test("A point added with f is drawn at once, listed in the legend and kept")
    func addFavourite() throws {
        let wf = WFProcess()
        let terminal = try start(wf, columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait(until: Self.drawn(80, 24) { $0[22].contains("no favourites yet") }))
        let mark = terminal.mark
        terminal.send("f")
        #expect(terminal.wait(since: mark, until: Self.drawn(80, 24) { frame in
            frame[23] == "Added 0.00, 0.00 to favourites (1)" && frame[22].hasPrefix("1 0.00, 0.00")
                && frame.prefix(22).contains { $0.contains("+ 0.00, 0.00") }
        }))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(try wf.run("fav", "list", "--names").stdout.contains("0.00, 0.00"))
    }

    @Test("Offline, the weather panel says so with the time of the copy")
    func offlinePanel() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("at", "0", "0")
        try scenario.ageCache(byDays: 1.0 / 24, kind: "current")
        scenario.server.stop()
        let terminal = try start(scenario.wf, columns: 100, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait(until: Self.drawn(100, 30)))
        terminal.send("\r\r")
        var shown: String?
        #expect(terminal.wait { output in
            shown = TerminalFrames.lastFrame(output)?.first { $0.contains("offline: showing data from") }
            return shown != nil
        })
        // The copy is an hour old: its time on the point's clock, which it names (the machine is in UTC), to the minute.
        let match = try #require(shown.flatMap { $0.firstMatch(of: /from (\w+ \d+ \w+ \d\d:\d\d)(?: UTC([+-]\d+))?/) })
        let stamp = match.1
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE d MMM HH:mm"
        formatter.timeZone = TimeZone(secondsFromGMT: (match.2.flatMap { Int($0) } ?? 0) * 3600)
        let hourAgo = Date().addingTimeInterval(-3600)
        #expect((-3...3).map { formatter.string(from: hourAgo.addingTimeInterval(Double($0 * 60))) }.contains(String(stamp)), "\(stamp)")
        terminal.send("\u{1B}")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test("--accessible: no full screen and no braille; after each key a line says where the cursor is and the nearest place, and Enter Enter reads the weather")
    func accessible() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let terminal = try PseudoTerminal(WFProcess.executable.path, ["map", "--interactive", "--accessible"],
                                          environment: Self.environment(scenario.wf), columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait { $0.contains("Cursor at 0.00, 0.00. Nearest place: your location, ") })
        var mark = terminal.mark
        terminal.send("@")
        #expect(terminal.wait(since: mark) { $0.contains("Cursor at 52.52, 13.41. Nearest place: your location, under the cursor.") })
        mark = terminal.mark
        terminal.send("\r\r")
        #expect(terminal.wait(since: mark) { $0.contains("now: ") && $0.contains("degrees Celsius") })
        mark = terminal.mark
        terminal.send("\u{1B}")
        #expect(terminal.wait(since: mark) { $0.contains("Back to the map.") })
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let output = terminal.output(since: 0)
        #expect(!output.contains("\u{1B}[?1049h"), "the alternate screen is not used")
        #expect(!output.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "no braille")
    }
    @Test("--accessible: 1 says only the sentence, the weather at a favourite names it, ? reads sentences, Esc on the map does not quit")
    func accessibleFavourite() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.39,13.06"])
        try scenario.run("fav", "add", "Berlin, DE")
        let terminal = try PseudoTerminal(WFProcess.executable.path, ["map", "--interactive", "--accessible"],
                                          environment: Self.environment(scenario.wf), columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait { $0.contains("Cursor at 0.00, 0.00.") })
        var mark = terminal.mark
        terminal.send("1")
        #expect(terminal.wait(since: mark) { $0.contains("Cursor at 52.52, 13.41. Nearest place: Berlin, ") && $0.contains("under the cursor.") })
        #expect(!terminal.output(since: mark).contains("(52.52, 13.41)"), "the screen's line is not read")
        mark = terminal.mark
        terminal.send("\r\r")
        #expect(terminal.wait(since: mark) { $0.contains("Berlin, Germany, now: ") || $0.contains("Land Berlin, Germany, now: ") })
        #expect(!terminal.output(since: mark).contains("52.52, 13.41, now"))
        terminal.send("\u{1B}")
        mark = terminal.mark
        terminal.send("?")
        #expect(terminal.wait(since: mark) { $0.contains("Any key goes back to the map.") })
        let keys = terminal.output(since: mark)
        #expect(keys.contains("The arrow keys, or h, j, k and l, move the cursor."))
        #expect(!keys.contains("hjkl") && !keys.contains("+ / -") && !keys.contains("Esc, q"))
        terminal.send("x")
        // Esc on the bare map does not quit: the next key still moves the cursor.
        terminal.send("\u{1B}")
        mark = terminal.mark
        terminal.send("@")
        #expect(terminal.wait(since: mark) { $0.contains("Cursor at 52.39, 13.06.") })
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
