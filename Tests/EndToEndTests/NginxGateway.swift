import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Real nginx running the shipped docs/deploy/nginx.conf in front of a test server, on a free port
/// of 127.0.0.1, with its logs, cache and scratch folders in a temporary folder of its own.
///
/// The config is the shipped file with three substitutions, nothing else:
/// - every `https://<host>/` (each source's real host) becomes `<upstream>/` (the test server; a path
///   after the host, MET Norway's `weatherapi/`, stays);
/// - `listen 8080;` becomes `listen 127.0.0.1:<port>;`;
/// - every `/var/` (logs, cache, scratch folders) becomes `<folder>/var/`.
/// `daemon off`, the pid file and (run by root) `user root` are given on the command line, which the
/// file leaves to the service.
final class NginxGateway: @unchecked Sendable {
    static let executable = "/usr/sbin/nginx"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable) }

    static let shippedConfig = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/deploy/nginx.conf")

    let folder: URL
    let port: UInt16
    private let process: Process
    private let lock = NSLock()
    private var stopped = false

    var baseURL: String { "http://127.0.0.1:\(port)" }
    var accessLog: URL { folder.appendingPathComponent("var/log/nginx/wf-gateway.log") }
    var errorLog: URL { folder.appendingPathComponent("var/log/nginx/wf-gateway-error.log") }

    /// Starts nginx in front of `upstream` and returns once it accepts connections. `edit` changes
    /// the shipped text first (a test that plants a bug in it).
    init(upstream: String, edit: (String) -> String = { $0 }) throws {
        let text = edit(try String(contentsOf: Self.shippedConfig, encoding: .utf8))
        var lastError: Error = GatewayError.notStarted("no attempt")
        // A port found free may be taken by another test before nginx binds it: then another port.
        for _ in 0..<3 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-nginx-\(UUID().uuidString)")
            do {
                let port = try Self.freePort()
                let process = try Self.start(Self.config(text, upstream: upstream, port: port, folder: folder), in: folder)
                try Self.waitUntilListening(port, process: process, folder: folder)
                self.folder = folder
                self.port = port
                self.process = process
                return
            } catch {
                lastError = error
                try? FileManager.default.removeItem(at: folder)
            }
        }
        throw lastError
    }

    deinit { stop() }

    /// The shipped text with the three substitutions above.
    static func config(_ text: String, upstream: String, port: UInt16, folder: URL) -> String {
        text.replacingOccurrences(of: #"https://[A-Za-z0-9.-]+/"#, with: upstream + "/", options: .regularExpression)
            .replacingOccurrences(of: "listen 8080;", with: "listen 127.0.0.1:\(port);")
            .replacingOccurrences(of: "/var/", with: folder.path + "/var/")
    }

    /// Stops nginx gracefully (requests in flight finish and are logged) and waits for it.
    func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first, process.isRunning else { return }
        kill(process.processIdentifier, SIGQUIT)
        // A connection that never ends would hold a graceful stop: then the quick one.
        for _ in 0..<500 where process.isRunning { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    func removeFolder() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func log() -> String {
        [accessLog, errorLog].map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined()
    }

    enum GatewayError: Error, CustomStringConvertible {
        case notStarted(String)
        var description: String {
            switch self { case .notStarted(let why): "nginx did not start: \(why)" }
        }
    }

    private static func start(_ config: String, in folder: URL) throws -> Process {
        for path in ["var/log/nginx", "var/cache/wf-gateway"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let file = folder.appendingPathComponent("nginx.conf")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("nginx.out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // Run by root (as CI runs), workers would take nginx's built-in user (nobody), who may not
        // enter a temporary folder; the shipped file names no user, so root is given here.
        let worker = geteuid() == 0 ? " user root;" : ""
        process.arguments = ["-p", folder.path + "/", "-c", file.path,
                             "-g", "daemon off; pid \(folder.appendingPathComponent("nginx.pid").path);\(worker)"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: output)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Polls until a connection is accepted, or nginx has exited (its reason is in nginx.out).
    private static func waitUntilListening(_ port: UInt16, process: Process, folder: URL) throws {
        for _ in 0..<1_000 {
            if connects(to: port) { return }
            guard process.isRunning else {
                let said = (try? String(contentsOf: folder.appendingPathComponent("nginx.out"), encoding: .utf8)) ?? ""
                throw GatewayError.notStarted(said.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            usleep(20_000)
        }
        process.terminate()
        process.waitUntilExit()
        throw GatewayError.notStarted("nothing listens on port \(port)")
    }

    private static func connects(to port: UInt16) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    /// A port of 127.0.0.1 the system had free a moment ago.
    private static func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return UInt16(bigEndian: address.sin_port)
    }
}
