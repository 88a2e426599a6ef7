import CommandLineKit
import Foundation
import Presentation
import WeatherTerminal

struct DoctorCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "doctor",
        summary: "What wf sees: its files, settings, terminal and sources, problems first",
        discussion: """
        One line per finding, problems first: where wf keeps things and whether each is yours alone
        and writable (the state folder, config.json, wf.sqlite, favourites.json); every setting
        with its value and where it came from; the terminal (width, colour, Unicode, tmux and its
        passthrough, notify-send); each source asked once, with its answer and the time it took,
        any hold in force, and every variable Open-Meteo answered null for with the commands that
        will miss it; today's spend. Exits 1 when it found a problem. It never prints the API key
        or a password in a URL: --json is a document to attach to a bug report.
        """,
        options: declaredOptions,
        examples: ["wf doctor", "wf doctor --offline", "wf doctor --json > wf-doctor.json"]
    )

    @Flag(.json) var json
    @Flag(.flag("--offline", help: "ask no source; report the rest")) var offline

    func run(in context: CommandContext) async -> ExitCode {
        let doctor = Doctor(environment: context.environment, console: context.console, now: context.now)
        let findings = await doctor.findings(style: context.style, offline: offline)
        let problems = findings.filter { $0.level == .problem }.count
        if json {
            context.console.write(JSONDocument.encode(Document(version: WeatherCLI.version, commit: Build.commit,
                                                               swift: Build.swiftVersion, problems: problems, findings: findings)))
        } else {
            let lines = findings.map { finding in
                let level = finding.level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                var text = level + finding.subject + ": " + TerminalSafe(finding.message, maxLength: 400).text
                // On a terminal, broken at spaces under the finding's text; to a file, one line each.
                if context.style.isTerminal, context.style.width < .max {
                    text = text.wrapped(columns: context.style.width, indent: String(repeating: " ", count: 8)).joined(separator: "\n")
                }
                return switch finding.level {
                case .problem: context.style.paint(text, .red)
                case .note: context.style.paint(text, .yellow)
                case .ok: text
                }
            }
            context.console.print(lines.joined(separator: "\n"))
            context.console.print(problems == 0 ? "no problem found" : "\(problems) problem\(problems == 1 ? "" : "s") found")
        }
        return problems == 0 ? .success : .problemFound
    }

    struct Document: Encodable {
        let version: String, commit: String, swift: String, problems: Int, findings: [Finding]
    }
}
