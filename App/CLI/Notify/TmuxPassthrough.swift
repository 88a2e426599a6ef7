import Domain
import Foundation

/// tmux, for `wf notify --via terminal` inside it: whether its `allow-passthrough` lets a
/// terminal's notification through (off by default), and when not, tmux's own message instead.
@MainActor
final class TmuxPassthrough {
    private let program: URL?
    /// Whether the note about passthrough was given (once a run).
    var hinted = false
    /// `allow-passthrough` is "on" or "all"; asked once.
    private(set) lazy var passesThrough: Bool = {
        guard let output = run(["show-options", "-gv", "allow-passthrough"]), output.status == 0 else { return false }
        return ["on", "all"].contains(output.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }()

    init(environment: [String: String]) {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        program = folders.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Shows "title: body" in tmux's status line for 10 seconds; throws when tmux did not, or when
    /// no terminal is attached to show it (a detached session: nobody would see it).
    func display(title: String, body: String) throws {
        guard let clients = run(["list-clients", "-F", "#{client_name}"]), clients.status == 0,
              !clients.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw WeatherError.misconfigured("no terminal is attached to tmux to show the notification; it is made again at the next check")
        }
        // tmux expands # formats in a message: "#" is written "##".
        let text = (TerminalNotification.clean(title) + ": " + TerminalNotification.clean(body)).replacingOccurrences(of: "#", with: "##")
        guard let output = run(["display-message", "-d", "10000", text]), output.status == 0 else {
            throw WeatherError.misconfigured("tmux did not show the notification (its allow-passthrough is off, and display-message failed)")
        }
    }

    private func run(_ arguments: [String]) -> (status: Int32, text: String)? {
        guard let program else { return nil }
        let process = Process(), pipe = Pipe()
        process.executableURL = program
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data.prefix(4096), as: UTF8.self))
    }
}
