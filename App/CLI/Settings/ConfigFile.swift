import DataAccess
import Domain
import Foundation
#if os(Linux)
import Glibc
#endif
import Presentation

/// `$WF_HOME/config.json`: settings as strings, written 0600 in a 0700 folder. A hand-edited file
/// may give a number (`"timeout": 5`) or true/false (`"accessible": true`, read as on/off) too.
///
/// Read without following a link and at most `maximumBytes`; changed only under the state folder's
/// exclusive lock, by writing a private temporary file and renaming it over the old one, so that
/// concurrent `wf config set` keep every key and a reader never sees half a file.
struct ConfigFile: Sendable {
    let url: URL
    /// A hand-written config is a few hundred bytes; a larger file is not one wf wrote.
    static let maximumBytes = 64 << 10

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        case unwritable(String, String)
        /// The folder or file could be changed by another user (`WeatherError.untrustedState`).
        case untrusted(WeatherError)

        var description: String {
            switch self {
            case .unreadable(let path, let why): "cannot read \(path): \(why)"
            case .unwritable(let path, let why): "cannot write \(path): \(why)"
            case .untrusted(let error): WeatherErrorMessage(error).text
            }
        }
    }

    /// One value as a person may write it: "5", 5, 0.5 or true.
    private struct Value: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self.text = text
            } else if let flag = try? container.decode(Bool.self) {
                text = flag ? "on" : "off"
            } else if let whole = try? container.decode(Int.self) {
                text = String(whole)
            } else {
                text = String(try container.decode(Double.self))
            }
        }
    }

    private var folder: StateFolder { StateFolder(url.deletingLastPathComponent()) }

    /// An absent file is an empty configuration.
    func load() throws(Failure) -> [String: String] {
        do {
            try folder.verify()
        } catch {
            throw .untrusted(error)
        }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // No file, or no folder to hold one (WF_HOME is a file): nothing is configured.
            if errno == ENOENT || errno == ENOTDIR { return [:] }
            throw .unreadable(url.path, String(cString: strerror(errno)).lowercased())
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.read(upToCount: Self.maximumBytes + 1) ?? Data()
        } catch {
            throw .unreadable(url.path, error.localizedDescription)
        }
        guard data.count <= Self.maximumBytes else {
            throw .unreadable(url.path, "it is larger than \(Self.maximumBytes >> 10) KiB, so not a wf config; move it aside with: wf config reset")
        }
        if data.isEmpty { return [:] }
        do {
            return try JSONDecoder().decode([String: Value].self, from: data).mapValues(\.text)
        } catch {
            throw .unreadable(url.path, "it is not a JSON object of strings, numbers and true/false; fix it, or move it aside with: wf config reset")
        }
    }

    /// Moves the file aside as `config.json.broken-<time>` (or `.old-<time>` when it was readable)
    /// and returns where it went; nil when there was no file.
    func moveAside(now: Date = Date()) throws -> URL? {
        try underLock {
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let readable = (try? load()) != nil
            let stamp = WeatherFormat.iso8601(now).replacingOccurrences(of: ":", with: "")
            let aside = url.deletingLastPathComponent().appendingPathComponent("config.json.\(readable ? "old" : "broken")-\(stamp)")
            guard rename(url.path, aside.path) == 0 else { throw writeError(errno) }
            return aside
        }
    }

    /// Reads the file, applies `change` and writes it back, all under the folder's exclusive lock:
    /// another `wf config set` running at the same moment waits, then sees this change.
    /// Returns the values as written.
    @discardableResult
    func update(_ change: (inout [String: String]) throws -> Void) throws -> [String: String] {
        try underLock {
            var values = try load()
            try change(&values)
            try save(values)
            return values
        }
    }

    private func underLock<T>(_ body: () throws -> T) throws -> T {
        do {
            try folder.create()
        } catch {
            // Foundation's error names no errno: ask the system once more, for its words.
            throw writeError(mkdir(folder.path, 0o700) == 0 ? EACCES : (errno == EEXIST ? ENOTDIR : errno))
        }
        let lock: FileLock
        do {
            lock = try FileLock(path: folder.lockPath)
        } catch {
            throw writeError(errno == 0 ? EACCES : errno)
        }
        return try lock.withLock(.exclusive, body)
    }

    /// Writes a private temporary file (never through a link), flushes it to the disk, then renames
    /// it over the old one: never a moment with a readable key or half a file.
    private func save(_ values: [String: String]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(values)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".config.json.\(getpid())").path
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw writeError(errno) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        let failure = written == data.count ? (fsync(descriptor) == 0 ? 0 : errno) : (written < 0 ? errno : ENOSPC)
        close(descriptor)
        guard failure == 0, rename(temporary, url.path) == 0 else {
            let code = failure == 0 ? errno : failure
            unlink(temporary)
            throw writeError(code)
        }
    }

    /// A write that failed with `code`, as the error the user can act on.
    private func writeError(_ code: Int32) -> WeatherError {
        if code == ENOSPC || code == EDQUOT { return .noSpace(folder: folder.path) }
        return .cannotSave(folder: folder.path, reason: String(cString: strerror(code)).lowercased())
    }
}

/// Where the state folder is.
enum StateDirectory {
    /// `WF_HOME`, else `$XDG_DATA_HOME/wf`, else `~/.local/share/wf`.
    static func resolve(environment: [String: String]) -> URL {
        if let home = environment["WF_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return URL(fileURLWithPath: data).appendingPathComponent("wf") }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/wf")
    }
}
