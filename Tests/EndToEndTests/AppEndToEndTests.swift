import Foundation
import Testing
import TestSupport

/// `wf app` on a pseudo-terminal of its own, against the stub provider: keys typed as a person
/// would, the screen read back, the requests counted. Every wait polls the screen with a generous
/// deadline; nothing depends on how fast the machine is.
@Suite("wf app on a terminal")
struct AppEndToEndTests {
    static let patience = 90.0

    static func environment(_ wf: WFProcess) -> [String: String] {
        var environment = wf.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = nil
        return environment
    }

    func start(_ wf: WFProcess, _ arguments: [String] = ["app"], columns: Int = 80, rows: Int = 30) throws -> PseudoTerminal {
        try PseudoTerminal(WFProcess.executable.path, arguments, environment: Self.environment(wf), columns: columns, rows: rows)
    }

    static func frame(_ output: String) -> [String] { TerminalFrames.lastFrame(output) ?? [] }

    /// The last frame has a line containing `text`.
    static func shows(_ text: String) -> (String) -> Bool {
        { output in frame(output).contains { $0.contains(text) } }
    }

    static func geocoding(_ scenario: Scenario) -> [String] {
        scenario.server.requests(to: "/v1/search").map { $0.query["name"] ?? "" }
    }

    /// Polls the stub server, never the clock, until `condition` holds (or the deadline passes).
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(patience)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    @Test("b, e ask nothing; ber and a pause ask once and show Berlin; Enter shows the forecast; f adds it; Tab shows it; q exits 0 with the terminal as it was")
    func searchOpenFavouriteQuit() throws {
        let scenario = try Scenario(.openMeteo)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = folder.appendingPathComponent("before").path, after = folder.appendingPathComponent("after").path
        // A shell reads the terminal's settings before and after, as `stty -a` shows them.
        let script = "stty -a > '\(before)'; '\(WFProcess.executable.path)' app; echo \"status=$?\"; stty -a > '\(after)'"
        let terminal = try PseudoTerminal("/bin/bash", ["--norc", "--noprofile", "-c", script],
                                          environment: Self.environment(scenario.wf), columns: 80, rows: 30)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))

        var mark = terminal.mark
        terminal.send("b")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("At least 3 characters")))
        mark = terminal.mark
        terminal.send("e")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Place: be")))
        #expect(Self.geocoding(scenario).isEmpty)

        mark = terminal.mark
        terminal.send("r")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Berlin, Land Berlin, DE")))
        #expect(Self.geocoding(scenario) == ["ber"])

        mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Next 5 days")))
        #expect(Self.frame(terminal.output).first?.contains("Berlin, Land Berlin, DE") == true)

        mark = terminal.mark
        terminal.send("f")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Added Berlin, Land Berlin, DE to favourites")))

        mark = terminal.mark
        terminal.send("\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            Self.frame(output).contains { $0.hasPrefix("▶") && $0.contains("Berlin") }
        })

        mark = terminal.mark
        terminal.send("q")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("status=0") })
        #expect(terminal.output(since: mark).contains("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"))
        _ = terminal.waitForExit(timeout: Self.patience)
        let settingsBefore = try String(contentsOfFile: before, encoding: .utf8)
        #expect(!settingsBefore.isEmpty)
        #expect(try String(contentsOfFile: after, encoding: .utf8) == settingsBefore)
        #expect(try scenario.run("fav", "list", "--names").stdout.contains("Berlin"))
        #expect(Self.geocoding(scenario) == ["ber"])
    }

    @Test("berl typed while ber's request runs: ber's answer, arriving late, is never shown")
    func staleAnswer() throws {
        let scenario = try Scenario(.openMeteo)
        let berlin = try Recorded.response("openmeteo_geocoding_berlin")
        let released = DispatchSemaphore(value: 0)
        // Open-Meteo's geocoding shape (as the Berlin recording), one place that only "ber" finds.
        let bernau = StubResponse.json(Data("""
        {"results": [{"id": 2951114, "name": "Bernau", "latitude": 52.67982, "longitude": 13.58708, "elevation": 79,
          "feature_code": "PPL", "country_code": "DE", "timezone": "Europe/Berlin", "country": "Germany", "admin1": "Brandenburg"}],
         "generationtime_ms": 0.5}
        """.utf8))
        scenario.server.respond(to: "/v1/search") { request in
            guard request.query["name"] == "ber" else { return berlin }
            _ = released.wait(timeout: .now() + Self.patience)
            return bernau
        }
        let terminal = try start(scenario.wf)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
        terminal.send("ber")
        #expect(Self.eventually { Self.geocoding(scenario) == ["ber"] })
        var mark = terminal.mark
        terminal.send("l")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Berlin, Land Berlin, DE")))
        released.signal()
        // The next redraws come after ber's answer could have landed.
        mark = terminal.mark
        terminal.send("\u{1B}[B")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            Self.frame(output).contains { $0.hasPrefix("▶") && $0.contains("New Hampshire") }
        })
        terminal.send("\u{1B}[A")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            Self.frame(output).contains { $0.hasPrefix("▶") && $0.contains("Land Berlin") }
        })
        #expect(Self.geocoding(scenario) == ["ber", "berl"])
        terminal.send("\u{03}")
        #expect(terminal.waitForExit(timeout: Self.patience) == 130)
        #expect(!terminal.output.contains("Bernau"))
    }

    @Test("With the provider down and Berlin cached, the place screen shows the copy and says how old it is")
    func offline() throws {
        let scenario = try Scenario(.openMeteo)
        do {
            let terminal = try start(scenario.wf)
            defer { terminal.stop() }
            #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
            terminal.send("berlin")
            #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Berlin, Land Berlin, DE")))
            terminal.send("\r")
            #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Next 5 days")))
            terminal.send("q")
            #expect(terminal.waitForExit(timeout: Self.patience) == 0)
        }
        try scenario.ageCache(byDays: 1)
        scenario.server.respond(to: "/v1/forecast", with: StubResponse(status: 500, body: Data("{\"error\": true, \"reason\": \"down\"}".utf8)))
        let terminal = try start(scenario.wf)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
        terminal.send("berlin")
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Berlin, Land Berlin, DE")))
        let mark = terminal.mark
        terminal.send("\r")
        var shown: String?
        #expect(terminal.wait(since: mark, timeout: Self.patience) { output in
            shown = Self.frame(output).first { $0.contains("offline: showing data from") }
            return shown != nil && Self.frame(output).contains { $0.contains("Next 5 days") }
        })
        // The copy's time, a day old, to the minute, on the place's clock that it names ("UTC+1"; the machine is in UTC).
        let match = try #require(shown.flatMap { $0.firstMatch(of: /from (\w+ \d+ \w+ \d\d:\d\d)(?: UTC([+-]\d+))?/) })
        let stamp = match.1
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE d MMM HH:mm"
        formatter.timeZone = TimeZone(secondsFromGMT: (match.2.flatMap { Int($0) } ?? 0) * 3600)
        let dayAgo = Date().addingTimeInterval(-86_400)
        let minutes = (-60...60).map { formatter.string(from: dayAgo.addingTimeInterval(Double($0 * 60))) }
        #expect(minutes.contains(String(stamp)), "\(stamp)")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }

    @Test("At 40 columns, and after a resize to 40, no line is wider than the window on any screen")
    func narrow() throws {
        let scenario = try Scenario(.openMeteo)
        // Forecasts with hours from now, for the chart.
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "52.52,13.41")
        let terminal = try start(scenario.wf, columns: 80, rows: 24)
        defer { terminal.stop() }
        func fits(_ columns: Int, _ rows: Int, showing text: String) -> (String) -> Bool {
            { output in
                let frame = Self.frame(output)
                return frame.count == rows && frame.allSatisfy { $0.count <= columns } && frame.contains { $0.contains(text) }
            }
        }
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
        var mark = terminal.mark
        terminal.resize(columns: 40, rows: 20)
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "Place:")),
                "\(Self.frame(terminal.output).map { "\($0.count)|\($0)" }.joined(separator: "\n"))")
        mark = terminal.mark
        terminal.send("berlin")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "Berlin, Land")))
        mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "Temperature")))
        mark = terminal.mark
        terminal.send(String(repeating: "\u{1B}[B", count: 30) + String(repeating: "\u{1B}[C", count: 5))
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "▲")),
                "\(Self.frame(terminal.output).map { "\($0.count)|\($0)" }.joined(separator: "\n"))")
        mark = terminal.mark
        terminal.send("\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "▶ 1")))
        mark = terminal.mark
        terminal.send("\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "zoom 1×")))
        mark = terminal.mark
        terminal.send("?")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: fits(40, 20, showing: "Keys")))
        terminal.send("x")
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
    }

    @Test("--accessible: no alternate screen and no escape sequences; each change is said as sentences")
    func accessible() throws {
        let scenario = try Scenario(.openMeteo)
        let terminal = try start(scenario.wf, ["app", "--accessible"])
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience) { $0.contains("Weather app. Type a place name to search;") })
        var mark = terminal.mark
        terminal.send("berlin")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("places found.") && $0.contains("1 of ") })
        mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("degrees Celsius") })
        mark = terminal.mark
        terminal.send("\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("Favourites.") })
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: Self.patience) == 0)
        #expect(!terminal.output.contains("\u{1B}"), "no escape sequences")
    }

    @Test("wf alone on a terminal is the app; Ctrl-C ends it with 130 and the terminal restored")
    func bareWf() throws {
        let scenario = try Scenario(.openMeteo)
        let terminal = try start(scenario.wf, [])
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
        let mark = terminal.mark
        terminal.send("\u{03}")
        #expect(terminal.waitForExit(timeout: Self.patience) == 130)
        #expect(terminal.output(since: mark).contains("\u{1B}[?25h\u{1B}[?1049l"))
        #expect(terminal.settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test("Ctrl-Z in a shell: the job stops with the terminal restored, and fg draws the app again")
    func suspendAndResume() throws {
        let scenario = try Scenario(.openMeteo)
        var environment = Self.environment(scenario.wf)
        environment["PS1"] = "wf-test$ "
        let terminal = try PseudoTerminal("/bin/bash", ["--norc", "--noprofile", "-i"], environment: environment, columns: 80, rows: 24)
        defer { terminal.stop() }
        #expect(terminal.wait(timeout: Self.patience) { $0.contains("wf-test$ ") })
        terminal.send("'\(WFProcess.executable.path)' app\r")
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place:")))
        terminal.send("be")
        #expect(terminal.wait(timeout: Self.patience, until: Self.shows("Place: be")))

        var mark = terminal.mark
        terminal.send("\u{1A}")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.components(separatedBy: "Stopped").dropFirst().contains { $0.contains("wf-test$ ") } })
        #expect(terminal.output(since: mark).contains("\u{1B}[?25h\u{1B}[?1049l"))

        mark = terminal.mark
        terminal.send("fg\r")
        // Back as it was left: the text typed is still in the field.
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("Place: be")))
        #expect(terminal.output(since: mark).contains("\u{1B}[?1049h"))

        mark = terminal.mark
        terminal.send("\t")
        #expect(terminal.wait(since: mark, timeout: Self.patience, until: Self.shows("No favourites yet")))
        terminal.send("q")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("wf-test$ ") })
        terminal.send("echo status=$?\r")
        #expect(terminal.wait(since: mark, timeout: Self.patience) { $0.contains("status=0") })
        terminal.send("exit\r")
        #expect(terminal.waitForExit(timeout: Self.patience) != nil)
    }
}
