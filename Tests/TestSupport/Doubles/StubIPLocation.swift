import Domain
import Foundation

/// The IP address is always at one place (Lisbon unless told).
public struct StubIPLocation: IPLocationRepository {
    public var place: Place
    public var onCall: @Sendable () -> Void

    public init(place: Place = .named("Lisbon", "PT", 38.72, -9.14), onCall: @escaping @Sendable () -> Void = {}) {
        self.place = place
        self.onCall = onCall
    }

    public func approximateLocation(policy: CachePolicy) async throws -> LocatedByIP {
        onCall()
        return LocatedByIP(location: ApproximateLocation(place: place, fetchedAt: Date(timeIntervalSince1970: 0)), source: .network, isNew: true)
    }
}
