import Foundation

/// What a shown answer is, in one word: fresh from the provider (nothing said), a cached copy still
/// within its validity, or an old copy past it (offline or failing), with its age.
public enum CopyAge: Hashable, Sendable {
    case fresh
    case cached
    case old(Age)

    /// The label of an answer from `source`, fetched at `fetchedAt`: an offline fallback is old.
    public init(_ source: DataSource, fetchedAt: Date, now: Date) {
        switch source {
        case .network: self = .fresh
        case .cache: self = .cached
        case .offline: self = .old(Age(since: fetchedAt, now: now))
        }
    }

    /// The age of an old copy; nil for a fresh or cached one.
    public var age: Age? {
        if case .old(let age) = self { return age }
        return nil
    }
}
