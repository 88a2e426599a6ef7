import Domain
import Foundation

/// Answers every place with the same readings, from the network, named as asked, and counts the calls.
public final class StubAirQuality: AirQualityRepository, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    public var calls: Int { lock.withLock { count } }
    public let current: AirQualityReading
    public let hours: [AirQualityReading]
    public let timeZone: String?

    public init(current: AirQualityReading, hours: [AirQualityReading] = [], timeZone: String? = nil) {
        self.current = current
        self.hours = hours
        self.timeZone = timeZone
    }

    public func airQuality(for place: Place, days: Int, policy: CachePolicy) async throws -> Sourced<AirQuality> {
        lock.withLock { count += 1 }
        return Sourced(AirQuality(place: place, source: "Stub", fetchedAt: current.time, utcOffsetSeconds: 0, timeZone: timeZone,
                                  current: current, hours: hours, requestedDays: days), source: .network)
    }

    public func airQuality(for places: [Place], days: Int, policy: CachePolicy) async -> [Result<Sourced<AirQuality>, WeatherError>] {
        var results: [Result<Sourced<AirQuality>, WeatherError>] = []
        for place in places { results.append(.success(try! await airQuality(for: place, days: days, policy: policy))) }
        return results
    }
}
