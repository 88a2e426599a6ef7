import Foundation
import Presentation

/// Where output goes. Results to stdout; messages, notes and progress to stderr.
public struct Console: Sendable {
    public var write: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Why results could not be written (a full disk), if they could not; a closed pipe is not a failure.
    public var outputFailure: @Sendable () -> String?

    public init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                outputFailure: @escaping @Sendable () -> String? = { nil }) {
        self.write = write
        self.writeError = writeError
        self.outputFailure = outputFailure
    }

    public static let standard: Console = {
        let failure = FirstFailure()
        return Console(
            write: { text in
                if let error = FileDescriptor.standardOutput.writeAll(text), error != EPIPE { failure.record(error) }
            },
            writeError: { _ = FileDescriptor.standardError.writeAll($0) },
            outputFailure: { failure.message }
        )
    }()

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

/// The first write error, kept so that the exit status can say results were lost.
private final class FirstFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Int32?

    func record(_ code: Int32) {
        lock.withLock { if error == nil { error = code } }
    }

    var message: String? {
        lock.withLock { error.map { String(cString: strerror($0)) } }
    }
}

/// Plain `write(2)` on a descriptor: every byte, or the errno that stopped it.
struct FileDescriptor {
    let raw: Int32

    static let standardOutput = FileDescriptor(raw: STDOUT_FILENO)
    static let standardError = FileDescriptor(raw: STDERR_FILENO)

    /// Nil when everything was written.
    func writeAll(_ text: String) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if os(Linux)
                Glibc.write(raw, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(raw, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
