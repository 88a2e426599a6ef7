import Foundation

/// What the stub server answers to one request: a status, headers and a body, or a fault.
public struct StubResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// Waits this long before answering. Requests are served concurrently.
    public var delay: Duration
    public var fault: Fault?

    public enum Fault: Sendable, Equatable {
        /// Promises a longer body than it sends, sends half, then hangs up.
        case dropConnectionMidBody
        /// Reads the request and closes without a word.
        case closeWithoutResponse
        /// Reads the request and never answers (until the server stops).
        case neverRespond
        /// Streams this many filler bytes with a correct Content-Length.
        case hugeBody(bytes: Int)
        /// Sends the head promising `bytes`, then one space every `every`, until the client goes.
        case trickle(every: Duration, bytes: Int)
        /// Sends `body` as `Content-Encoding: gzip`, whatever the client asked for (a compression bomb).
        case gzipped
        /// A chunked body of spaces that never ends (until the client goes, or 64 GiB).
        case endlessChunks
    }

    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: Duration = .zero, fault: Fault? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.fault = fault
    }

    public static func json(_ text: String, status: Int = 200) -> StubResponse {
        json(Data(text.utf8), status: status)
    }

    public static func json(_ data: Data, status: Int = 200) -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
    }

    public static func text(_ text: String, status: Int = 200, contentType: String = "text/html") -> StubResponse {
        StubResponse(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }

    public static func fault(_ fault: Fault) -> StubResponse {
        StubResponse(fault: fault)
    }

    public func delayed(by delay: Duration) -> StubResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    public func with(header name: String, _ value: String) -> StubResponse {
        var copy = self
        copy.headers[name] = value
        return copy
    }
}

/// One request as the stub server received it.
public struct RecordedRequest: Sendable {
    public let method: String
    /// The path without the query string.
    public let path: String
    /// Percent-decoded query items; the last of a repeated name wins.
    public let query: [String: String]
    /// The request target exactly as received.
    public let rawTarget: String
    /// Header names in lower case.
    public let headers: [String: String]

    public init(method: String, path: String, query: [String: String], rawTarget: String, headers: [String: String]) {
        self.method = method
        self.path = path
        self.query = query
        self.rawTarget = rawTarget
        self.headers = headers
    }
}
