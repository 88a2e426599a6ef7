import Foundation

/// The points a rain map asks for: at most `maximumPoints`, evenly spread over the circle of
/// `radiusKilometres` around `centre` (a square lattice on the ground, laid out by distance and
/// bearing from the centre, so every point is within the radius wherever on Earth).
public struct RainMapGrid: Hashable, Sendable {
    public static let radiusRange = 50...1000
    public static let defaultRadius = 300
    public static let maximumPoints = 200

    /// Rounded to 2 decimals (about 1 km): neighbouring centres share a grid, and its cache.
    public let centre: Coordinate
    public let radiusKilometres: Int
    public let points: [Coordinate]

    public init(centre: Coordinate, radiusKilometres: Int) {
        let radius = min(max(radiusKilometres, Self.radiusRange.lowerBound), Self.radiusRange.upperBound)
        let rounded = Coordinate(unchecked: Self.rounded(centre.latitude), Self.rounded(centre.longitude))
        self.centre = rounded
        self.radiusKilometres = radius
        points = Self.points(around: rounded, radius: Double(radius))
    }

    /// What the cache knows the grid by.
    public var cacheKey: String { "\(centre.cacheKey)|r\(radiusKilometres)" }

    /// A square lattice of spacing r·√(π/180) holds 177 points within r, whatever r and wherever the
    /// centre (the count is the lattice's, in units of its spacing): under `maximumPoints`. Its
    /// farthest point is at 0.962 r (√53 of 7.57 spacings), so rounding a point to 2 decimals (at most
    /// 0.8 km) never carries it outside the circle, even at the smallest radius (1.9 km to spare).
    static func points(around centre: Coordinate, radius: Double) -> [Coordinate] {
        let spacing = radius * (Double.pi / Double(maximumPoints - 20)).squareRoot()
        let steps = Int((radius / spacing).rounded(.down))
        var points: [Coordinate] = []
        for row in -steps...steps {
            for column in -steps...steps {
                let east = Double(column) * spacing, north = Double(row) * spacing
                let distance = (east * east + north * north).squareRoot()
                guard distance <= radius else { continue }
                points.append(destination(from: centre, kilometres: distance, bearing: atan2(east, north)))
            }
        }
        return points
    }

    /// The point `kilometres` away along the great circle leaving `start` at `bearing` (radians from north).
    static func destination(from start: Coordinate, kilometres: Double, bearing: Double) -> Coordinate {
        let angular = kilometres / Coordinate.earthRadiusKilometres
        let φ1 = start.latitude * .pi / 180, λ1 = start.longitude * .pi / 180
        let φ2 = asin(sin(φ1) * cos(angular) + cos(φ1) * sin(angular) * cos(bearing))
        let λ2 = λ1 + atan2(sin(bearing) * sin(angular) * cos(φ1), cos(angular) - sin(φ1) * sin(φ2))
        var longitude = (λ2 * 180 / .pi + 540).truncatingRemainder(dividingBy: 360) - 180
        if longitude < -180 { longitude += 360 }
        return Coordinate(unchecked: rounded(min(max(φ2 * 180 / .pi, -90), 90)), rounded(longitude))
    }

    static func rounded(_ value: Double) -> Double {
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded
    }
}
