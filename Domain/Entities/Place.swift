/// A named location returned by a geocoder or a forecast provider.
public struct Place: Hashable, Codable, Sendable {
    public var name: String
    /// ISO 3166 alpha-2 code when the provider gives one ("GB").
    public var country: String?
    /// State, province or region ("Ontario"), when known.
    public var region: String?
    public var coordinate: Coordinate
    /// The place's IANA time zone ("Europe/Oslo") when the geocoder gives one, for providers that
    /// answer in UTC only.
    public var timeZone: String?

    /// The most terminal columns a place's name, or its region, keeps (`String.bounded(columns:)`):
    /// a geocoder's name of 60,000 combining marks is one character, not 60,000, and is cut to a few.
    public static let maximumColumns = 100

    public init(name: String, country: String? = nil, region: String? = nil, coordinate: Coordinate, timeZone: String? = nil) {
        self.name = name.bounded(columns: Self.maximumColumns)
        self.country = country
        self.region = region?.bounded(columns: Self.maximumColumns)
        self.coordinate = coordinate
        self.timeZone = timeZone
    }

    /// "London, GB" or "London, Ontario, CA": the one name every heading gives the place. A region
    /// called as the place is said once ("Lisbon, PT", not "Lisbon, Lisbon, PT").
    public var displayName: String {
        [name, distinctRegion, country].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }

    /// The region, unless it is only the place's name again.
    public var distinctRegion: String? {
        region.flatMap { $0.lowercased() == name.lowercased() ? nil : $0 }
    }

    /// "London, GB": enough to tell most places apart in a list.
    public var shortName: String {
        [name, country].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }
}
