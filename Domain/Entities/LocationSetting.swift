/// Where "here" is, as the user configured it.
public enum LocationSetting: Hashable, Sendable {
    case place(String)
    case coordinate(Coordinate)
    /// Ask an IP-geolocation service: approximate, and only ever when the user chose it.
    case automatic

    public static let automaticKeyword = "auto"

    /// "51.5,-0.12" is a coordinate, "auto" asks by IP address; anything else is a place name.
    public init(parsing text: String) throws(WeatherError) {
        let trimmed = text.trimmedOfWhiteSpace
        guard !trimmed.isEmpty else { throw .invalidInput("a location is a place name, lat,lon or auto") }
        if trimmed.lowercased() == Self.automaticKeyword {
            self = .automatic
        } else if trimmed.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true, trimmed.contains("," as Character) {
            self = .coordinate(try Coordinate(parsing: trimmed))
        } else {
            self = .place(trimmed)
        }
    }
}
