import CommandLineKit
@testable import CLI
import Foundation
import Testing

/// `wf notify`'s channels and loop, without a terminal or a wait.
@Suite("wf notify: escapes, units and the loop")
@MainActor
struct NotifyChannelTests {
    @Test("One sequence per event, a server's escapes and BELs stripped, the title's ';' made ','")
    func sequences() {
        let text = TerminalNotification.sequence(.osc777, title: "Oslo; NO\u{1B}]0;pwned\u{07}", body: "Wind\u{1B}[31m (\u{9B}red)", inTmux: false)
        #expect(text == "\u{1B}]777;notify;Oslo, NO]0,pwned;Wind[31m (red)\u{07}")
        #expect(TerminalNotification.sequence(.osc9, title: "Oslo", body: "Wind", inTmux: false) == "\u{1B}]9;Oslo: Wind\u{07}")
        #expect(TerminalNotification.sequence(.osc99, title: "Oslo", body: "Wind", inTmux: false)
                == "\u{1B}]99;i=1:d=0;Oslo\u{1B}\\\u{1B}]99;i=1:d=1:p=body;Wind\u{1B}\\")
    }

    @Test("The terminal says which sequence it reads: kitty OSC 99, iTerm2 and Windows Terminal OSC 9, the others OSC 777")
    func kinds() {
        typealias Kind = TerminalNotification.Kind
        #expect(Kind(environment: ["TERM": "xterm-kitty"]) == .osc99)
        #expect(Kind(environment: ["KITTY_WINDOW_ID": "1", "TERM": "tmux-256color"]) == .osc99)
        #expect(Kind(environment: ["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(Kind(environment: ["WT_SESSION": "x"]) == .osc9)
        #expect(Kind(environment: ["TERM": "foot"]) == .osc777)
        #expect(Kind(environment: [:]) == .osc777)
    }

    @Test("Inside tmux the one sequence is wrapped in its passthrough with every ESC doubled")
    func tmux() {
        let text = TerminalNotification.sequence(.osc777, title: "Oslo", body: "Wind", inTmux: true)
        #expect(text == "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;Oslo;Wind\u{07}\u{1B}\\")
    }

    @Test("The systemd units: a oneshot service running notify --once, and a timer at --every")
    func systemd() {
        let text = SystemdUnits.text(executable: "/opt/my wf/wf", every: 600, arguments: ["--location", "New York"])
        #expect(text.contains("ExecStart=\"/opt/my wf/wf\" notify --once --location \"New York\"\n"))
        #expect(text.contains("Type=oneshot") && text.contains("[Timer]\nOnBootSec=1min\nOnUnitActiveSec=10min\n"))
        #expect(SystemdUnits.unitTime(330) == "330s")
    }

    @Test("The service runs every condition given (--frost, --gusts, --uv, … too), without --systemd, --once and --every")
    func serviceKeepsEveryCondition() throws {
        let words = ["--systemd", "--every", "900", "--frost", "--gusts", "60", "--uv", "6", "--pressure-drop", "4",
                     "--below", "-5", "--rain-within", "30", "--alerts", "--favourites", "--via", "stdout",
                     "--units", "imperial", "--tz", "Europe/Oslo", "--accessible", "--lang", "de", "--quiet"]
        let given = try ParsedArguments(words, signature: NotifyCommand.signature, command: "wf notify")
        let command = try NotifyCommand(validating: given, command: "wf notify")
        #expect(NotifyCommand.serviceArguments(command.given) == [
            "--via", "stdout", "--rain-within", "30", "--alerts", "--below", "-5", "--frost", "--pressure-drop", "4",
            "--gusts", "60", "--uv", "6", "--favourites", "--quiet", "--units", "imperial", "--tz", "Europe/Oslo",
            "--accessible", "--lang", "de",
        ])
        #expect(command.frost == .some(nil) && command.gusts == 60 && command.every == 900 && command.systemd)
    }

    @Test("The loop checks, sleeps --every between checks, and ends when the sleep is cancelled")
    func loop() async {
        final class Log: @unchecked Sendable { var sleeps: [Duration] = [] }
        let log = Log()
        var checks = 0
        let status = await NotifyLoop.run(every: .seconds(600), check: {
            checks += 1
            return nil
        }, sleep: { duration in
            log.sleeps.append(duration)
            if log.sleeps.count == 3 { throw CancellationError() }
        })
        #expect(status == nil)
        #expect(checks == 3)
        #expect(log.sleeps == [.seconds(600), .seconds(600), .seconds(600)])
    }
}
