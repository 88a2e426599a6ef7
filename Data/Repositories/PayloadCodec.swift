import Domain
import Foundation

/// Cached payloads are the domain values themselves, as compact JSON.
enum PayloadCodec {
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(value)
    }

    /// Nil for a payload written by another version that no longer decodes: it is just a cache miss.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try? decoder.decode(T.self, from: data)
    }
}

extension Error {
    /// Failures after which the last good copy is better than nothing.
    var allowsOfflineFallback: Bool {
        guard let error = self as? WeatherError else { return false }
        switch error {
        case .providerUnavailable, .rateLimited: return true
        default: return false
        }
    }

    var offlineReason: String {
        guard let error = self as? WeatherError else { return "\(self)" }
        switch error {
        case .providerUnavailable(let provider, let reason): return "\(provider) \(reason)"
        case .rateLimited(let provider): return "\(provider) rate limit reached"
        default: return "\(error)"
        }
    }
}
