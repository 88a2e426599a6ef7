import Domain
import Foundation

/// Answers every forecast with the one it was given, from the network, and counts the calls.
public final class StubForecasts: ForecastRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    public var calls: Int { lock.withLock { count } }
    public let forecast: Forecast

    public init(_ forecast: Forecast) { self.forecast = forecast }

    public convenience init(place: Place = .named("London", "GB", 51.5, -0.12)) {
        self.init(Forecast(place: place, units: .metric, provider: "Stub", fetchedAt: Date(timeIntervalSince1970: 0),
                           utcOffsetSeconds: 0, days: []))
    }

    public func forecast(for query: SearchQuery, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        lock.withLock { count += 1 }
        return Sourced(forecast, source: .network)
    }

    public func forecast(for place: Place, days: Int, units: Units, policy: CachePolicy) async throws -> Sourced<Forecast> {
        lock.withLock { count += 1 }
        return Sourced(forecast, source: .network)
    }
}
