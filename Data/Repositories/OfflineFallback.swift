import Domain

extension Error {
    /// Failures after which the last good copy is better than nothing (see `WeatherError.Kind`).
    var allowsOfflineFallback: Bool {
        (self as? WeatherError)?.kind.allowsOfflineFallback ?? false
    }

    /// Why a cached copy is shown instead: "Open-Meteo cannot be reached (connection refused)".
    var offlineReason: String {
        guard let error = self as? WeatherError else { return "\(self)" }
        switch error {
        case .providerUnavailable(let provider, let reason, _): return "\(provider) \(reason)"
        case .rateLimited(let provider, nil, _): return "\(provider) rate limit reached"
        case .rateLimited(let provider, let until?, let limit?): return "\(provider)'s \(limit) limit reached; asked again after \(RateLimitClock.text(until))"
        case .rateLimited(let provider, let until?, nil): return "\(provider) rate-limited until \(RateLimitClock.text(until))"
        default: return "\(error)"
        }
    }
}
