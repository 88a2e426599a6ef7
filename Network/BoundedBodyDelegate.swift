import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs requests so that nothing a server does can hold wf or fill its memory:
/// - each attempt has a deadline of its own, from connect to the last byte, however slowly the
///   bytes come (libcurl's own timeout restarts with every byte);
/// - a body is counted as it arrives and cut off past `limit`; and only an uncompressed body is
///   accepted (`Accept-Encoding: identity`), since a small compressed answer can inflate to gigabytes
///   faster than it can be refused;
/// - redirects are followed only within the same scheme, host and port: providers do not redirect,
///   and one that points elsewhere is reported with where it pointed.
final class BoundedBodyDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// One request in flight. A class, so that appending a chunk under the lock never copies the body.
    private final class Transfer: @unchecked Sendable {
        var body = Data()
        var response: URLResponse?
        let continuation: CheckedContinuation<(Data, URLResponse), any Error>
        /// Whether the body went past the limit; it is then no longer kept.
        var overflowed = false
        /// Where a redirect to another host pointed.
        var redirectedTo: String?

        init(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) {
            self.continuation = continuation
        }

        /// Keeps the chunk unless the body has gone past `limit`; true when this chunk took it over.
        func append(_ chunk: Data, limit: Int) -> Bool {
            guard !overflowed else { return false }
            guard body.count + chunk.count <= limit else {
                overflowed = true
                body = Data()
                return true
            }
            body.append(chunk)
            return false
        }
    }

    private struct State {
        var transfers: [Int: Transfer] = [:]
        /// Tasks whose caller was cancelled, or whose deadline passed, before they ended: what
        /// they still deliver is dropped, and their transfer is stopped at its next chunk.
        var abandoned: Set<Int> = []
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// The body and response of `request`, or the error that ended it; never later than `deadline`.
    ///
    /// Cancelling the calling task, or the deadline passing, resumes the caller at once, whether the
    /// request was running or not yet started. The URLSession task is then stopped at its next chunk
    /// (or left to its own timeout): on Linux, cancelling a task while it completes can trap inside
    /// FoundationNetworking ("a task that is not in the registry"), and its late callbacks here find
    /// nothing left to resume.
    func load(_ request: URLRequest, in session: URLSession, deadline: Duration) async throws -> (Data, URLResponse) {
        var request = request
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let timer = Task { [weak self] in
            do { try await Task.sleep(for: deadline) } catch { return }
            self?.abandon(id, with: URLError(.timedOut))
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let start = state.withLock { state -> Bool in
                    guard !state.abandoned.contains(id) else { return false }
                    state.transfers[id] = Transfer(continuation)
                    return true
                }
                if start {
                    task.resume()
                } else {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            abandon(id, with: CancellationError())
        }
    }

    /// Resumes the caller of `id` with `error` now, and drops whatever the task still delivers.
    private func abandon(_ id: Int, with error: any Error) {
        let waiting = state.withLock { state -> Transfer? in
            state.abandoned.insert(id)
            return state.transfers.removeValue(forKey: id)
        }
        waiting?.continuation.resume(throwing: error)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        if let refusal = Self.refusal(of: response, limit: limit) {
            // The caller hears now; the transfer ends by the disposition, or at its next chunk.
            finish(dataTask, with: refusal)
            completionHandler(.cancel)
            return
        }
        state.withLock { $0.transfers[dataTask.taskIdentifier]?.response = response }
        completionHandler(.allow)
    }

    /// Why a response's body will not be read: too large by its own account, or compressed.
    private static func refusal(of response: URLResponse, limit: Int) -> NetworkError? {
        if response.expectedContentLength > Int64(limit) { return .bodyTooLarge(limit: limit) }
        let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard encoding.isEmpty || encoding == "identity" else {
            return .unreadable("a compressed answer (\(encoding.prefix(20))) although wf asks for none")
        }
        return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (overflow, abandoned) = state.withLock { state -> (Bool, Bool) in
            guard let transfer = state.transfers[dataTask.taskIdentifier] else {
                return (false, state.abandoned.remove(dataTask.taskIdentifier) != nil)
            }
            return (transfer.append(data, limit: limit), false)
        }
        if overflow {
            end(dataTask, with: .bodyTooLarge(limit: limit))
        } else if abandoned {
            stop(dataTask)
        }
    }

    /// Resumes the caller with `error` now and stops the transfer; what it still delivers is dropped.
    private func end(_ task: URLSessionTask, with error: NetworkError) {
        finish(task, with: error)
        stop(task)
    }

    /// Resumes the caller with `error` now; what the task still delivers is dropped.
    private func finish(_ task: URLSessionTask, with error: NetworkError) {
        let transfer = state.withLock { state -> Transfer? in
            state.abandoned.insert(task.taskIdentifier)
            return state.transfers.removeValue(forKey: task.taskIdentifier)
        }
        transfer?.continuation.resume(throwing: error)
    }

    /// Cancels a transfer that is still delivering. Never on the delegate's own queue: cancelling
    /// from there let libcurl keep reading at full speed while the chunks piled up in memory (seen:
    /// 1.2 GB for an endless body); from another thread it stops at once.
    private func stop(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        let original = task.originalRequest?.url
        let target = request.url
        let sameOrigin = original?.scheme?.lowercased() == target?.scheme?.lowercased()
            && original?.host?.lowercased() == target?.host?.lowercased() && original?.port == target?.port
        if !sameOrigin {
            let place = target.map { "\($0.scheme ?? "?")://\($0.host ?? "?")" + ($0.port.map { ":\($0)" } ?? "") } ?? "nowhere"
            state.withLock { $0.transfers[task.taskIdentifier]?.redirectedTo = place }
        }
        completionHandler(sameOrigin ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let entry = state.withLock { state -> Transfer? in
            state.abandoned.remove(task.taskIdentifier)
            return state.transfers.removeValue(forKey: task.taskIdentifier)
        }
        guard let entry else { return }
        if let place = entry.redirectedTo {
            entry.continuation.resume(throwing: NetworkError.unreachable("redirected to \(place), which wf does not follow"))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else if let response = entry.response ?? task.response {
            entry.continuation.resume(returning: (entry.body, response))
        } else {
            entry.continuation.resume(throwing: NetworkError.unreachable("no response"))
        }
    }
}

/// The session's delegate queue, with back-pressure: FoundationNetworking hands each chunk that
/// libcurl reads (decoded, 16 KB) to the delegate queue from libcurl's own thread, and never waits.
/// A server that sends faster than the delegate consumes (an endless body over loopback, a
/// compression bomb) would have the chunks pile up by the gigabyte. Here, adding a chunk waits
/// while `capacity` are already waiting, which holds libcurl's thread, and so the transfer.
final class BoundedOperationQueue: OperationQueue, @unchecked Sendable {
    private let slots: DispatchSemaphore

    init(capacity: Int = 64) {
        slots = DispatchSemaphore(value: capacity)
        super.init()
        maxConcurrentOperationCount = 1
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        // Never wait on the queue's own thread: it alone could free a slot. Nor forever: a stalled
        // delegate holds libcurl's thread for 0.2 s a chunk at most, then the chunk is queued as before.
        let waits = OperationQueue.current !== self && slots.wait(timeout: .now() + .milliseconds(200)) == .success
        super.addOperation { [slots] in
            block()
            if waits { slots.signal() }
        }
    }
}
