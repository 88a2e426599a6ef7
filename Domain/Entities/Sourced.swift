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
    /// As `preferCache`, but with a copy on hand (even an old one) wait at most this long for a
    /// fresh answer, then answer with the copy: a status bar must not wait on a slow network.
    case preferCacheWaiting(atMost: Duration)
    /// As `refresh`, but with a copy on hand wait at most this long for the fresh answer, then
    /// answer with the copy: a status bar's `--refresh` must not wait on a slow network either.
    case refreshWaiting(atMost: Duration)
    /// Answer from a cached copy of any age, never asking: the parts that go with a copy of
    /// the forecast (a search asked again the same day asks nothing).
    case cachedOnly

    /// Whether a valid cached copy answers without a request.
    public var usesValidCopy: Bool {
        switch self {
        case .preferCache, .preferCacheWaiting, .cachedOnly: true
        case .refresh, .refreshWaiting: false
        }
    }

    /// This policy waiting at most `limit` (when there is one) for the network while a copy could answer.
    public func waiting(atMost limit: Duration?) -> CachePolicy {
        guard let limit else { return self }
        return switch self {
        case .preferCache, .preferCacheWaiting: .preferCacheWaiting(atMost: limit)
        case .refresh, .refreshWaiting: .refreshWaiting(atMost: limit)
        case .cachedOnly: .cachedOnly
        }
    }

    /// How long to wait for the network when a copy could answer instead; nil for as long as it takes.
    public var patience: Duration? {
        switch self {
        case .preferCacheWaiting(let limit), .refreshWaiting(let limit): limit
        case .preferCache, .refresh, .cachedOnly: nil
        }
    }
}
