import Networking

/// Counts every request in the `RequestLedger` as it is sent, then sends it: under the retries,
/// so that each attempt counts, and whatever comes of it (an answer, a 5xx, a 429, a timeout or a
/// refused connection): Open-Meteo counts what arrives, and wf cannot always know whether a
/// request arrived, so it counts what it tried to send. Answers from the cache never get here.
/// A request with no source or no valid URL is never sent, and not counted.
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
        if !endpoint.source.isEmpty, endpoint.url != nil, let calls = ledger.count(endpoint) {
            openMeteoCalls(calls)
        }
        return try await base.response(for: endpoint)
    }
}
