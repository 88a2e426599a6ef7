import Foundation
import WeatherTerminal
import Presentation

/// "⠹ Fetching the forecast for berlin from Open-Meteo" on stderr while a request is slow: shown
/// only on a terminal, only after half a second, and cleared before the result is printed.
@MainActor
final class ProgressIndicator {
    static let delay: Duration = .milliseconds(500)
    private static let unicodeFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    private static let asciiFrames = ["|", "/", "-", "\\"]

    private let label: String
    private let console: Console
    private let unicode: Bool
    /// Without animation (accessible mode) the label is one plain line, said once and left.
    private let animated: Bool
    private var task: Task<Void, Never>?
    private var shown = false
    /// Whether Ctrl-C (or a TERM) now clears the line before ending wf, as the default would not.
    private var clearsOnSignal = false

    init(label: String, console: Console, unicode: Bool, animated: Bool = true) {
        self.label = label
        self.console = console
        self.unicode = unicode
        self.animated = animated
    }

    /// Whether stderr is a terminal: a pipe or a file never gets the animation.
    static var isWanted: Bool { isatty(STDERR_FILENO) == 1 }

    func start() {
        task = Task { [weak self] in
            do { try await Task.sleep(for: Self.delay) } catch { return }
            guard self?.animated ?? false else {
                self?.console.writeError("\(self?.label ?? "Fetching")...\n")
                return
            }
            var frame = 0
            while !Task.isCancelled {
                self?.draw(frame)
                frame += 1
                do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
        if shown { console.writeError("\r\u{1B}[K") }
        shown = false
        if clearsOnSignal {
            for number in Self.endingSignals { signal(number, SIG_DFL) }
            clearsOnSignal = false
        }
    }

    private static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

    private func draw(_ frame: Int) {
        let frames = unicode ? Self.unicodeFrames : Self.asciiFrames
        shown = true
        if !clearsOnSignal {
            clearsOnSignal = true
            // Only where the signal would end wf as it is: a screen that handles it keeps its handler.
            for number in Self.endingSignals {
                let previous = signal(number, clearLineThenEnd)
                if let previous { signal(number, previous) }  // nil is SIG_DFL
            }
        }
        let width = TerminalStyle.terminalWidth(of: STDERR_FILENO) ?? 80
        console.writeError("\r\(frames[frame % frames.count]) \(Self.fitted(label, width: width))\u{1B}[K")
    }

    /// The label cut to the columns beside the spinner, never wrapped: a wrapped line could not be
    /// redrawn in place. Counted in columns, not characters: "予報" is four.
    static func fitted(_ label: String, width: Int) -> String {
        label.prefix(columns: max(width - 3, 0))
    }
}

/// Clears the spinner's line, then ends wf by the same signal, so the shell still sees Ctrl-C
/// (status 130). Async-signal-safe: one write(2), then the default action.
private func clearLineThenEnd(_ number: Int32) {
    let clear: StaticString = "\r\u{1B}[K"
    _ = write(STDERR_FILENO, clear.utf8Start, clear.utf8CodeUnitCount)
    signal(number, SIG_DFL)
    raise(number)
}
