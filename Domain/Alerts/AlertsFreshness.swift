import Foundation

/// Official alerts are a safety answer: a copy older than its freshness is not "none in force" but
/// unknown, however it is shown (the banner, `%W`, `wf alerts`, JSON's `alerts_stale`).
extension WeatherAlerts {
    /// How long an answer about alerts stays current: 5 minutes. Past it, wf asks again; a copy it
    /// could not renew is stale.
    public static let freshness: TimeInterval = 300

    /// Whether this answer is older than its freshness at `now`. An uncovered place knows nothing
    /// to go stale.
    public func isStale(at now: Date) -> Bool {
        coverage != .none && now.timeIntervalSince(fetchedAt) > Self.freshness
    }

    /// How old the answer is at `now`, when it is stale; nil when it is current.
    public func staleAge(at now: Date) -> Age? {
        isStale(at: now) ? Age(since: fetchedAt, now: now) : nil
    }
}
