import Foundation
import Networking

/// One request per resource per machine: the wf processes of one state folder that ask for the
/// same resource at once make one request. The first takes the resource's lock and asks; the others
/// wait for the lock (within their own deadline) and read the answer it kept, or its failure.
/// Also where a 429 is honoured by every process: its `Retry-After` (60 s when it gives none)
/// holds the source, and until then nothing is sent to it.
public struct MachineWideRequests: NetworkService {
    /// Without `Retry-After`, a 429 holds its source this long.
    public static let defaultHold: TimeInterval = 60

    private let network: any NetworkService
    private let folder: String
    private let wait: Duration
    private let now: @Sendable () -> Date

    /// `folder` is the state folder; `wait` is the longest a process waits for another's answer
    /// (its own deadline for a request: every attempt and the pauses between).
    public init(_ network: any NetworkService, stateFolder folder: String, wait: Duration, now: @escaping @Sendable () -> Date) {
        self.network = network
        self.folder = (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName
        self.wait = wait
        self.now = now
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        let holds = RateLimitHolds(folder: folder)
        if !endpoint.source.isEmpty, let until = holds.until(endpoint.source), until > now() {
            throw .rateLimited(until: until)
        }
        guard let url = endpoint.url?.absoluteString,
              let slot = RequestSlot(folder: folder, request: url + endpoint.headers.sorted { $0.key < $1.key }.description)
        else { return try await fetch(endpoint, holds: holds) }

        if !slot.tryLock() {
            let seen = slot.keptTicket()
            guard await slot.lock(before: .now + wait) else {
                throw Task.isCancelled ? .cancelled : .timedOut(seconds: Double(wait.components.seconds))
            }
            if let kept = slot.keptAnswer(), kept.ticket != seen {
                slot.unlock()
                switch kept.outcome {
                case .answered(let response): return response
                case .failed(let error): throw error
                }
            }
        }
        defer { slot.unlock() }
        do {
            let response = try await fetch(endpoint, holds: holds)
            slot.keep(StoredAnswer(ticket: .random(in: 1...UInt64.max), outcome: .answered(response)))
            return response
        } catch {
            if error != .cancelled { slot.keep(StoredAnswer(ticket: .random(in: 1...UInt64.max), outcome: .failed(error))) }
            throw error
        }
    }

    /// Removes the answers kept for waiting processes (`wf cache clear`); the rate-limit holds stay:
    /// they are the sources' requests, not copies.
    public static func forgetKeptAnswers(stateFolder folder: String) {
        let requests = (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName
        for name in (try? FileManager.default.contentsOfDirectory(atPath: requests)) ?? [] where name.hasPrefix("answer-") {
            unlink(requests + "/" + name)
        }
    }

    private func fetch(_ endpoint: Endpoint, holds: RateLimitHolds) async throws(NetworkError) -> NetworkResponse {
        do {
            return try await network.response(for: endpoint)
        } catch .status(429, _, let retryAfter) {
            let until = now().addingTimeInterval(retryAfter ?? Self.defaultHold)
            if !endpoint.source.isEmpty { holds.hold(endpoint.source, until: until) }
            throw .rateLimited(until: until)
        }
    }
}
