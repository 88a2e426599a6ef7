import Dispatch
import Foundation

/// Turns signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, …) into a callback on the main queue, so screens
/// can restore the terminal before exiting. While it lives, the signals' own action (ending wf,
/// or for SIGQUIT ending it with a core dump) is turned off.
///
/// Not a `DispatchSource` signal source: on Linux it blocks the signal in the thread that makes it
/// and reads a signalfd, while a thread started earlier (URLSession's, say) still takes the signal
/// under `SIG_IGN` and drops it (seen: `wf app` alive after SIGQUIT, about 1 run in 20). Here a
/// handler runs in whichever thread the kernel picks and writes the signal's number into a pipe
/// that the main queue reads, so no thread can lose it.
@MainActor
final class SignalWatcher {
    private let signals: [Int32]
    var onSignal: (@Sendable () -> Void)?

    init(signals: [Int32]) {
        self.signals = signals
        SignalPipe.shared.add(self, for: signals)
    }

    isolated deinit {
        SignalPipe.shared.remove(self, for: signals)
    }

    fileprivate func deliver() { onSignal?() }
}

/// The one pipe every watched signal is written into, and who watches each signal.
@MainActor
private final class SignalPipe {
    static let shared = SignalPipe()

    private var watchers: [Int32: [ObjectIdentifier: Weak]] = [:]
    private let reader: any DispatchSourceRead
    private let readEnd: Int32

    private struct Weak { weak var watcher: SignalWatcher? }

    private init() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { fatalError("wf could not make a pipe for signals (errno \(errno))") }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        readEnd = ends[0]
        signalPipeWriteEnd = ends[1]
        reader = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        reader.setEventHandler { MainActor.assumeIsolated { SignalPipe.shared.drain() } }
        reader.resume()
    }

    func add(_ watcher: SignalWatcher, for signals: [Int32]) {
        for number in signals {
            watchers[number, default: [:]][ObjectIdentifier(watcher)] = Weak(watcher: watcher)
            signal(number, writeSignalNumber)
        }
    }

    func remove(_ watcher: SignalWatcher, for signals: [Int32]) {
        for number in signals {
            watchers[number]?[ObjectIdentifier(watcher)] = nil
            // Kept off once watched: a signal arriving between two screens must not end wf mid-write.
            if watchers[number]?.isEmpty ?? true { signal(number, SIG_IGN) }
        }
    }

    private func drain() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readEnd, &bytes, bytes.count)
            guard count > 0 else { return }
            for number in bytes.prefix(count) {
                for entry in (watchers[Int32(number)] ?? [:]).values { entry.watcher?.deliver() }
            }
        }
    }
}

/// Set once, before the first handler is installed; read by the handler in any thread.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Async-signal-safe: one write(2), errno kept for the code the signal interrupted.
private func writeSignalNumber(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = saved
}
