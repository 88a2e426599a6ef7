import Foundation

/// Where an IP-geolocation service places the user: a town, not an address.
public struct ApproximateLocation: Hashable, Codable, Sendable {
    public var place: Place
    /// The IANA zone the service reports ("Europe/Lisbon"), when it does.
    public var timeZone: String?
    public var fetchedAt: Date

    public init(place: Place, timeZone: String? = nil, fetchedAt: Date) {
        self.place = place
        self.timeZone = timeZone
        self.fetchedAt = fetchedAt
    }
}

/// An approximate location and whether the user has been told about it yet.
public struct LocatedByIP: Hashable, Sendable {
    public var location: ApproximateLocation
    public var source: DataSource
    /// True the first time this place is given: the user should be told where wf put them.
    public var isNew: Bool

    public init(location: ApproximateLocation, source: DataSource, isNew: Bool) {
        self.location = location
        self.source = source
        self.isNew = isNew
    }
}
