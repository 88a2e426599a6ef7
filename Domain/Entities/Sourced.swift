import Foundation

/// Where a result came from, so the user can tell fresh data from a fallback.
public enum DataSource: Hashable, Sendable {
    case network
    /// A cached copy that is still valid: no request was made.
    case cache
    /// The provider failed; this is the last good copy. `reason` says what failed.
    case offline(reason: String)
}

/// A value together with where it came from.
public struct Sourced<Value: Sendable>: Sendable {
    public var value: Value
    public var source: DataSource

    public init(_ value: Value, source: DataSource) {
        self.value = value
        self.source = source
    }
}

extension Sourced: Equatable where Value: Equatable {}
extension Sourced: Hashable where Value: Hashable {}

/// How a repository may use its cache.
public enum CachePolicy: Hashable, Sendable {
    /// Answer from a valid cached copy without a request; fetch otherwise.
    case preferCache
    /// Always fetch and replace the cached copy; fall back to it only if the fetch fails.
    case refresh
}
