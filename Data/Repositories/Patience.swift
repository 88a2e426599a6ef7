import Domain

/// The value of `operation`, or nil when it has not ended within `limit` (it is then cancelled,
/// and a request in flight resumes at once). Without a limit, as long as it takes.
func withPatience<T: Sendable>(_ limit: Duration?, _ operation: @escaping @Sendable () async throws -> T) async throws -> T? {
    guard let limit else { return try await operation() }
    return try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        return try await group.next() ?? nil
    }
}

extension WeatherError {
    /// A provider that kept a status bar waiting past its patience.
    static func impatient(_ provider: String, _ limit: Duration) -> WeatherError {
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let shown = seconds == seconds.rounded() ? "\(Int(seconds))" : String(format: "%.1f", seconds)
        return .providerUnavailable(provider: provider, reason: "did not answer within \(shown) s (status-timeout)", outage: .noAnswer)
    }
}
