import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the user named for wf to write (`wf fav export FILE`): written *into*, never over. What
/// the path is decides how:
/// - nothing yet: a new file, whole or not at all (`AtomicFile`);
/// - a regular file: replaced whole or not at all, keeping its permissions;
/// - a device, a FIFO, a socket (`/dev/null`, `/dev/stdout`, a pipe): written into, as a shell's `>` does;
/// - a symbolic link: what it points to, by the same rules; the link itself is never replaced.
/// A FIFO nobody reads is refused at once rather than waited on.
public enum UserFile {
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let code: Int32
        public var reason: String {
            switch code {
            case ENOENT: "there is no folder " + folder
            case EISDIR: "it is a folder"
            case ENXIO: "nothing is reading from it"
            default: String(cString: strerror(code)).lowercased()
            }
        }
        /// The disk (or device) is full: nothing more can be written there.
        public var isFull: Bool { code == ENOSPC || code == EDQUOT }
        public var folder: String {
            let folder = (path as NSString).deletingLastPathComponent
            return folder.isEmpty ? "." : folder
        }
        public var description: String { "\(path): \(reason)" }
    }

    public static func write(_ data: Data, to path: String) throws(Failure) {
        var status = stat()
        // stat follows a link: a link is written as what it points to.
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw Failure(path: path, code: errno) }
            return try replace(data, at: path, mode: 0o644)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw Failure(path: path, code: EISDIR)
        case S_IFREG:
            try replace(data, at: resolved(path), mode: status.st_mode & 0o7777)
        default:
            try writeInto(data, path)
        }
    }

    /// The regular file a link leads to, so that the file is replaced and the link kept.
    private static func resolved(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        return (path as NSString).resolvingSymlinksInPath
    }

    private static func replace(_ data: Data, at path: String, mode: mode_t) throws(Failure) {
        do {
            try AtomicFile.write(data, to: path, mode: mode)
        } catch {
            throw Failure(path: path, code: error.code)
        }
    }

    private static func writeInto(_ data: Data, _ path: String) throws(Failure) {
        // Not blocking on a FIFO without a reader; the writes themselves block as usual.
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var failure = AtomicFile.writeAll(data, to: descriptor)
        // A device that takes the bytes and then cannot keep them (a full disk behind it) says so here.
        if failure == nil, fsync(descriptor) != 0, errno != EINVAL, errno != EROFS { failure = errno }
        if let failure { throw Failure(path: path, code: failure) }
    }
}
