import Foundation

/// The terminal's size in character cells, as the kernel reports it for standard output.
public struct WindowSize: Equatable {
    public var columns: Int
    public var rows: Int

    /// Nil when standard output is not a terminal, or one that reports no width (rows may be 0).
    /// The terminal on `descriptor` (stdout unless told), nil when it is not a terminal.
    public static func current(of descriptor: Int32 = STDOUT_FILENO) -> WindowSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return WindowSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
