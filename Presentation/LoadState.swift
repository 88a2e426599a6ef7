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
