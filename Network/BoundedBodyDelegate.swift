import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Collects response bodies chunk by chunk so that an oversized body is cut off instead of filling memory.
final class BoundedBodyDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Pending {
        var body = Data()
        var response: URLResponse?
        var continuation: CheckedContinuation<(Data, URLResponse), any Error>
        var overflowed = false

        /// Whether this chunk took the body over `limit`; the body is then dropped.
        mutating func append(_ chunk: Data, limit: Int) -> Bool {
            guard !overflowed else { return false }
            body.append(chunk)
            guard body.count > limit else { return false }
            overflowed = true
            body = Data()
            return true
        }
    }

    private struct State {
        var pending: [Int: Pending] = [:]
        /// Tasks whose caller was cancelled before the request started.
        var cancelled: Set<Int> = []
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Cancelling the calling task always resumes it at once, whether the request was running or not yet
    /// started. The URLSession task itself is left to finish or time out: on Linux, cancelling it while it
    /// completes can trap inside FoundationNetworking ("a task that is not in the registry") or never
    /// report back, and its late callback here finds nothing left to resume.
    func load(_ request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let start = state.withLock { state -> Bool in
                    guard state.cancelled.remove(id) == nil else { return false }
                    state.pending[id] = Pending(continuation: continuation)
                    return true
                }
                if start {
                    task.resume()
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let waiting = state.withLock { state -> Pending? in
                guard let entry = state.pending.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return entry
            }
            waiting?.continuation.resume(throwing: CancellationError())
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let declared = response.expectedContentLength
        let tooLarge = declared > Int64(limit)
        state.withLock { state in
            state.pending[dataTask.taskIdentifier]?.response = response
            if tooLarge { state.pending[dataTask.taskIdentifier]?.overflowed = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // Mutated in place: a copy of the entry would copy the whole body on every chunk.
        let overflow = state.withLock { $0.pending[dataTask.taskIdentifier]?.append(data, limit: limit) ?? false }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = state.withLock({ $0.pending.removeValue(forKey: task.taskIdentifier) }) else { return }
        if entry.overflowed {
            entry.continuation.resume(throwing: NetworkError.bodyTooLarge(limit: limit))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else if let response = entry.response ?? task.response {
            entry.continuation.resume(returning: (entry.body, response))
        } else {
            entry.continuation.resume(throwing: NetworkError.unreachable("no response"))
        }
    }
}
