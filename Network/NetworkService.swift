import Foundation

/// Fetches endpoint bodies. Knows HTTP, nothing about weather.
public protocol NetworkService: Sendable {
    func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse
}

/// A successful answer: its body, and the headers a cache may heed (`Expires`, `Last-Modified`).
/// To a conditional request (one with `If-Modified-Since`) it may be a 304: nothing has changed,
/// there is no body, and the copy the caller holds is still the answer.
public struct NetworkResponse: Sendable, Equatable {
    public var body: Data
    /// By lower-cased name.
    public var headers: [String: String]
    /// 2xx, or 304 to a conditional request.
    public var status: Int
    /// Redirects the server sent before this answer, each followed: requests it saw, as the ledger counts them.
    public var redirects = 0

    public init(body: Data, headers: [String: String] = [:], status: Int = 200) {
        self.body = body
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.status = status
    }

    /// A 304: the caller's copy stands (with this answer's headers, such as a new `Expires`).
    public var isNotModified: Bool { status == 304 }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// An HTTP date header (`Expires`, `Last-Modified`) as a moment; nil when absent or not an HTTP date.
    public func date(_ name: String) -> Date? {
        header(name).flatMap(HTTPDate.parse)
    }
}

extension NetworkService {
    public func data(for endpoint: Endpoint) async throws(NetworkError) -> Data {
        try await response(for: endpoint).body
    }

    /// Fetches and decodes JSON; a body that does not decode throws `DecodingError`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, from endpoint: Endpoint) async throws -> T {
        let body = try await data(for: endpoint)
        return try endpoint.budget.decode(T.self, from: body)
    }
}
