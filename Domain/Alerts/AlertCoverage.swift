/// Which official source warns for a place. By the place's country when it is known (a name the
/// geocoder found); else, for a bare coordinate, by rough boxes around each country (`boxes`),
/// which may misjudge a point near a border. Where no national source covers the place, WMO's
/// Severe Weather Information Centre, whose server places the point itself.
public enum AlertCoverage: String, Hashable, Codable, Sendable {
    /// The US National Weather Service: the US and its territories.
    case nws
    /// MET Norway's MetAlerts: Norway and Svalbard.
    case metNorway = "met-norway"
    /// Germany's Deutscher Wetterdienst, through Bright Sky.
    case brightsky
    /// Environment and Climate Change Canada.
    case eccc
    /// EUMETNET's MeteoAlarm: the warnings of the European services without a source above, one
    /// feed per country.
    case meteoalarm
    /// The WMO Severe Weather Information Centre: the warnings of the services that publish theirs,
    /// placed by its server; asked wherever no source above covers the place.
    case wmoSwic = "wmo-swic"
    /// No source wf knows: it cannot say whether there are alerts.
    case none

    /// Every source, in the order `wf alerts --sources` lists them.
    public static let sources: [AlertCoverage] = [.nws, .eccc, .metNorway, .brightsky, .meteoalarm, .wmoSwic]

    /// The countries (ISO 3166 codes) the source covers.
    public var countries: [String] {
        switch self {
        case .nws: ["US", "PR", "VI", "GU", "MP", "AS"]
        case .metNorway: ["NO", "SJ"]
        case .brightsky: ["DE"]
        case .eccc: ["CA"]
        case .meteoalarm: Self.meteoalarmCountries
        case .wmoSwic, .none: []
        }
    }

    /// The members of EUMETNET with a feed on MeteoAlarm, but Germany and Norway, whose own services
    /// wf asks. A bare coordinate is never judged to be in one: a country's feed is asked only for a
    /// place whose country the geocoder named.
    static let meteoalarmCountries = ["AT", "BA", "BE", "BG", "CH", "CY", "CZ", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR",
                                      "HU", "IE", "IL", "IS", "IT", "LT", "LU", "LV", "MD", "ME", "MK", "MT", "NL", "PL", "PT",
                                      "RO", "RS", "SE", "SI", "SK", "UA"]

    public static func covering(_ place: Place) -> AlertCoverage {
        if let country = place.country?.uppercased(), !country.isEmpty {
            return sources.first { $0.countries.contains(country) } ?? .wmoSwic
        }
        return covering(place.coordinate)
    }

    public static func covering(_ coordinate: Coordinate) -> AlertCoverage {
        for (coverage, boxes) in boxes where boxes.contains(where: { $0.contains(coordinate) }) {
            return coverage
        }
        return .wmoSwic
    }


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
        (.eccc, [
            // North of the 49th parallel and of Alaska's panhandle: Vancouver, Calgary, Winnipeg, the
            // North (not Toronto, Ottawa, Montréal, Halifax, which a name places).
            Box(latitude: 49.0...83.2, longitude: -130.0...(-95.2)),
            Box(latitude: 60.0...83.2, longitude: -141.0...(-130.0)),   // Yukon
            Box(latitude: 49.4...83.2, longitude: -95.2...(-60.0)),     // northern Ontario and Quebec, Nunavut
        ]),
        (.metNorway, [
            Box(latitude: 57.9...63.5, longitude: 4.5...12.9),          // southern Norway
            Box(latitude: 63.5...67.0, longitude: 8.5...15.5),          // Trøndelag and Helgeland
            Box(latitude: 67.0...69.0, longitude: 11.5...18.5),         // Nordland
            Box(latitude: 69.0...71.3, longitude: 15.5...31.5),         // Troms and Finnmark
            Box(latitude: 74.0...81.0, longitude: 10.0...35.0),         // Svalbard
        ]),
        (.brightsky, [
            Box(latitude: 51.0...54.9, longitude: 7.0...13.8),          // the north, to Berlin and Dresden (not Enschede, Szczecin)
            Box(latitude: 49.0...51.0, longitude: 6.4...12.1),          // the middle (not Luxembourg, Metz, Prague)
            Box(latitude: 50.6...51.0, longitude: 12.1...13.5),         // Saxony's Ore Mountains (not Ústí)
            Box(latitude: 47.55...49.0, longitude: 7.8...13.0),         // the south (not Strasbourg, Basel, Bregenz, Salzburg)
            Box(latitude: 48.5...49.0, longitude: 13.0...13.8),         // Passau (not Linz)
        ]),
    ]
}
