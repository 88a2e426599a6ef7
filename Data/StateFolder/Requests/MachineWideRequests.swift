import Foundation
import Networking
import Synchronization

/// One request per resource per machine: the wf processes of one state folder that ask for the
/// same resource at once make one request. The first takes the resource's lock and asks; the others
/// wait for the lock (within their own deadline) and read the answer it kept, or its failure.
/// Also where holds are kept for every process (`SourceHolds`): a 429 holds its source until the
/// limit it names ends (Open-Meteo's minutely, hourly or daily limit: the next minute, hour or UTC
/// day), else for its `Retry-After`, else 60 s, never more than a day; a side source that fails is
/// held 5 minutes, doubling with each failure in a row, at most a day. Until then nothing is sent.
public struct MachineWideRequests: NetworkService {
    /// Without `Retry-After`, a 429 holds its source this long.
    public static let defaultHold: TimeInterval = 60
    /// A process that finds no one asking reads an answer kept since it began, when it is this recent
    /// (a long-running process asks again after that).
    /// A minute: under load (60 processes at once on two busy cores) a process can take more than
    /// 10 s from its look at the cache to the lock, and then asked again; any answer is good for longer.
    static let recentlyKept: TimeInterval = 60

    private let network: any NetworkService
    private let folder: String
    private let wait: Duration
    private let now: @Sendable () -> Date
    /// When this process began: an answer kept since then is as new as any it could ask for. Files
    /// are stamped by the kernel's coarse clock, up to a tick behind this one, so an answer kept in
    /// the same tick may read as older and be asked again: one request more, never an old answer.
    private let began: Date
    /// The tickets of the answers this process kept: its own answer is never read back as another's.
    private let ownTickets = OwnTickets()

    /// `folder` is the state folder; `wait` is the longest a process waits for another's answer
    /// (its own deadline for a request: every attempt and the pauses between).
    public init(_ network: any NetworkService, stateFolder folder: String, wait: Duration, now: @escaping @Sendable () -> Date,
                began: Date = Date()) {
        self.network = network
        self.began = began
        self.folder = (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName
        self.wait = wait
        self.now = now
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        let holds = SourceHolds(folder: folder)
        if !endpoint.source.isEmpty, let hold = holds.hold(on: endpoint.source, now: now()), hold.until > now() {
            guard hold.reason == "failing" else { throw .rateLimited(until: hold.until, limit: Self.namedLimits.contains(hold.reason) ? hold.reason : nil) }
            if endpoint.holdsWhenFailing { throw .failing(until: hold.until, failures: hold.failures) }
        }
        guard let url = endpoint.url?.absoluteString,
              let slot = RequestSlot(folder: folder, request: url + endpoint.headers.sorted { $0.key < $1.key }.description)
        else { return try await fetch(endpoint, holds: holds) }

        if slot.tryLock() {
            // Another process may have had its answer between this one's look at the cache and now.
            if let kept = slot.keptAnswer(since: max(began, Date().addingTimeInterval(-Self.recentlyKept))),
               !ownTickets.contains(kept.ticket) {
                slot.unlock()
                return try kept.outcome.get()
            }
        } else {
            let seen = slot.keptTicket()
            switch await slot.lock(before: .now + wait) {
            case .locked:
                break
            case .holderStopped, .heldHereForAnother:
                // Its holder will not ask while stopped, or is this process asking something else:
                // this process asks, and keeps the answer for the others.
                return try await fetchKeeping(endpoint, holds: holds, in: slot)
            case .gaveUp:
                throw Task.isCancelled ? .cancelled : .timedOut(seconds: Double(wait.components.seconds))
            }
            if let kept = Self.answerAfterWaiting(kept: slot.keptAnswer(), seen: seen) {
                slot.unlock()
                return try kept.outcome.get()
            }
        }
        defer { slot.unlock() }
        return try await fetchKeeping(endpoint, holds: holds, in: slot)
    }

    /// What a process that waited for the lock reads: the answer kept while it waited, never the
    /// one that was there before (`seen`): a holder that was cancelled kept nothing, and an answer
    /// from an hour ago is no answer to this request.
    static func answerAfterWaiting(kept: StoredAnswer?, seen: UInt64?) -> StoredAnswer? {
        guard let kept, kept.ticket != seen else { return nil }
        return kept
    }

    /// Asks, and keeps the answer (or the failure) for the processes waiting on `slot`.
    private func fetchKeeping(_ endpoint: Endpoint, holds: SourceHolds, in slot: RequestSlot) async throws(NetworkError) -> NetworkResponse {
        do {
            let response = try await fetch(endpoint, holds: holds)
            slot.keep(StoredAnswer(ticket: ownTickets.new(), outcome: .answered(response)))
            return response
        } catch {
            if error != .cancelled { slot.keep(StoredAnswer(ticket: ownTickets.new(), outcome: .failed(error))) }
            throw error
        }
    }

    /// Removes the answers kept for waiting processes (`wf cache clear`).
    public static func forgetKeptAnswers(stateFolder folder: String) {
        let requests = (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName
        for name in (try? FileManager.default.contentsOfDirectory(atPath: requests)) ?? [] where name.hasPrefix("answer-") {
            unlink(requests + "/" + name)
        }
    }

    /// Ends every hold (`wf cache clear`): the sources held at `now`, by name.
    public static func liftHolds(stateFolder folder: String, now: Date) -> [String] {
        SourceHolds(folder: (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName).releaseAll(now: now)
    }

    /// A source asked nothing for a while (`wf doctor`): until when, and why: "minutely", "hourly",
    /// "daily" (Open-Meteo's limits), "server" (a `Retry-After`) or "failing" (a side source backed off).
    public struct Hold: Sendable, Equatable {
        public let source: String
        public let until: Date
        public let reason: String
        public let failures: Int
    }

    /// The holds in force at `now`, by source name.
    public static func holds(stateFolder folder: String, now: Date) -> [Hold] {
        let holds = SourceHolds(folder: (folder.hasSuffix("/") ? folder : folder + "/") + RequestSlot.folderName)
        return holds.sources().compactMap { source in
            guard let hold = holds.hold(on: source, now: now), hold.until > now else { return nil }
            return Hold(source: source, until: hold.until, reason: hold.reason, failures: hold.failures)
        }
    }

    /// The limits a 429 may name, by the words of Open-Meteo's `reason`.
    static let namedLimits = ["minutely", "hourly", "daily"]

    /// Until when a 429 holds its source, and which limit: a limit the answer names ends with its
    /// minute, hour or UTC day; a `Retry-After` wins; never more than a day.
    static func limit(of answer: Data, retryAfter: Double?, now: Date) -> (until: Date, limit: String?) {
        let text = String(decoding: answer.prefix(2048), as: UTF8.self).lowercased()
        let named = namedLimits.first { text.contains("\($0) api request limit") }
        var until: Date
        if let retryAfter {
            until = now.addingTimeInterval(retryAfter)
        } else {
            let seconds = now.timeIntervalSince1970
            let unit: Double? = switch named {
            case "minutely": 60
            case "hourly": 3600
            case "daily": 86_400
            default: nil
            }
            until = unit.map { Date(timeIntervalSince1970: (seconds / $0).rounded(.down) * $0 + $0) } ?? now.addingTimeInterval(defaultHold)
        }
        return (min(until, now.addingTimeInterval(SourceHolds.longest)), named)
    }

    private func fetch(_ endpoint: Endpoint, holds: SourceHolds) async throws(NetworkError) -> NetworkResponse {
        let source = endpoint.source
        do {
            let response = try await network.response(for: endpoint)
            if endpoint.holdsWhenFailing, !source.isEmpty, holds.hold(on: source, now: now()) != nil { holds.release(source) }
            return response
        } catch .status(429, let answer, let retryAfter) {
            let (until, limit) = Self.limit(of: answer, retryAfter: retryAfter, now: now())
            if !source.isEmpty { holds.hold(source, .init(until: until, reason: limit ?? "server", failures: 0)) }
            throw .rateLimited(until: until, limit: limit)
        } catch {
            // A side source that fails is asked again only after a while, longer at each failure in a row.
            if endpoint.holdsWhenFailing, !source.isEmpty, error.isTransient || error.isServerFault {
                holds.holdFailing(source, now: now())
            }
            throw error
        }
    }
}

/// The tickets one process gave the answers it kept, the latest 64 (one per resource it asks).
private final class OwnTickets: Sendable {
    private let tickets = Mutex([UInt64]())

    func new() -> UInt64 {
        let ticket = UInt64.random(in: 1...UInt64.max)
        tickets.withLock { tickets in
            if tickets.count == 64 { tickets.removeFirst() }
            tickets.append(ticket)
        }
        return ticket
    }

    func contains(_ ticket: UInt64) -> Bool {
        tickets.withLock { $0.contains(ticket) }
    }
}
