/// Which official source warns for a place. By the place's country when it is known (a name the
/// geocoder found); else, for a bare coordinate, by rough boxes around each country (`boxes`),
/// which may misjudge a point near a border.
public enum AlertCoverage: String, Hashable, Codable, Sendable {
    /// The US National Weather Service: the US and its territories.
    case nws
    /// MET Norway's MetAlerts: Norway and Svalbard.
    case metNorway = "met-norway"
    /// No source wf knows: it cannot say whether there are alerts.
    case none

    public static func covering(_ place: Place) -> AlertCoverage {
        if let country = place.country?.uppercased(), !country.isEmpty {
            if nwsCountries.contains(country) { return .nws }
            if metNorwayCountries.contains(country) { return .metNorway }
            return .none
        }
        return covering(place.coordinate)
    }

    public static func covering(_ coordinate: Coordinate) -> AlertCoverage {
        for (coverage, boxes) in boxes where boxes.contains(where: { $0.contains(coordinate) }) {
            return coverage
        }
        return .none
    }

    /// The US, Puerto Rico, the US Virgin Islands, Guam, the Northern Mariana Islands and American Samoa.
    static let nwsCountries: Set<String> = ["US", "PR", "VI", "GU", "MP", "AS"]
    /// Norway, and Svalbard and Jan Mayen.
    static let metNorwayCountries: Set<String> = ["NO", "SJ"]

    struct Box: Sendable {
        let latitude: ClosedRange<Double>
        let longitude: ClosedRange<Double>

        func contains(_ coordinate: Coordinate) -> Bool {
            latitude.contains(coordinate.latitude) && longitude.contains(coordinate.longitude)
        }
    }

    /// Latitude and longitude ranges, in degrees. Rough on purpose: they leave out the big cities
    /// across the borders (Vancouver, Toronto, Montréal, Stockholm) and take in some country nearby.
    static let boxes: [(AlertCoverage, [Box])] = [
        (.nws, [
            Box(latitude: 31.3...49.0, longitude: -124.8...(-95.2)),    // the West and the Plains
            Box(latitude: 25.8...31.3, longitude: -106.7...(-95.2)),    // Texas
            Box(latitude: 24.4...41.9, longitude: -95.2...(-66.9)),     // the South and the East
            Box(latitude: 41.9...49.4, longitude: -95.2...(-82.5)),     // the upper Midwest
            Box(latitude: 41.9...43.5, longitude: -82.5...(-66.9)),     // the Northeast, south of Lake Ontario
            Box(latitude: 43.5...47.5, longitude: -71.5...(-66.9)),     // northern New England
            Box(latitude: 51.0...71.5, longitude: -180.0...(-141.0)),   // Alaska
            Box(latitude: 51.0...53.0, longitude: 172.0...180.0),       // the western Aleutians
            Box(latitude: 18.5...22.5, longitude: -160.5...(-154.5)),   // Hawaii
            Box(latitude: 17.5...18.6, longitude: -67.5...(-64.5)),     // Puerto Rico and the Virgin Islands
            Box(latitude: 13.0...20.6, longitude: 144.5...146.1),       // Guam and the Northern Marianas
        ]),
        (.metNorway, [
            Box(latitude: 57.9...63.5, longitude: 4.5...12.9),          // southern Norway
            Box(latitude: 63.5...67.0, longitude: 8.5...15.5),          // Trøndelag and Helgeland
            Box(latitude: 67.0...69.0, longitude: 11.5...18.5),         // Nordland
            Box(latitude: 69.0...71.3, longitude: 15.5...31.5),         // Troms and Finnmark
            Box(latitude: 74.0...81.0, longitude: 10.0...35.0),         // Svalbard
        ]),
    ]
}
