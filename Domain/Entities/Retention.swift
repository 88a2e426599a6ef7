/// How much wf keeps unless the user says otherwise (`recent-limit`, `cache-limit`): the one place
/// these defaults are written down.
public enum Retention {
    /// Recent search queries kept, and shown by `wf recent`.
    public static let recentQueries = 20
    /// Cached entries of each kind (forecasts, current weather, places) kept; the oldest go first.
    public static let cacheEntriesPerKind = 1000
}
