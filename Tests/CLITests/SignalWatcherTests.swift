import Foundation
import Testing

@testable import CLI

/// A signal is never lost to a thread that was running before the watcher was made.
@Suite struct SignalWatcherTests {
    @Test @MainActor func aSignalTakenByAnEarlierThreadStillReachesTheWatcher() async throws {
        // A thread with the signal open, as URLSession's own thread is in wf (made from the main
        // thread, whose mask is open): the kernel may hand it the signal instead of the watcher's.
        let (ready, readying) = AsyncStream.makeStream(of: pthread_t.self)
        let running = Thread {
            var open = sigset_t()
            sigemptyset(&open)
            sigaddset(&open, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &open, nil)
            readying.yield(pthread_self())
            while !Thread.current.isCancelled { usleep(1_000) }
        }
        running.start()
        var threads = ready.makeAsyncIterator()
        let thread = try #require(await threads.next())
        defer { running.cancel() }

        let watcher = SignalWatcher(signals: [SIGUSR2])
        let (heard, hearing) = AsyncStream.makeStream(of: Bool.self)
        watcher.onSignal = { hearing.yield(true) }
        // Not a timing assertion: only how long a lost signal is waited for.
        let giveUp = Task {
            try await Task.sleep(for: .seconds(30))
            hearing.yield(false)
        }
        // At once, before any other work: the moment the watcher exists, a signal is its to hear.
        pthread_kill(thread, SIGUSR2)
        var iterator = heard.makeAsyncIterator()
        let reached = await iterator.next() ?? false
        giveUp.cancel()
        withExtendedLifetime(watcher) {}
        #expect(reached, "SIGUSR2 never reached the watcher")
    }
}
