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
        /// The body so far, each chunk appended in place as it comes. Kept apart and joined at the
        /// end, the chunks were the body twice over, and thousands of small freed buffers stayed in
        /// the process's heap (an 8 MB answer: 88 MiB peak against 58 MiB now, debug build).
        var body = Data()
        var byteCount: Int { body.count }
        /// The most this body may hold.
        let limit: Int
        var response: URLResponse?
        let continuation: CheckedContinuation<(Data, URLResponse, Int), any Error>
        /// Where a redirect to another host pointed.
        var redirectedTo: String?
        /// Redirects followed (within the server): each was a request it saw.
        var redirects = 0

        init(_ continuation: CheckedContinuation<(Data, URLResponse, Int), any Error>, limit: Int) {
            self.continuation = continuation
            self.limit = limit
        }

        /// The body, handed over whole: the transfer keeps no reference to it.
        func takeBody() -> Data {
            defer { body = Data() }
            return body
        }
    }

    private struct State {
        /// Transfers by wf's own number for them, given before URLSession makes the task.
        var transfers: [Int: Transfer] = [:]
        /// wf's number for each URLSession task.
        var numbers: [Int: Int] = [:]
        var lastNumber = 0
        /// Tasks whose caller was cancelled, or whose deadline passed, before they ended: what
        /// they still deliver is dropped, and their transfer is stopped at its next chunk.
        var abandoned: Set<Int> = []
        /// Transfers cut at a limit below the delegate's own (a side part's): what they still deliver
        /// is dropped without cancelling the task. libcurl ends them itself past the delegate's
        /// limit (`lazy_curl_limit_body`); a cancel racing that end can trap inside
        /// FoundationNetworking ("a task that is not in the registry"), seen in CI.
        var draining: Set<Int> = []
        let budget: ByteBudget
        let fullLimit: Int

        mutating func newNumber() -> Int {
            lastNumber += 1
            return lastNumber
        }

        func number(of task: URLSessionTask) -> Int {
            numbers[task.taskIdentifier] ?? -1
        }

        /// Takes a transfer out of flight, and its bytes out of the budget.
        mutating func remove(_ id: Int) -> Transfer? {
            guard let transfer = transfers.removeValue(forKey: id) else { return nil }
            budget.release(transfer.byteCount)
            return transfer
        }

        /// Keeps the chunk, unless it takes its body past its limit or past what the budget has
        /// left; the transfer is then taken out of flight and returned, to be ended.
        mutating func append(_ chunk: Data, to id: Int) -> Transfer? {
            guard let transfer = transfers[id] else { return nil }
            guard transfer.byteCount + chunk.count <= transfer.limit, budget.take(chunk.count) else {
                if transfer.limit < fullLimit { draining.insert(id) } else { abandoned.insert(id) }
                return remove(id)
            }
            transfer.body.append(chunk)
            return nil
        }
    }

    /// The most one body may hold, unless its request asks for less.
    private let limit: Int
    private let state: Mutex<State>

    /// `budget` is shared by every request in flight: they run side by side (the weather beside
    /// the air quality), and each at its limit would more than double wf's memory.
    init(limit: Int, budget: ByteBudget) {
        self.limit = limit
        state = Mutex(State(budget: budget, fullLimit: limit))
    }

    /// The body and response of `request`, or the error that ended it; never later than `deadline`.
    /// Its body is cut past `answerLimit`, or past the delegate's own limit if that is less.
    /// With them, the redirects followed to it (each a request the server saw).
    ///
    /// Cancelling the calling task, or the deadline passing, resumes the caller at once, whether the
    /// request was running or not yet started. The URLSession task is then stopped at its next chunk
    /// (or left to its own timeout): on Linux, cancelling a task while it completes can trap inside
    /// FoundationNetworking ("a task that is not in the registry"), and its late callbacks here find
    /// nothing left to resume.
    func load(_ request: URLRequest, in session: URLSession, deadline: Duration,
              answerLimit: Int? = nil) async throws -> (Data, URLResponse, Int) {
        let limit = min(answerLimit ?? limit, limit)
        var request = request
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let asked = request
        let id = state.withLock { $0.newNumber() }
        let timer = Task { [weak self] in
            do { try await Task.sleep(for: deadline) } catch { return }
            self?.abandon(id, with: URLError(.timedOut))
        }
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let start = state.withLock { state -> Bool in
                    guard !state.abandoned.contains(id) else { return false }
                    state.transfers[id] = Transfer(continuation, limit: limit)
                    return true
                }
                guard start else { return continuation.resume(throwing: CancellationError()) }
                // Never on a cooperative thread: making and starting a task wait for URLSession's
                // work queue, which libcurl can hold for seconds while an endless body pours in;
                // with every cooperative thread waiting there, no deadline could fire.
                DispatchQueue.global().async { [self] in
                    let task = session.dataTask(with: asked)
                    let wanted = state.withLock { state -> Bool in
                        state.numbers[task.taskIdentifier] = id
                        return state.transfers[id] != nil
                    }
                    if wanted { task.resume() }
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
            return state.remove(id)
        }
        waiting?.continuation.resume(throwing: error)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let limit = state.withLock { $0.transfers[$0.number(of: dataTask)]?.limit } ?? limit
        if let refusal = Self.refusal(of: response, limit: limit) {
            // The caller hears now; the transfer ends by the disposition, or at its next chunk.
            finish(dataTask, with: refusal)
            completionHandler(.cancel)
            return
        }
        state.withLock { state in
            guard let transfer = state.transfers[state.number(of: dataTask)] else { return }
            transfer.response = response
            // A body of known length is received into room made once: grown as it comes, it would
            // for a moment be held twice (the old buffer and the new).
            if response.expectedContentLength > 0 { transfer.body.reserveCapacity(Int(min(response.expectedContentLength, Int64(limit)))) }
        }
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
        let (overflowed, abandoned, draining) = state.withLock { state -> (Transfer?, Bool, Bool) in
            let id = state.number(of: dataTask)
            guard state.transfers[id] != nil else { return (nil, state.abandoned.remove(id) != nil, state.draining.contains(id)) }
            let overflowed = state.append(data, to: id)
            return (overflowed, false, state.draining.contains(id))
        }
        if let overflowed {
            overflowed.continuation.resume(throwing: NetworkError.bodyTooLarge(limit: overflowed.limit))
            if !draining { stop(dataTask) }
        } else if abandoned {
            stop(dataTask)
        }
    }

    /// Resumes the caller with `error` now; what the task still delivers is dropped.
    private func finish(_ task: URLSessionTask, with error: NetworkError) {
        let transfer = state.withLock { state -> Transfer? in
            let id = state.number(of: task)
            state.abandoned.insert(id)
            return state.remove(id)
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
            state.withLock { $0.transfers[$0.number(of: task)]?.redirectedTo = place }
        } else {
            state.withLock { $0.transfers[$0.number(of: task)]?.redirects += 1 }
        }
        completionHandler(sameOrigin ? request : nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let entry = state.withLock { state -> Transfer? in
            let id = state.number(of: task)
            state.numbers[task.taskIdentifier] = nil
            state.abandoned.remove(id)
            state.draining.remove(id)
            return state.remove(id)
        }
        guard let entry else { return }
        if let place = entry.redirectedTo {
            entry.continuation.resume(throwing: NetworkError.unreachable("redirected to \(place), which wf does not follow"))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else if let response = entry.response ?? task.response {
            entry.continuation.resume(returning: (entry.takeBody(), response, entry.redirects))
        } else {
            entry.continuation.resume(throwing: NetworkError.unreachable("no response"))
        }
    }
}

/// The bytes that all bodies in flight may hold together.
final class ByteBudget: Sendable {
    private let left: Mutex<Int>

    init(bytes: Int) {
        left = Mutex(bytes)
    }

    /// Whether `count` more bytes fit; they are then counted.
    func take(_ count: Int) -> Bool {
        left.withLock { left in
            guard count <= left else { return false }
            left -= count
            return true
        }
    }

    func release(_ count: Int) {
        left.withLock { $0 += count }
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
