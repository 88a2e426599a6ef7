import Foundation
import Networking

/// What one request came to, kept in the state folder for the wf processes that waited for it: the
/// answer (status, headers, body) or the failure, and a ticket that tells this answer from the one
/// before it. The ticket on a line of its own, a line of JSON, then the body as it came.
struct StoredAnswer: Sendable, Equatable {
    enum Outcome: Sendable, Equatable {
        case answered(NetworkResponse)
        case failed(NetworkError)
    }

    /// No kept answer is larger: the largest body wf reads, with room for its head.
    static let largest = 16 << 20

    let ticket: UInt64
    let outcome: Outcome

    private struct Head: Codable {
        var status: Int?
        var headers: [String: String]?
        /// A failure: "timed-out", "unreachable", "status", "too-large", "unreadable", "rate-limited",
        /// "failing", "over-budget".
        var failure: String?
        var reason: String?
        var seconds: Double?
        var attempts: Int?
        var retryAfter: Double?
    }

    /// The ticket and the head, one line each; the body follows them in the file (`body`).
    var encodedHead: Data {
        var head = Head()
        switch outcome {
        case .answered(let response):
            head.status = response.status
            head.headers = response.headers
        case .failed(let error):
            switch error {
            case .timedOut(let seconds, let attempts): (head.failure, head.seconds, head.attempts) = ("timed-out", seconds, attempts)
            case .unreachable(let reason): (head.failure, head.reason) = ("unreachable", reason)
            case .status(let code, _, let retryAfter):
                (head.failure, head.status, head.retryAfter) = ("status", code, retryAfter)
            case .bodyTooLarge(let limit): (head.failure, head.attempts) = ("too-large", limit)
            case .unreadable(let what): (head.failure, head.reason) = ("unreadable", what)
            case .rateLimited(let until, let limit): (head.failure, head.seconds, head.reason) = ("rate-limited", until.timeIntervalSince1970, limit)
            case .failing(let until, let failures): (head.failure, head.seconds, head.attempts) = ("failing", until.timeIntervalSince1970, failures)
            case .overBudget(let percent): (head.failure, head.attempts) = ("over-budget", percent)
            case .invalidURL, .cancelled: (head.failure, head.reason) = ("unreachable", "no answer")
            }
        }
        let line = (try? JSONEncoder().encode(head)) ?? Data("{}".utf8)
        return Data("\(ticket)\n".utf8) + line + Data("\n".utf8)
    }

    /// What follows the head: the answer's body, or a failing status's.
    var body: Data {
        switch outcome {
        case .answered(let response): response.body
        case .failed(.status(_, let answer, _)): answer
        case .failed: Data()
        }
    }

    init(ticket: UInt64, outcome: Outcome) {
        self.ticket = ticket
        self.outcome = outcome
    }

    /// Reads a kept answer; nil for anything that is not one (a file cut short, another program's).
    init?(_ data: Data) {
        guard let ticket = Self.ticket(in: data), let first = data.firstIndex(of: UInt8(ascii: "\n")),
              let end = data[data.index(after: first)...].firstIndex(of: UInt8(ascii: "\n")),
              let head = try? JSONDecoder().decode(Head.self, from: data[data.index(after: first)..<end]) else { return nil }
        let body = Data(data[data.index(after: end)...])
        self.ticket = ticket
        switch (head.failure, head.status) {
        case (nil, let status?): outcome = .answered(NetworkResponse(body: body, headers: head.headers ?? [:], status: status))
        case ("timed-out"?, _): outcome = .failed(.timedOut(seconds: head.seconds ?? 0, attempts: head.attempts ?? 1))
        case ("unreachable"?, _): outcome = .failed(.unreachable(head.reason ?? "no answer"))
        case ("status"?, let status?): outcome = .failed(.status(status, body: body, retryAfter: head.retryAfter))
        case ("too-large"?, _): outcome = .failed(.bodyTooLarge(limit: head.attempts ?? 0))
        case ("unreadable"?, _): outcome = .failed(.unreadable(head.reason ?? "an answer wf cannot read"))
        case ("rate-limited"?, _): outcome = .failed(.rateLimited(until: Date(timeIntervalSince1970: head.seconds ?? 0), limit: head.reason))
        case ("failing"?, _): outcome = .failed(.failing(until: Date(timeIntervalSince1970: head.seconds ?? 0), failures: head.attempts ?? 1))
        case ("over-budget"?, _): outcome = .failed(.overBudget(percent: head.attempts ?? 100))
        default: return nil
        }
    }

    /// The ticket alone, from the first line: all a waiting process reads before it waits.
    static func ticket(in data: Data) -> UInt64? {
        guard let end = data.prefix(24).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return UInt64(String(decoding: data[data.startIndex..<end], as: UTF8.self))
    }
}

extension StoredAnswer.Outcome {
    /// The answer, or its failure thrown.
    func get() throws(NetworkError) -> NetworkResponse {
        switch self {
        case .answered(let response): response
        case .failed(let error): throw error
        }
    }
}
