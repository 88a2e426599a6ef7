import Domain
import Foundation

/// Recent queries in memory, newest first.
public final class InMemoryRecentQueries: RecentQueriesRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SearchQuery] = []
    public var remembered: [SearchQuery] { lock.withLock { stored } }

    public init() {}

    public func remember(_ query: SearchQuery) async throws { lock.withLock { stored.insert(query, at: 0) } }
    public func recentQueries(limit: Int) async throws -> [SearchQuery] { lock.withLock { Array(stored.prefix(limit)) } }
}
