import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock shared by every `wf` process of one state folder (`flock` on `wf.lock`).
///
/// Exclusive for what must not interleave across processes: repairing a damaged database and
/// rewriting `config.json`. Shared for what must not run during a repair: opening the database and
/// writing user data into it. The lock belongs to the open file, so it is released when the
/// process ends, however it ends: a crashed `wf` never leaves the folder locked.
public final class FileLock: @unchecked Sendable {
    public enum Mode: Sendable {
        case shared, exclusive

        var operation: Int32 { self == .shared ? LOCK_SH : LOCK_EX }
    }

    public enum Failure: Error, Hashable, Sendable {
        /// The lock file cannot be created or opened (an unwritable folder, a link in its place).
        case unavailable(path: String, reason: String)
        /// Another `wf` held the lock for longer than the wait allowed.
        case timedOut(path: String)
    }

    public let path: String
    private let descriptor: Int32
    private let mutex = NSLock()

    /// Opens (creating, private to the user) the lock file; never follows a link.
    public init(path: String) throws(Failure) {
        self.path = path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unavailable(path: path, reason: String(cString: strerror(errno))) }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Runs `body` holding the lock in `mode`, waiting at most `wait` for other processes.
    /// Not re-entrant: a thread of this process that holds it must not ask for it again.
    public func withLock<T>(_ mode: Mode, wait: Duration = .seconds(10), _ body: () throws -> T) throws -> T {
        try mutex.withLock {
            try acquire(mode, wait: wait)
            defer { flock(descriptor, LOCK_UN) }
            return try body()
        }
    }

    private func acquire(_ mode: Mode, wait: Duration) throws(Failure) {
        let deadline = ContinuousClock.now + wait
        var pause: UInt32 = 1_000
        while flock(descriptor, mode.operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw .unavailable(path: path, reason: String(cString: strerror(errno)))
            }
            guard ContinuousClock.now < deadline else { throw .timedOut(path: path) }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
    }
}
