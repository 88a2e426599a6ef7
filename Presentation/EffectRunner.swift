import Domain

/// Runs a view model's effects as tasks, cancelling the one in flight when a newer one of the same kind starts.
@MainActor
final class EffectRunner<Key: Hashable> {
    private var tasks: [Key: Task<Void, Never>] = [:]

    func run(_ key: Key, _ operation: @escaping @MainActor @Sendable () async -> Void) {
        tasks[key]?.cancel()
        tasks[key] = Task { @MainActor in await operation() }
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

    func cancelAll() {
        tasks.values.forEach { $0.cancel() }
        tasks.removeAll()
    }
}
