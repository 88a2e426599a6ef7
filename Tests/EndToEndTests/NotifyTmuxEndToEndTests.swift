import Foundation
import Testing
import TestSupport

/// `wf notify --via terminal` in a real tmux (apt tmux): with its default `allow-passthrough off`
/// the notification is shown by tmux itself, and recorded as said only once it was shown.
@Suite("wf notify in a real tmux", .enabled(if: RealTmux.program != nil, "needs tmux (apt tmux)"))
struct NotifyTmuxEndToEndTests {
    @Test("Passthrough off: not shown with no terminal attached, so not said; shown in tmux's status line once attached, then said once")
    func passthroughOff() throws {
        let tmux = try RealTmux()
        defer { tmux.stop() }
        let scenario = try Scenario(.openMeteo, environment: ["TMUX": tmux.environmentValue])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let arguments = ["notify", "--once", "--alerts", "--via", "terminal", "--location", NotifyEndToEndTests.newYork]
        // Detached: nobody sees it, so it is not said.
        let unseen = try scenario.wf.runOnTerminal(arguments)
        // On a terminal (script(1)), stderr comes with stdout.
        #expect(unseen.status != 0 && unseen.stdout.contains("no terminal is attached to tmux"), "\(unseen.stdout)")
        // A terminal attached: tmux shows it, and says how to get desktop notifications.
        let client = try TerminalSession(scenario.wf, ["-L", tmux.socket, "attach"], program: RealTmux.program)
        #expect(client.waitFor("[wf]", timeout: 30), "\(client.screen)")
        let mark = client.mark
        let shown = try scenario.wf.runOnTerminal(arguments)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("allow-passthrough is off"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("\u{1B}Ptmux;"), "a sequence tmux drops: \(shown.stdout.debugDescription)")
        #expect(client.waitFor("Winter Storm Warning", after: mark, timeout: 30), "\(client.since(mark))")
        // Said: not again.
        let again = try scenario.wf.runOnTerminal(arguments)
        #expect(again.status == 0 && !again.stdout.contains("allow-passthrough"), "said twice: \(again.stdout)")
    }

    @Test("Passthrough on: exactly one sequence, wrapped in tmux's passthrough")
    func passthroughOn() throws {
        let tmux = try RealTmux()
        defer { tmux.stop() }
        try tmux.run(["set", "-g", "allow-passthrough", "on"])
        let scenario = try Scenario(.openMeteo, environment: ["TMUX": tmux.environmentValue])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let result = try scenario.wf.runOnTerminal(["notify", "--once", "--alerts", "--via", "terminal", "--location", NotifyEndToEndTests.newYork])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "\u{1B}Ptmux;").count == 2, "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;"), "\(result.stdout.debugDescription)")
    }
}

/// A tmux server of the test's own (its own socket, no configuration), with one detached session "wf".
struct RealTmux {
    static let program: URL? = ["/usr/bin/tmux", "/usr/local/bin/tmux"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    let socket = "wf-test-\(UUID().uuidString.prefix(8))"
    /// What `$TMUX` is inside its session: the socket's path, the server's pid, the session.
    let environmentValue: String

    init() throws {
        // The server it starts keeps what it was given as output: nothing to wait on.
        try Self.run(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "wf", "-x", "80", "-y", "24"], capturing: false)
        environmentValue = try Self.run(["-L", socket, "display-message", "-p", "#{socket_path},#{pid},0"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func run(_ arguments: [String]) throws {
        _ = try Self.run(["-L", socket] + arguments)
    }

    /// Ends the server: its one session gone, it exits; killed if it has not.
    func stop() {
        _ = try? Self.run(["-L", socket, "kill-session", "-t", "wf"])
        if let pid = environmentValue.split(separator: ",").dropFirst().first.flatMap({ Int32($0) }), pid > 1 { kill(pid, SIGKILL) }
        unlink("/tmp/tmux-\(getuid())/\(socket)")
    }

    /// Runs tmux and waits for it; its standard output. Not by `Process`: the server tmux starts
    /// keeps every descriptor it was given, and `Process` would wait for the server to end too.
    @discardableResult
    static func run(_ arguments: [String], capturing: Bool = true) throws -> String {
        guard let program else { throw POSIXError(.ENOENT) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("wf-tmux-\(UUID().uuidString)").path
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capturing ? output : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return capturing ? ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") : ""
    }
}
