/// Retries another service's transient failures by a `RetryPolicy`: over a service that makes one
/// attempt per call, so that what lies between (the request ledger) sees every attempt.
public struct RetryingNetworkService: NetworkService {
    public let policy: RetryPolicy
    public let base: any NetworkService

    public init(policy: RetryPolicy, base: any NetworkService) {
        self.policy = policy
        self.base = base
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        // A side part's failure holds its source instead: it is never asked again at once.
        try await (endpoint.holdsWhenFailing ? .none : policy).run { () async throws(NetworkError) -> NetworkResponse in
            try await base.response(for: endpoint)
        }
    }
}
