import Domain

extension Place {
    /// `.named("Berlin", "DE", 52.52, 13.41)`.
    public static func named(_ name: String, _ country: String, region: String? = nil, _ latitude: Double, _ longitude: Double) -> Place {
        Place(name: name, country: country, region: region, coordinate: Coordinate(unchecked: latitude, longitude))
    }
}
