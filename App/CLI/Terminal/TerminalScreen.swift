import Foundation
import Presentation
import WeatherTerminal

/// The terminal while a full-screen loop (the map, the app) is on it: draws a frame only when it
/// differs from the last one (unless the screen was disturbed), gives the terminal back while
/// suspended, and turns keys and signals into calls.
@MainActor
final class TerminalScreen {
    let terminal = RawTerminal()
    var render: () -> String = { "" }
    var resized: () -> Void = {}
    private var drawn: String?

    func draw(force: Bool = false) {
        guard terminal.isFullScreen else { return }
        let frame = render()
        guard force || frame != drawn else { return }
        drawn = frame
        terminal.draw(frame)
    }

    /// A new window size: the state follows, and the whole screen is drawn again.
    func resize() {
        size = RawTerminal.size
        resized()
        draw(force: true)
    }

    /// The size last drawn at.
    private var size = RawTerminal.size

    /// Ctrl-Z: the terminal as it was, then stop as the shell expects (SIGTSTP to the job); once
    /// continued (`fg`), full screen again at the window's size now.
    func suspend() {
        terminal.restore()
        // Sent to the process, the signal is taken by whichever thread the kernel picks, and the
        // stop could come a moment later, after the resume below. Sent to this thread, with it
        // unblocked here (Dispatch's threads block signals), the stop happens before raise returns,
        // and raise returns once the shell continues the job.
        var stop = sigset_t(), previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        resume()
    }

    /// After a stop (Ctrl-Z, or SIGSTOP from elsewhere): raw mode again and a full redraw.
    func resume() {
        try? terminal.enter()
        resize()
    }

    /// Every signal that would end wf: each restores the terminal, then exits 128 + the signal.
    static let endingSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Ctrl-C, Ctrl-\ and Ctrl-Z arrive as keys in raw mode; these are the signals from elsewhere: a
    /// resize, `fg`, and the end (the terminal restored, then exit 128 + the signal). Watch them
    /// before entering raw mode, and keep them while the loop runs.
    func watchSignals() -> [SignalWatcher] {
        (Self.endingSignals + [SIGWINCH, SIGCONT]).map { number in
            let watcher = SignalWatcher(signals: [number])
            watcher.onSignal = {
                Task { @MainActor in
                    switch number {
                    case SIGWINCH: self.resize()
                    case SIGCONT: self.resume()
                    default:
                        self.terminal.restore()
                        // Not exit(): its atexit work can wait for locks that the threads still
                        // running hold (seen: wf app alive 30 s after SIGTERM, about 1 run in 10).
                        // Everything kept is already committed, and the screen is written unbuffered.
                        _exit(128 + number)
                    }
                }
            }
            return watcher
        }
    }

    /// SIGWINCH can be lost (ignored while no thread blocks it, it is discarded on arrival): the
    /// size is also looked at a few times a second, and a change redraws as the signal would.
    func followWindowSize() -> Task<Void, Never> {
        Task { @MainActor [weak self] in
            while (try? await Task.sleep(for: .milliseconds(250))) != nil {
                guard let self else { return }
                let now = RawTerminal.size
                if now != size { resize() }
            }
        }
    }

    /// Every key typed goes to `handle`, until it says the loop is over.
    func readKeys(_ handle: @escaping @MainActor (TerminalKey) -> Bool) -> Task<Void, Never> {
        Task { @MainActor in
            var decoder = TerminalInputDecoder()
            for await bytes in RawTerminal.input() {
                for key in decoder.keys(bytes) + decoder.flushKeys() {
                    guard handle(key) else { return }
                }
            }
        }
    }
}

extension TerminalScreen {
    /// One state of a full-screen loop: in accessible mode, what changed since the last one said is
    /// said as sentences (and `said` moves on); otherwise the screen is drawn again.
    func present<State>(_ state: State, after said: inout State?, style: TerminalStyle, sentences: (State?, State) -> [String]) {
        guard style.accessible else { return draw() }
        let lines = sentences(said, state)
        terminal.say(style.unicode ? lines : lines.map { TerminalStyle.asciiOnly($0, in: style.phrasebook.language) })
        said = state
    }
}
