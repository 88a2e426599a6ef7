extension Array where Element: Sendable {
    /// Maps concurrently, at most `limit` at a time, keeping the order of the input.
    func concurrentMap<T: Sendable>(limit: Int, _ transform: @escaping @Sendable (Element) async -> T) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            var results = [T?](repeating: nil, count: count)
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next
                let element = self[index]
                group.addTask { (index, await transform(element)) }
                next += 1
            }
            for _ in 0..<Swift.min(Swift.max(limit, 1), count) { startNext() }
            for await (index, value) in group {
                results[index] = value
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
