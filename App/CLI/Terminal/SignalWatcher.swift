import Dispatch
import Foundation

/// Turns SIGINT/SIGTERM into a callback so screens can restore the terminal before exiting.
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
