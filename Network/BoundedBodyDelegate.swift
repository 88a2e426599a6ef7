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
    }

    private let limit: Int
    private let pending = Mutex<[Int: Pending]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    func load(_ request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        let task = session.dataTask(with: request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending.withLock { $0[task.taskIdentifier] = Pending(continuation: continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let declared = response.expectedContentLength
        let tooLarge = declared > Int64(limit)
        pending.withLock { entries in
            entries[dataTask.taskIdentifier]?.response = response
            if tooLarge { entries[dataTask.taskIdentifier]?.overflowed = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = pending.withLock { entries -> Bool in
            guard var entry = entries[dataTask.taskIdentifier] else { return false }
            entry.body.append(data)
            if entry.body.count > limit {
                entry.overflowed = true
                entry.body = Data()
            }
            entries[dataTask.taskIdentifier] = entry
            return entry.overflowed
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
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
