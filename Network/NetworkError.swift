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
    /// The source answered 429 (now or to another wf process) and asked for nothing until `until`.
    case rateLimited(until: Date)

    /// Connection problems and 5xx may pass. A 429 is never retried at once: asking again at once
    /// is what the server asked not to happen.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut: true
        case .status(let code, _, _): (500...599).contains(code)
        case .invalidURL, .bodyTooLarge, .unreadable, .cancelled, .rateLimited: false
        }
    }
}
