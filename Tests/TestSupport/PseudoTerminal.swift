import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program on a pseudo-terminal of its own, driven as a person at a keyboard would: keys in,
/// the screen's bytes read as they come, the window resized. The program leads a new session with
/// the terminal as its controlling terminal, so Ctrl-C, SIGWINCH and job control work as they do in
/// a terminal window. Every wait has a deadline, and a program still running when this is dropped
/// (or told to `stop`) is killed with its process group: a test can fail, never hang.
public final class PseudoTerminal: @unchecked Sendable {
    public let pid: pid_t
    private let master: Int32
    private let lock = NSLock()
    private var bytes = Data()
    private var status: Int32?

    public enum Failure: Error { case noPseudoTerminal, spawn(Int32) }

    public init(_ executable: String, _ arguments: [String], environment: [String: String], columns: Int, rows: Int) throws {
        guard let pty = PTY.functions else { throw Failure.noPseudoTerminal }
        let master = pty.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0 else {
            if master >= 0 { close(master) }
            throw Failure.noPseudoTerminal
        }
        var name = [CChar](repeating: 0, count: 128)
        guard pty.name(master, &name, name.count) == 0 else {
            close(master)
            throw Failure.noPseudoTerminal
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        // The child: a new session (so that opening the terminal makes it the controlling one), the
        // terminal on 0, 1 and 2, every signal at its default and none blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(PTY.spawnSetSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            close(master)
            throw Failure.spawn(result)
        }
        self.pid = pid
        self.master = master
    }

    deinit {
        stop()
        close(master)
    }

    /// Everything the program wrote so far, as text.
    public var output: String {
        lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }

    /// How many bytes have been read so far: `output(since:)` gives what came after.
    public var mark: Int { lock.withLock { bytes.count } }

    public func output(since mark: Int) -> String {
        lock.withLock { String(decoding: bytes.suffix(from: min(mark, bytes.count)), as: UTF8.self) }
    }

    /// Types `text` (control characters included: "\u{03}" is Ctrl-C, "\u{1A}" Ctrl-Z).
    public func send(_ text: String) {
        let data = Array(text.utf8)
        var sent = 0
        while sent < data.count {
            let count = data[sent...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// A new window size: the kernel sends SIGWINCH to the terminal's foreground process group.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's settings now (the master shares them with the program's end).
    public var settings: termios {
        var settings = termios()
        tcgetattr(master, &settings)
        return settings
    }

    /// Reads until `condition` holds for the output since `mark` (or all of it), or `timeout` seconds
    /// pass, or the program's end of the terminal is closed; whether it held.
    @discardableResult
    public func wait(since mark: Int = 0, timeout: Double = 30, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(output(since: mark)) { return true }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 || !readSome(waiting: min(left, 0.05)) && exited { return condition(output(since: mark)) }
        }
    }

    /// The program's exit status (128 + the signal's number if a signal ended it), reading its
    /// output meanwhile so that it never blocks on a full terminal; nil if it is still running after
    /// `timeout` seconds.
    public func waitForExit(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            if exited { break }
            readSome(waiting: 0.02)
        }
        while readSome(waiting: 0) {}
        return lock.withLock { status }
    }

    /// Kills the program's process group if it is still running, and reaps it.
    public func stop() {
        guard !exited else { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var raw: Int32 = 0
        if waitpid(pid, &raw, 0) == pid { record(raw) }
    }

    private var exited: Bool {
        if lock.withLock({ status != nil }) { return true }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
        record(raw)
        return true
    }

    private func record(_ raw: Int32) {
        let signal = raw & 0x7F
        lock.withLock { status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal }
    }

    /// Waits up to `seconds` for output and appends what there is; false when there was none.
    @discardableResult
    private func readSome(waiting seconds: Double) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(master, &chunk, chunk.count)
        guard count > 0 else {
            // EIO: no process has the terminal open any more. Do not spin on it.
            if seconds > 0 { usleep(UInt32(seconds * 1_000_000)) }
            return false
        }
        lock.withLock { bytes.append(contentsOf: chunk[0..<count]) }
        return true
    }
}

/// glibc's pseudo-terminal calls, which Swift's Glibc module does not declare (they sit behind
/// _XOPEN_SOURCE in <stdlib.h>), looked up in the C library already loaded.
private enum PTY {
    struct Functions {
        let open: @convention(c) (Int32) -> Int32
        let grant: @convention(c) (Int32) -> Int32
        let unlock: @convention(c) (Int32) -> Int32
        let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    }

    /// POSIX_SPAWN_SETSID from glibc's <spawn.h> (2.26 and later), likewise not declared.
    static let spawnSetSID: Int32 = 0x80

    static let functions: Functions? = {
        guard let library = dlopen(nil, RTLD_NOW),
              let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
              let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r") else { return nil }
        return Functions(open: unsafeBitCast(open, to: (@convention(c) (Int32) -> Int32).self),
                         grant: unsafeBitCast(grant, to: (@convention(c) (Int32) -> Int32).self),
                         unlock: unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self),
                         name: unsafeBitCast(name, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self))
    }()
}

/// What a full-screen program last drew: the text after its last "clear screen", without escape
/// sequences, as lines.
public enum TerminalFrames {
    public static func lastFrame(_ output: String) -> [String]? {
        guard let range = output.range(of: "\u{1B}[2J", options: .backwards) else { return nil }
        // Line ends are "\r\n", or "\r\r\n" once the terminal has turned "\n" into "\r\n" too.
        let frame = stripEscapes(String(output[range.upperBound...])).replacingOccurrences(of: "\r", with: "")
        return frame.components(separatedBy: "\n")
    }

    /// Drops CSI (ESC [ … final byte) and other two-character escape sequences.
    public static func stripEscapes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            guard let next = scalars.next(), next == "[" else { continue }
            while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
        }
        return String(result)
    }
}
