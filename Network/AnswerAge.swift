import Foundation

extension NetworkResponse {
    /// The oldest a copy is taken to be: a shared cache that says more (a bug, or a copy kept through a
    /// long outage) is taken at a day, so the copy is shown as old, never as new.
    public static let maximumAge: TimeInterval = 86_400

    /// How long a shared cache has held this answer, by its `Age` header (RFC 9111 §5.1): whole
    /// seconds, at most `maximumAge`; nil when there is none or it is not a whole number of seconds
    /// (a negative number, a fraction, words).
    public var age: TimeInterval? {
        guard let text = header("Age")?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
              text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        // Digits too many for an Int are far past a day.
        return min(Int(text).map(Double.init) ?? Self.maximumAge, Self.maximumAge)
    }

    /// When the answer left its source, received at `now`: `now` less its `age`.
    public func fetchedAt(receivedAt now: Date) -> Date {
        now.addingTimeInterval(-(age ?? 0))
    }
}

/// A decoded answer and its `Age` from a shared cache, to date it by.
public struct Dated<Value> {
    public var value: Value
    /// Seconds, as `NetworkResponse.age` reads them.
    public var age: TimeInterval?

    public init(_ value: Value, age: TimeInterval? = nil) {
        self.value = value
        self.age = age
    }

    /// When the answer left its source, received at `now`.
    public func fetchedAt(receivedAt now: Date) -> Date {
        now.addingTimeInterval(-(age ?? 0))
    }
}

extension Dated: Sendable where Value: Sendable {}

extension NetworkService {
    /// Fetches and decodes JSON, keeping how old a shared cache says the answer is.
    public func decodeDated<T: Decodable>(_ type: T.Type = T.self, from endpoint: Endpoint) async throws -> Dated<T> {
        let response = try await response(for: endpoint)
        return Dated(try endpoint.budget.decode(T.self, from: response.body), age: response.age)
    }
}
