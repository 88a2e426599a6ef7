import Foundation
import Presentation

/// Where output goes. Results to stdout; messages, notes and progress to stderr.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void

    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void) {
        self.write = write
        self.writeError = writeError
    }

    public static let standard = Console(
        write: { FileHandle.standardOutput.writeAll($0) },
        writeError: { FileHandle.standardError.writeAll($0) }
    )

    /// A result line (or block) on stdout.
    func print(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// "wf: message" on stderr, one line, safe to show.
    func error(_ message: String) {
        writeError("wf: \(message)\n")
    }

    func warning(_ message: String) {
        writeError("wf: warning: \(message)\n")
    }

    func note(_ message: String) {
        writeError("wf: \(message)\n")
    }
}

extension FileHandle {
    /// Writes everything, ignoring a closed pipe (`wf ... | head` must not crash).
    func writeAll(_ text: String) {
        try? write(contentsOf: Data(text.utf8))
    }
}
