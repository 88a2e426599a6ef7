import Foundation

/// Callers asking for the same key while a request for it is in flight share its answer.
final class SharedRequests<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let state = Mutex()

    func value(for key: Key, _ fetch: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = state.task(for: key) { Task { try await fetch() } }
        defer { state.finished(key, task) }
        // A caller that gives up (a status bar's patience) ends the request: its partner is asking
        // for the same command's report and ends with it.
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }

    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var tasks: [Key: Task<Value, any Error>] = [:]

        func task(for key: Key, _ make: () -> Task<Value, any Error>) -> Task<Value, any Error> {
            lock.withLock {
                if let running = tasks[key] { return running }
                let task = make()
                tasks[key] = task
                return task
            }
        }

        func finished(_ key: Key, _ task: Task<Value, any Error>) {
            lock.withLock { if tasks[key] == task { tasks[key] = nil } }
        }
    }
}
