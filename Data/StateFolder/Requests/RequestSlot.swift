import Foundation
import Synchronization
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the wf processes of one state folder meet over one resource: a lock, held while one of
/// them asks, and the answer it kept for the others (`requests/` in the state folder).
///
/// The lock is one of 256 files, chosen by the request's hash, so the folder never fills with
/// them; two requests that share one only take turns. The lock belongs to the open file: a process
/// that dies holding it releases it. Two different requests of one process that share a file do
/// not wait for each other: the process cannot be both the one asking and the one waiting.
final class RequestSlot: @unchecked Sendable {
    static let folderName = "requests"
    /// Kept answers older than this are removed when another is kept.
    static let keptFor: TimeInterval = 3_600

    let answerPath: String
    private let folder: String
    private let descriptor: Int32
    private let lockPath: String
    private let hash: UInt64

    /// The lock files this process holds, and for which request (by hash).
    private static let heldHere = Mutex<[String: UInt64]>([:])

    /// nil when the folder cannot be used (read-only, a link, not a folder): the request is then
    /// made without meeting anyone.
    init?(folder: String, request: String) {
        var status = stat()
        if lstat(folder, &status) != 0 {
            guard mkdir(folder, 0o700) == 0 || errno == EEXIST, lstat(folder, &status) == 0 else { return nil }
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { return nil }
        let hash = Self.hash(request)
        self.hash = hash
        self.folder = folder
        answerPath = folder + "/answer-" + String(hash, radix: 16)
        lockPath = folder + "/lock-" + String(hash & 0xFF, radix: 16)
        descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// Takes the lock if no one holds it, and writes this process's id in it, for the waiters.
    func tryLock() -> Bool {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        Self.heldHere.withLock { $0[lockPath] = hash }
        var id = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = id.withUTF8 { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return true
    }

    enum Waited: Equatable {
        case locked
        /// The deadline passed, or the task was cancelled.
        case gaveUp
        /// The process holding the lock is stopped (Ctrl-Z, SIGSTOP): it will not ask for a while.
        case holderStopped
        /// This process holds the lock for another request that shares its file.
        case heldHereForAnother
    }

    /// Waits for the lock until `deadline`, or until the process holding it is found stopped.
    func lock(before deadline: ContinuousClock.Instant) async -> Waited {
        var pause = Duration.milliseconds(2)
        while !tryLock() {
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return .gaveUp }
            if holderIsStopped() { return .holderStopped }
            if let held = Self.heldHere.withLock({ $0[lockPath] }), held != hash { return .heldHereForAnother }
            do { try await Task.sleep(for: pause) } catch { return .gaveUp }
            pause = min(pause * 2, .milliseconds(50))
        }
        return .locked
    }

    /// Whether the process whose id the lock holds is stopped (state T or t in `/proc/<id>/stat`).
    func holderIsStopped() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = pread(descriptor, &bytes, bytes.count, 0)
        guard count > 0, let id = Int32(String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
              id > 0, id != getpid(),
              let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return false }
        // "pid (name) S …": the state follows the name, which may itself hold spaces and parentheses.
        let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
        return state == "T" || state == "t"
    }

    func unlock() {
        Self.heldHere.withLock { if $0[lockPath] == hash { $0[lockPath] = nil } }
        flock(descriptor, LOCK_UN)
    }

    /// The ticket of the answer kept now, if any: read before waiting, to tell a new answer from it.
    func keptTicket() -> UInt64? {
        read(limit: 24)?.data.flatMap(StoredAnswer.ticket(in:))
    }

    /// The answer kept now; with `since`, only one kept at or after that moment.
    func keptAnswer(since: Date? = nil) -> StoredAnswer? {
        guard let kept = read(limit: StoredAnswer.largest) else { return nil }
        if let since, kept.modified < since { return nil }
        return kept.data.flatMap(StoredAnswer.init)
    }

    /// Replaces the kept answer at once (a new file renamed over the old), and removes answers
    /// nobody has asked for in an hour.
    func keep(_ answer: StoredAnswer) {
        let temporary = answerPath + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { return }
        // The head and the body written one after the other: the body is never copied to be kept.
        let written = [answer.encodedHead, answer.body].allSatisfy { part in
            part.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let count = write(file, bytes.baseAddress! + offset, bytes.count - offset)
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
        }
        close(file)
        guard written, rename(temporary, answerPath) == 0 else {
            unlink(temporary)
            return
        }
        removeOldAnswers()
    }

    /// The kept file's first `limit` bytes (nil when larger: it is no answer wf kept) and when it
    /// was written. Only a regular file is read, and never waited on: another file put in its place
    /// (a FIFO, a device) is no answer.
    private func read(limit: Int) -> (data: Data?, modified: Date)? {
        let file = open(answerPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        guard status.st_size <= StoredAnswer.largest else { return (nil, modified) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: min(limit, 64 << 10))
        while data.count < limit {
            let count = Glibc.read(file, &buffer, min(buffer.count, limit - data.count))
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return (data, modified)
    }

    private func removeOldAnswers() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let oldest = Date().timeIntervalSince1970 - Self.keptFor
        for name in names where name.hasPrefix("answer-") {
            var status = stat()
            let path = folder + "/" + name
            if lstat(path, &status) == 0, Double(status.st_mtim.tv_sec) < oldest { unlink(path) }
        }
    }

    /// FNV-1a, 64 bits: a name for the request, not a secret (the URL may hold an API key, the
    /// file name never does).
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}
