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

    /// The alerts wf can say are in force at `now`, nil when it cannot say: past freshness, or with
    /// warnings it could not place and none it could (a status bar's `%W` is then `?`, never empty).
    public func known(at now: Date) -> [WeatherAlert]? {
        if isStale(at: now) || (alerts.isEmpty && unplacedCount(at: now) > 0) { return nil }
        return alerts
    }
}
