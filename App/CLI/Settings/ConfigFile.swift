import Foundation
import Presentation

/// `$WF_HOME/config.json`: settings as strings, written 0600 in a 0700 folder.
struct ConfigFile: Sendable {
    let url: URL

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        case unwritable(String, String)

        var description: String {
            switch self {
            case .unreadable(let path, let why): "cannot read \(path): \(why)"
            case .unwritable(let path, let why): "cannot write \(path): \(why)"
            }
        }
    }

    /// An absent file is an empty configuration.
    func load() throws(Failure) -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        do {
            let data = try Data(contentsOf: url)
            if data.isEmpty { return [:] }
            return try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            throw .unreadable(url.path, "it is not a JSON object of strings; fix it, or move it aside with: wf config reset")
        }
    }

    /// Moves the file aside as `config.json.broken-<time>` (or `.old-<time>` when it was readable)
    /// and returns where it went; nil when there was no file.
    func moveAside(now: Date = Date()) throws(Failure) -> URL? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let readable = (try? load()) != nil
        let stamp = WeatherFormat.iso8601(now).replacingOccurrences(of: ":", with: "")
        let aside = url.deletingLastPathComponent().appendingPathComponent("config.json.\(readable ? "old" : "broken")-\(stamp)")
        guard rename(url.path, aside.path) == 0 else { throw .unwritable(url.path, String(cString: strerror(errno))) }
        return aside
    }

    func save(_ values: [String: String]) throws(Failure) {
        do {
            try StateDirectory.create(url.deletingLastPathComponent())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(values)
            // Write to a private temporary file, then rename: never a moment with a readable key or half a file.
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".config.json.\(getpid())")
            guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
                throw Failure.unwritable(url.path, "permission denied")
            }
            guard rename(temporary.path, url.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw Failure.unwritable(url.path, String(cString: strerror(errno)))
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .unwritable(url.path, "\(error.localizedDescription)")
        }
    }
}

/// The folder for the database and config: created private to the user.
enum StateDirectory {
    static func create(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// `WF_HOME`, else `$XDG_DATA_HOME/wf`, else `~/.local/share/wf`.
    static func resolve(environment: [String: String]) -> URL {
        if let home = environment["WF_HOME"], !home.isEmpty { return URL(fileURLWithPath: home) }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return URL(fileURLWithPath: data).appendingPathComponent("wf") }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/wf")
    }
}
