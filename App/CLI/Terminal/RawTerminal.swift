import Foundation
import WeatherTerminal

/// Full-screen terminal mode: raw input, the alternate screen, mouse reporting, hidden cursor;
/// or, for a screen reader, raw input alone, the output going on line by line.
/// `restore()` undoes all of it and is safe to call more than once, from a signal handler too.
@MainActor
final class RawTerminal {
    private var original = termios()
    private var active = false
    /// False for a screen reader: the keys are read raw, and nothing else changes.
    var isFullScreen = true

    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The window's size, or 80×24 when it reports none.
    static var size: (width: Int, height: Int) {
        guard let size = WindowSize.current(), size.rows > 0 else { return (80, 24) }
        return (size.columns, size.rows)
    }

    /// Raw mode and the full screen; the keys typed before are dropped. Entered again (after a
    /// stop, when the shell may have reset the terminal), it applies them again, keeping what was
    /// typed and the settings saved the first time.
    func enter() throws {
        let first = !active
        if first {
            guard tcgetattr(STDIN_FILENO, &original) == 0 else { throw POSIXError(.ENOTTY) }
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard Self.set(raw, when: first ? TCSAFLUSH : TCSANOW) else { throw POSIXError(.ENOTTY) }
        active = true
        if isFullScreen { write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h") }
    }

    func restore() {
        guard active else { return }
        active = false
        if isFullScreen { write("\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l") }
        _ = Self.set(original, when: TCSAFLUSH)
    }

    /// TCSAFLUSH waits for the output to drain, and a signal can cut that short (SIGCONT does,
    /// when the shell continues the job): then it is tried again.
    private static func set(_ settings: termios, when: Int32) -> Bool {
        var settings = settings
        while tcsetattr(STDIN_FILENO, when, &settings) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    func draw(_ screen: String) {
        write("\u{1B}[H\u{1B}[2J" + screen)
    }

    /// Lines after what is there, for a screen reader to read as they come.
    func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(lines.joined(separator: "\r\n") + "\r\n")
    }

    private func write(_ text: String) {
        _ = FileDescriptor.standardOutput.writeAll(text)
    }

    /// Bytes from stdin as they arrive, read on a background thread.
    static func input() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count <= 0 { break }
                    continuation.yield(Array(buffer[0..<count]))
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
