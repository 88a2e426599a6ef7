import Domain

/// Runs a view model's effects as tasks, cancelling the one in flight when a newer one of the same kind starts.
@MainActor
final class EffectRunner<Key: Hashable> {
    private var tasks: [Key: Task<Void, Never>] = [:]
    /// Every task not yet finished, replaced ones included, so `settled()` can wait for them.
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    func run(_ key: Key, _ operation: @escaping @MainActor @Sendable () async -> Void) {
        tasks[key]?.cancel()
        let id = nextID
        nextID += 1
        // On the main actor, the task cannot start before it is recorded here.
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.running[id] = nil
        }
        tasks[key] = task
        running[id] = task
    }

    /// Returns once no effect is running, including any that a finishing one started: a
    /// deterministic point for tests to look at the state, instead of sleeping.
    func settled() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// Runs `work` and hands its result, errors as `WeatherError`, to `deliver` unless a newer run replaced it.
    func perform<Value: Sendable>(_ key: Key, _ work: @escaping @Sendable () async throws -> Value,
                                  then deliver: @escaping @MainActor (Result<Value, WeatherError>) -> Void) {
        run(key) {
            let result: Result<Value, WeatherError>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(WeatherError(error))
            }
            guard !Task.isCancelled else { return }
            deliver(result)
        }
    }

    func cancel(_ key: Key) {
        tasks.removeValue(forKey: key)?.cancel()
    }

    func cancelAll() {
        tasks.values.forEach { $0.cancel() }
        tasks.removeAll()
    }
}
