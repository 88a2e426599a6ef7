@testable import CLI
import Foundation

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

    /// Runs `wf arguments…` with no environment, so nothing is read from or written to a home folder.
    @MainActor
    static func run(_ arguments: [String]) async -> (status: ExitCode, stdout: String, stderr: String) {
        let captured = CapturedConsole()
        let context = CommandContext(environment: [:], console: captured.console, style: .plain)
        let status = await WeatherCLI.run(arguments, in: context)
        return (status, captured.stdout, captured.stderr)
    }
}
