/// A named location returned by a geocoder or a forecast provider.
public struct Place: Hashable, Codable, Sendable {
    public var name: String
    /// ISO 3166 alpha-2 code when the provider gives one ("GB").
    public var country: String?
    /// State, province or region ("Ontario"), when known.
    public var region: String?
    public var coordinate: Coordinate

    public init(name: String, country: String? = nil, region: String? = nil, coordinate: Coordinate) {
        self.name = name
        self.country = country
        self.region = region
        self.coordinate = coordinate
    }

    /// "London, GB" or "London, Ontario, CA".
    public var displayName: String {
        [name, region, country].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }

    /// "London, GB": enough to tell most places apart in a list.
    public var shortName: String {
        [name, country].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }
}
