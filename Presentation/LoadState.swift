import Domain

/// A one-shot load: idle → loading → loaded(value) | failed(error).
public enum LoadState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(WeatherError)

    public var isFinished: Bool {
        switch self {
        case .loaded, .failed: true
        case .idle, .loading: false
        }
    }
}

extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Sendable where Value: Sendable {}

extension LoadState {
    /// A load begins: loading, and the one effect that fetches.
    public mutating func begin<Effect>(_ fetch: Effect) -> [Effect] {
        self = .loading
        return [fetch]
    }

    /// The answer came: loaded with what the view makes of it, or failed. Nothing follows.
    public mutating func finish<Answer, Effect>(_ answer: Result<Answer, WeatherError>, _ value: (Answer) -> Value) -> [Effect] {
        switch answer {
        case .success(let answer): self = .loaded(value(answer))
        case .failure(let error): self = .failed(error)
        }
        return []
    }
}
