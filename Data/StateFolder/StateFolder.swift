import Domain
import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder that holds what the user keeps: `config.json`, `wf.sqlite`, the copy of the
/// favourites (`favourites.json`) and the lock.
///
/// Trusted only when it is the user's alone, as ssh trusts `~/.ssh`: a folder or file that another
/// user owns or could write, or a link planted where a file should be, could redirect the API key
/// or the database, so wf refuses it (exit 77) and says how to fix it.
public struct StateFolder: Sendable {
    public let url: URL
    public let path: String

    public init(_ url: URL) {
        self.url = url
        path = url.path
    }

    public var configPath: String { file("config.json") }
    public var databasePath: String { file("wf.sqlite") }
    public var lockPath: String { file("wf.lock") }
    /// The plain copy of the favourites, beside the database.
    public var favouritesCopyPath: String { file("favourites.json") }

    public func file(_ name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

    /// Every file wf opens in the folder.
    var files: [String] {
        [configPath, databasePath, databasePath + "-wal", databasePath + "-shm", lockPath, favouritesCopyPath]
    }

    /// Creates the folder private to the user when it does not exist yet.
    public func create() throws {
        var folder = stat()
        if stat(path, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR { return }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
    }

    /// Throws `WeatherError.untrustedState` when the folder or a file in it is not the user's alone.
    /// A folder or file that does not exist yet is fine: wf creates it private.
    public func verify() throws(WeatherError) {
        if let first = problems().first { throw first }
    }

    /// Every way the folder and its files are not the user's alone (`wf doctor`), the folder first;
    /// `verify` refuses the first. A link for the folder itself is the only finding about it.
    public func problems() -> [WeatherError] {
        let user = geteuid()
        var folder = stat()
        var found: [WeatherError] = []
        if lstat(path, &folder) == 0 {
            // Links in the folders above it are the system's business (`/home` → `/data/home`);
            // the folder itself is wf's, and a link there could be swapped for another.
            if folder.st_mode & S_IFMT == S_IFLNK {
                return [.untrustedState(path: path, problem: "it is a symbolic link, and wf follows none for its own folder",
                                        fix: "export WF_HOME=\(Self.target(of: path))")]
            }
            found += Self.problem { () throws(WeatherError) in try Self.check(path, folder, user: user, isFolder: true) }
        }
        found += Self.problem { () throws(WeatherError) in try Self.checkEntry(file(RequestSlot.folderName), user: user, isFolder: true) }
        for file in files {
            found += Self.problem { () throws(WeatherError) in try Self.checkEntry(file, user: user, isFolder: false) }
        }
        return found
    }

    private static func problem(_ check: () throws(WeatherError) -> Void) -> [WeatherError] {
        do { try check(); return [] } catch { return [error] }
    }

    /// A file (or the folder of kept answers) in the state folder: none yet is fine; a link, the
    /// wrong kind, or another user's hand on it is refused.
    private static func checkEntry(_ path: String, user: uid_t, isFolder: Bool) throws(WeatherError) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFLNK {
            throw .untrustedState(path: path, problem: "it is a symbolic link, and wf follows none in its folder", fix: "rm \(path)")
        }
        guard status.st_mode & S_IFMT == (isFolder ? S_IFDIR : S_IFREG) else {
            throw .untrustedState(path: path, problem: isFolder ? "it is not a folder" : "it is not a regular file",
                                  fix: "mv \(path) \(path).aside")
        }
        try check(path, status, user: user, isFolder: isFolder)
    }

    /// Where a link leads, its links in turn resolved; the link itself when it leads nowhere.
    private static func target(of link: String) -> String {
        guard let resolved = realpath(link, nil) else { return "<the folder it points to>" }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` with the links in the folders above its last part resolved, so that SQLite, which
    /// opens nothing through a link, can open a file in a folder reached through one. The last part
    /// is left as it is: a link there is still refused. Unchanged when its folder does not exist.
    public static func resolvingParents(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        guard !folder.isEmpty, let resolved = realpath(folder, nil) else { return path }
        defer { free(resolved) }
        return (String(cString: resolved) as NSString).appendingPathComponent(name)
    }

    private static func check(_ path: String, _ status: stat, user: uid_t, isFolder: Bool) throws(WeatherError) {
        if status.st_uid != user {
            let owner = userName(status.st_uid)
            throw .untrustedState(path: path, problem: "it belongs to \(owner), not to you",
                                  fix: isFolder ? "export WF_HOME=<a folder of your own>" : "mv \(path) \(path).aside")
        }
        if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            let who = status.st_mode & S_IWOTH != 0 ? "any user" : "its group"
            throw .untrustedState(path: path, problem: "\(who) can change it", fix: "chmod go-w \(path)")
        }
    }

    private static func userName(_ id: uid_t) -> String {
        guard let entry = getpwuid(id), let name = entry.pointee.pw_name else { return "user \(id)" }
        return "user \(String(cString: name)) (\(id))"
    }
}
