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
        let user = geteuid()
        var folder = stat()
        if lstat(path, &folder) == 0 {
            // Links in the folders above it are the system's business (`/home` → `/data/home`);
            // the folder itself is wf's, and a link there could be swapped for another.
            if folder.st_mode & S_IFMT == S_IFLNK {
                throw .untrustedState(path: path, problem: "it is a symbolic link, and wf follows none for its own folder",
                                      fix: "export WF_HOME=\(Self.target(of: path))")
            }
            try Self.check(path, folder, user: user, isFolder: true)
        }
        var requests = stat()
        let requestsPath = file(RequestSlot.folderName)
        if lstat(requestsPath, &requests) == 0 {
            if requests.st_mode & S_IFMT == S_IFLNK {
                throw .untrustedState(path: requestsPath, problem: "it is a symbolic link, and wf follows none in its folder",
                                      fix: "rm \(requestsPath)")
            }
            guard requests.st_mode & S_IFMT == S_IFDIR else {
                throw .untrustedState(path: requestsPath, problem: "it is not a folder", fix: "mv \(requestsPath) \(requestsPath).aside")
            }
            try Self.check(requestsPath, requests, user: user, isFolder: true)
        }
        for file in files {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFLNK {
                throw .untrustedState(path: file, problem: "it is a symbolic link, and wf follows none in its folder",
                                      fix: "rm \(file)")
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw .untrustedState(path: file, problem: "it is not a regular file", fix: "mv \(file) \(file).aside")
            }
            try Self.check(file, status, user: user, isFolder: false)
        }
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
