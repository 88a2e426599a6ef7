import Foundation
import WeatherTerminal

/// What the terminal can do, as wf sees it from this process.
extension Doctor {
    func terminalFindings(style: TerminalStyle) -> [Finding] {
        var findings: [Finding] = []
        if style.isTerminal {
            findings.append(.ok("terminal", "width", style.width == .max ? "unknown" : "\(style.width) columns"))
        } else {
            findings.append(.note("terminal", "output", "not a terminal: plain text, no colour"
                                  + (style.width == .max ? "" : ", \(style.width) columns (COLUMNS)")))
        }
        findings.append(.ok("terminal", "colour", style.colour ? "on" : "off (\(colourOff(style)))"))
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "not set"
        findings.append(style.unicode
            ? .ok("terminal", "characters", "Unicode (locale \(locale))")
            : .note("terminal", "characters", "ASCII only (locale \(locale)); a UTF-8 locale such as C.UTF-8 shows symbols"))
        if environment["TMUX"].map({ !$0.isEmpty }) == true {
            let passes = TmuxPassthrough(environment: environment).passesThrough
            findings.append(passes
                ? .ok("terminal", "tmux", "inside tmux; allow-passthrough is on: wf notify reaches the terminal")
                : .note("terminal", "tmux", "inside tmux; allow-passthrough is off: wf notify shows in tmux's status line "
                        + "(tmux set -g allow-passthrough on lets it reach the terminal)"))
        } else {
            findings.append(.ok("terminal", "tmux", "not inside tmux"))
        }
        if let sender = try? NotifySend(environment: environment) {
            findings.append(.ok("terminal", "notify-send", sender.program.path))
        } else {
            let chosen = settings.raw(.notifyVia)?.value == NotifyChannel.notifySend.rawValue
            let text = "not on PATH: wf notify --via notify-send cannot work (install libnotify-bin)"
            findings.append(chosen ? .problem("terminal", "notify-send", text + ", and notify-via is notify-send")
                                   : .note("terminal", "notify-send", text))
        }
        return findings
    }

    private func colourOff(_ style: TerminalStyle) -> String {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return "NO_COLOR is set" }
        if environment["TERM"] == "dumb" { return "TERM is dumb" }
        return style.isTerminal ? "off" : "not a terminal"
    }
}
