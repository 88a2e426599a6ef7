import Dispatch
import Foundation

/// Turns signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, …) into a callback on the main queue, so screens
/// can restore the terminal before exiting. While it lives, the signals' own action (ending wf,
/// or for SIGQUIT ending it with a core dump) is turned off.
@MainActor
final class SignalWatcher {
    private var sources: [any DispatchSourceSignal] = []
    var onSignal: (@Sendable () -> Void)?

    init(signals: [Int32]) {
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.onSignal?() }
            }
            source.resume()
            sources.append(source)
        }
    }

    isolated deinit {
        sources.forEach { $0.cancel() }
    }
}
