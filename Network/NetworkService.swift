import Foundation

/// Fetches endpoint bodies. Knows HTTP, nothing about weather.
public protocol NetworkService: Sendable {
    func data(for endpoint: Endpoint) async throws(NetworkError) -> Data
}

extension NetworkService {
    /// Fetches and decodes JSON; a body that does not decode throws `DecodingError`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, from endpoint: Endpoint) async throws -> T {
        let body = try await data(for: endpoint)
        return try JSONDecoder().decode(T.self, from: body)
    }
}
