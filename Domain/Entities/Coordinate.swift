import Foundation

/// A point on the Earth in decimal degrees.
public struct Coordinate: Hashable, Codable, Sendable {
    public let latitude: Double
    public let longitude: Double

    /// Builds a coordinate only when both values are finite and in range.
    public init(latitude: Double, longitude: Double) throws(WeatherError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidInput("latitude must be a number from -90 to 90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidInput("longitude must be a number from -180 to 180")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// For values already known to be valid (stored rows, constants); provider numbers go through the checking init.
    public init(unchecked latitude: Double, _ longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses "51.5,-0.12", "51.5, -0.12" or the two halves given separately.
    public init(parsing text: String) throws(WeatherError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .invalidInput("a coordinate looks like 51.5,-0.12") }
        try self.init(latitudeText: String(parts[0]), longitudeText: String(parts[1]))
    }

    public init(latitudeText: String, longitudeText: String) throws(WeatherError) {
        guard let latitude = Self.degrees(latitudeText) else {
            throw .invalidInput("latitude must be a number from -90 to 90")
        }
        guard let longitude = Self.degrees(longitudeText) else {
            throw .invalidInput("longitude must be a number from -180 to 180")
        }
        try self.init(latitude: latitude, longitude: longitude)
    }

    /// Points closer than about a kilometre (two decimals) are one spot: one favourite, one cached answer.
    public struct Spot: Hashable, Sendable {
        /// "52.52,13.41".
        public let key: String
    }

    public var spot: Spot {
        Spot(key: String(format: "%.2f,%.2f", latitude.roundedForKey, longitude.roundedForKey))
    }

    /// What the cache files an answer for this point under: its spot.
    public var cacheKey: String { spot.key }

    public var description: String {
        String(format: "%.2f, %.2f", latitude, longitude)
    }

    private static func degrees(_ text: String) -> Double? {
        let trimmed = text.trimmedOfWhiteSpace
        // Only plain decimal notation: "nan", "inf", "1e309" and hex floats are not coordinates.
        guard !trimmed.isEmpty,
              trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }
}

private extension Double {
    /// Rounds to two decimals and folds -0.00 into 0.00 so keys are stable.
    var roundedForKey: Double {
        let rounded = (self * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }
}
