import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `wf` running on a pseudo-terminal, driven as a person would: keys typed, the window's size,
/// signals. Its screen (everything written to the terminal) is collected as it comes.
///
/// The terminal is `wf`'s standard input, output and error, but not its controlling terminal: a
/// Ctrl-C byte reaches `wf` as a byte (as in raw mode), and a real SIGINT is sent with `signal`.
public final class TerminalSession: @unchecked Sendable {
    private let master: Int32
    /// Kept open so the terminal's settings can be read after `wf` has gone.
    private let slave: Int32
    private let process = Process()
    private let lock = NSLock()
    private var collected = Data()
    private var reading = true
    private let reader = DispatchGroup()

    /// `program`: what runs on the terminal, `wf` unless told (`tmux attach`, say).
    public init(_ wf: WFProcess, _ arguments: [String], columns: Int = 80, rows: Int = 24, program: URL? = nil) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0, Self.grantpt(master) == 0, Self.unlockpt(master) == 0, let name = Self.ptsname(master) else {
            throw POSIXError(.ENOTTY)
        }
        slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        process.executableURL = program ?? WFProcess.executable
        process.arguments = arguments
        var environment = wf.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = nil
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try WFProcess.spawning.withLock { try process.run() }

        reader.enter()
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while lock.withLock({ reading }) {
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 50) > 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                lock.withLock { collected.append(contentsOf: buffer[0..<count]) }
            }
            reader.leave()
        }.start()
    }

    // The C library has them, but its Swift module hides them (they need _XOPEN_SOURCE).
    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    private static let grantpt = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "grantpt"), to: DescriptorCall.self)
    private static let unlockpt = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "unlockpt"), to: DescriptorCall.self)
    private static let ptsname = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptsname"), to: NameCall.self)

    deinit {
        if process.isRunning { process.terminate() }
        lock.withLock { reading = false }
        reader.wait()
        close(master)
        close(slave)
    }

    /// Everything written to the terminal so far.
    public var screen: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Types `text` (escape sequences included) at the keyboard.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until what was written since `offset` contains `text`; false after `timeout` seconds.
    @discardableResult
    public func waitFor(_ text: String, after offset: Int = 0, timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if since(offset).contains(text) { return true }
            usleep(10_000)
        }
        return false
    }

    /// How many bytes have been written so far: a mark for `waitFor(_:after:)`.
    public var mark: Int { lock.withLock { collected.count } }

    /// What was written after `offset` bytes.
    public func since(_ offset: Int) -> String {
        lock.withLock { String(decoding: collected.dropFirst(offset), as: UTF8.self) }
    }

    public func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for `wf` to end; nil if it is still running after `timeout` seconds (it is then killed).
    public func exitStatus(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        // Let the reader take what was written last.
        usleep(100_000)
        return process.terminationStatus
    }

    /// The terminal's line settings now, to check that `wf` put them back.
    public var isInLineMode: Bool {
        var settings = termios()
        guard tcgetattr(slave, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }
}
