import Foundation
import Presentation

/// The terminal while the map is on it: draws a frame only when it differs from the last one
/// (unless the screen was disturbed), and gives the terminal back while suspended.
@MainActor
final class MapScreen {
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
        resized()
        draw(force: true)
    }

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
}
