import Foundation

/// Why a request produced no usable body. Messages never contain secret query values.
public enum NetworkError: Error, Hashable, Sendable {
    case invalidURL(String)
    /// No connection could be made or it broke (refused, DNS, reset, dropped mid-body).
    case unreachable(String)
    /// No answer in time: after one attempt `seconds` is the timeout; after retries, the whole wait.
    case timedOut(seconds: Double, attempts: Int = 1)
    /// The server answered with a status outside 200...299; `retryAfter` is its `Retry-After` in
    /// seconds from when it answered (sent as seconds or as an HTTP date).
    case status(Int, body: Data, retryAfter: Double?)
    /// The body was larger than the service accepts.
    case bodyTooLarge(limit: Int)
    /// The answer is of a kind wf does not read (compressed when none was asked for): asking again
    /// would get the same.
    case unreadable(String)
    case cancelled
    /// The source answered 429 (now or to another wf process) and asked for nothing until `until`;
    /// `limit` names which of its limits ("minutely", "hourly", "daily") when it said.
    case rateLimited(until: Date, limit: String? = nil)
    /// A side source failed `failures` times in a row (now or for another wf process): it is asked
    /// nothing until `until`.
    case failing(until: Date, failures: Int)
    /// A side request not sent: today's budget is `percent` spent (100 or more).
    case overBudget(percent: Int)

    /// Connection problems and 5xx may pass. A 429 is never retried at once: asking again at once
    /// is what the server asked not to happen.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut: true
        case .status(let code, _, _): (500...599).contains(code)
        case .invalidURL, .bodyTooLarge, .unreadable, .cancelled, .rateLimited, .failing, .overBudget: false
        }
    }

    /// An answer that came but cannot serve (a 5xx, one too large or unreadable): the server's fault.
    public var isServerFault: Bool {
        switch self {
        case .status(let code, _, _): (500...599).contains(code)
        case .bodyTooLarge, .unreadable: true
        default: false
        }
    }

    /// Whether the request may have reached the server, so that it counts against the source's
    /// quota: a host not found, a connection refused or no network at all sent nothing.
    public var mayHaveBeenSent: Bool {
        switch self {
        case .unreachable(let why): !["host not found", "connection refused", "no network connection"].contains(why)
        case .invalidURL, .rateLimited, .failing, .overBudget: false
        case .timedOut, .status, .bodyTooLarge, .unreadable, .cancelled: true
        }
    }
}
