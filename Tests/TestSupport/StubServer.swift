import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 for tests: serves canned responses by path, records and counts
/// requests, and injects faults. POSIX sockets, one thread per connection, `Connection: close`.
public final class StubServer: @unchecked Sendable {
    public let port: UInt16
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: @Sendable (RecordedRequest) -> StubResponse] = [:]
    private var recorded: [RecordedRequest] = []
    private var openConnections: Set<Int32> = []
    private var inFlight = 0
    private var peakInFlight = 0
    private var sent = 0
    private var stopped = false

    public init() throws {
        signal(SIGPIPE, SIG_IGN)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        // The loop holds the server only while handing over a connection, so a server nobody
        // references any more is deinitialised, which stops it and ends the loop.
        let thread = Thread { [weak self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    if errno == EINTR { continue }
                    return
                }
                guard let server = self, server.adopt(connection) else {
                    close(connection)
                    return
                }
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit {
        stop()
    }

    // MARK: Routes

    public func respond(to path: String, with response: StubResponse) {
        respond(to: path) { _ in response }
    }

    public func respond(to path: String, handler: @escaping @Sendable (RecordedRequest) -> StubResponse) {
        lock.withLock { routes[path] = handler }
    }

    /// Serves at `newPath` what `path` serves now, as a gateway routes a source under its name.
    public func alias(_ path: String, as newPath: String) {
        lock.withLock { routes[newPath] = routes[path] }
    }

    /// Changes what `path` answers (adds a header, say), keeping how it answers.
    public func amend(_ path: String, _ change: @escaping @Sendable (StubResponse) -> StubResponse) {
        lock.withLock {
            guard let handler = routes[path] else { return }
            routes[path] = { change(handler($0)) }
        }
    }

    // MARK: What was asked

    public var requests: [RecordedRequest] { lock.withLock { recorded } }
    public var requestCount: Int { lock.withLock { recorded.count } }
    /// Every byte the server has written to its connections, heads and bodies: how much of an
    /// endless body a client read before it hung up.
    public var bytesSent: Int { lock.withLock { sent } }
    /// The most requests that were being served at the same moment.
    public var maxConcurrentRequests: Int { lock.withLock { peakInFlight } }

    public func requests(to path: String) -> [RecordedRequest] {
        requests.filter { $0.path == path }
    }

    public func resetRequests() {
        lock.withLock {
            recorded.removeAll()
            peakInFlight = 0
        }
    }

    /// Stops listening and hangs up every open connection; later connections are refused.
    public func stop() {
        let connections: Set<Int32> = lock.withLock {
            guard !stopped else { return [] }
            stopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
            return openConnections
        }
        connections.forEach { shutdown($0, Int32(SHUT_RDWR)) }
    }

    // MARK: Serving

    /// Serves one accepted connection on its own thread; false once the server has stopped.
    private func adopt(_ connection: Int32) -> Bool {
        let accepted = lock.withLock { () -> Bool in
            guard !stopped else { return false }
            openConnections.insert(connection)
            return true
        }
        guard accepted else { return false }
        let thread = Thread { [self] in
            serve(connection)
            close(connection)
        }
        thread.stackSize = 1 << 20
        thread.start()
        return true
    }

    private func serve(_ connection: Int32) {
        defer { lock.withLock { _ = openConnections.remove(connection) } }
        guard let request = readRequest(connection) else { return }
        let handler = lock.withLock { () -> (@Sendable (RecordedRequest) -> StubResponse)? in
            recorded.append(request)
            inFlight += 1
            peakInFlight = max(peakInFlight, inFlight)
            return routes[request.path]
        }
        defer { lock.withLock { inFlight -= 1 } }
        let response = handler?(request) ?? .json(#"{"cod":"404","message":"no stub route"}"#, status: 404)
        if response.delay > .zero { Thread.sleep(forTimeInterval: response.delay.seconds) }
        switch response.fault {
        case .closeWithoutResponse?:
            return
        case .neverRespond?:
            var byte: UInt8 = 0
            _ = recv(connection, &byte, 1, 0) // returns when the client or stop() hangs up
        case .dropConnectionMidBody?:
            let half = response.body.prefix(max(response.body.count / 2, 1))
            send(connection, head(response.status, response.headers, length: response.body.count + 100))
            send(connection, half)
        case .hugeBody(let bytes)?:
            guard send(connection, head(response.status, response.headers, length: bytes)) else { return }
            let chunk = Data(repeating: UInt8(ascii: "a"), count: 64 * 1024)
            var sent = 0
            while sent < bytes, send(connection, chunk.prefix(bytes - sent)) { sent += chunk.count }
        case .trickle(let every, let bytes)?:
            guard send(connection, head(response.status, response.headers, length: bytes)) else { return }
            for _ in 0..<bytes {
                Thread.sleep(forTimeInterval: every.seconds)
                guard !lock.withLock({ stopped }), send(connection, Data(" ".utf8)) else { return }
            }
        case .gzipped?:
            var headers = response.headers
            headers["Content-Encoding"] = "gzip"
            send(connection, head(response.status, headers, length: response.body.count) + response.body)
        case .endlessChunks?:
            var text = "HTTP/1.1 \(response.status) OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n"
            for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
            guard send(connection, Data((text + "\r\n").utf8)) else { return }
            let chunk = Data("10000\r\n".utf8) + Data(repeating: UInt8(ascii: " "), count: 0x10000) + Data("\r\n".utf8)
            for _ in 0..<(1 << 20) where !lock.withLock({ stopped }) {
                guard send(connection, chunk) else { return }
            }
        case nil:
            send(connection, head(response.status, response.headers, length: response.body.count) + response.body)
        }
    }

    private func readRequest(_ connection: Int32) -> RecordedRequest? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end = Data("\r\n\r\n".utf8)
        while buffer.range(of: end) == nil {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0, buffer.count < 1 << 20 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let headText = String(decoding: buffer, as: UTF8.self)
        let lines = headText.components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        let target = String(parts[1])
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let components = URLComponents(string: "http://stub" + target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] { query[item.name] = item.value ?? "" }
        return RecordedRequest(method: String(parts[0]), path: components?.path ?? target, query: query,
                               rawTarget: target, headers: headers)
    }

    private func head(_ status: Int, _ headers: [String: String], length: Int) -> Data {
        var text = "HTTP/1.1 \(status) \(HTTPURLResponseReason.phrase(status))\r\nContent-Length: \(length)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        return Data((text + "\r\n").utf8)
    }

    /// False when the client has gone.
    @discardableResult
    private func send(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return false }
                offset += written
                lock.withLock { sent += written }
            }
            return true
        }
    }
}

private enum HTTPURLResponseReason {
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

private extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// A port on 127.0.0.1 where nothing listens, and which no other server can take while this is
/// kept: bound but never listening, so every connection is refused. A stopped `StubServer`'s port
/// is free again, and a server another test starts meanwhile may be given it.
public final class RefusingPort: @unchecked Sendable {
    public let port: UInt16
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    private let socket: Int32

    public init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else {
            close(socket)
            throw POSIXError(.EADDRINUSE)
        }
        self.socket = socket
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socket) }
}
