@testable import CLI
import Foundation
import WeatherTerminal

/// A console that keeps what a command prints, for running `wf` in-process.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var out = "", err = ""

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    var console: Console {
        Console(write: { text in self.lock.withLock { self.out += text } },
                writeError: { text in self.lock.withLock { self.err += text } })
    }

    /// Runs `wf arguments…` in-process, with no environment unless given one; `overriding` sets the
    /// repositories the command runs on.
    @MainActor
    static func run(_ arguments: [String], environment: [String: String] = [:], style: TerminalStyle = .plain,
                    overriding: @escaping (inout AppDIContainer.Overrides) -> Void = { _ in })
        async -> (status: ExitCode, stdout: String, stderr: String) {
        let captured = CapturedConsole()
        let context = CommandContext(environment: environment, console: captured.console, style: style, overriding: overriding)
        let status = await WeatherCLI.run(arguments, in: context)
        return (status, captured.stdout, captured.stderr)
    }
}
