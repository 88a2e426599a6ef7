import Foundation

/// Bounded exponential backoff with jitter for idempotent requests.
public struct RetryPolicy: Sendable {
    /// Attempts after the first.
    public var maxRetries: Int
    public var baseDelay: Double
    public var maxDelay: Double

    public init(maxRetries: Int = 2, baseDelay: Double = 0.25, maxDelay: Double = 4) {
        self.maxRetries = maxRetries
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    public static let none = RetryPolicy(maxRetries: 0)

    /// Seconds to wait before retry number `attempt` (1-based); a server's Retry-After wins when sooner than `maxDelay`.
    public func delay(beforeRetry attempt: Int, retryAfter: Double? = nil, jitter: Double = Double.random(in: 0.5...1)) -> Double {
        if let retryAfter, retryAfter >= 0 { return min(retryAfter, maxDelay) }
        let exponential = baseDelay * pow(2, Double(attempt - 1))
        return min(exponential * jitter, maxDelay)
    }
}

extension RetryPolicy {
    /// Makes `attempt` until it answers, fails for good, or the retries are spent. After retries a
    /// timeout says how many attempts and how long in all.
    public func run(_ attempt: () async throws(NetworkError) -> NetworkResponse) async throws(NetworkError) -> NetworkResponse {
        var attempts = 0
        let started = ContinuousClock.now
        while true {
            do {
                return try await attempt()
            } catch {
                attempts += 1
                guard error.isTransient, attempts <= maxRetries else {
                    if case .timedOut = error, attempts > 1 {
                        let total = ContinuousClock.now - started
                        throw .timedOut(seconds: Double(total.components.seconds), attempts: attempts)
                    }
                    throw error
                }
                var retryAfter: Double?
                if case .status(_, _, let after) = error { retryAfter = after }
                do { try await Task.sleep(for: .seconds(delay(beforeRetry: attempts, retryAfter: retryAfter))) } catch { throw .cancelled }
            }
        }
    }
}
