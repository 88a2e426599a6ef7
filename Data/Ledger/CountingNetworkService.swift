import Networking

/// Counts every request in the `RequestLedger` that may have reached its server: under the retries,
/// so that each attempt counts, whatever comes of it (an answer, a 5xx, a 429, a timeout, a
/// connection lost). One that never left the machine (host not found, connection refused, no
/// network) weighs nothing, nor do answers from the cache, which never get here. A request with no
/// source or no valid URL is never sent, and not counted.
public struct CountingNetworkService: NetworkService {
    let base: any NetworkService
    let ledger: RequestLedger
    /// Told the day's calls against Open-Meteo's limit after each Open-Meteo request.
    let openMeteoCalls: @Sendable (Double) -> Void

    public init(base: any NetworkService, ledger: RequestLedger, openMeteoCalls: @escaping @Sendable (Double) -> Void = { _ in }) {
        self.base = base
        self.ledger = ledger
        self.openMeteoCalls = openMeteoCalls
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        do {
            let response = try await base.response(for: endpoint)
            // Each redirect followed was a request the server saw.
            for _ in 0...max(response.redirects, 0) { count(endpoint) }
            return response
        } catch {
            if error.mayHaveBeenSent { count(endpoint) }
            throw error
        }
    }

    private func count(_ endpoint: Endpoint) {
        if !endpoint.source.isEmpty, endpoint.url != nil, let calls = ledger.count(endpoint) {
            openMeteoCalls(calls)
        }
    }
}
