/// Where "here" is, as the user configured it.
public enum LocationSetting: Hashable, Sendable {
    case place(String)
    case coordinate(Coordinate)

    /// "51.5,-0.12" is a coordinate; anything else is a place name.
    public init(parsing text: String) throws(WeatherError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalidInput("a location is a place name or lat,lon") }
        if trimmed.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true, trimmed.contains(",") {
            self = .coordinate(try Coordinate(parsing: trimmed))
        } else {
            self = .place(trimmed)
        }
    }
}
