/// Runs a view model's effects as tasks, cancelling the one in flight when a newer one of the same kind starts.
@MainActor
final class EffectRunner<Key: Hashable> {
    private var tasks: [Key: Task<Void, Never>] = [:]

    func run(_ key: Key, _ operation: @escaping @MainActor @Sendable () async -> Void) {
        tasks[key]?.cancel()
        tasks[key] = Task { @MainActor in await operation() }
    }

    func cancelAll() {
        tasks.values.forEach { $0.cancel() }
        tasks.removeAll()
    }

    /// Waits for the tasks running now; for renderers that print once and exit.
    func waitForAll() async {
        for task in tasks.values { await task.value }
    }
}
