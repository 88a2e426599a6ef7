/// An area a warning names by its outline (CAP's `polygon`: "lat,lon lat,lon …", the first point
/// repeated last). A point on the outline is inside.
public struct AlertPolygon: Hashable, Codable, Sendable {
    public var points: [Coordinate]

    public init(points: [Coordinate]) {
        self.points = points
    }

    /// CAP's text, or nil when it holds fewer than three points or anything but pairs of numbers.
    public init?(cap text: String) {
        var points: [Coordinate] = []
        for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let numbers = pair.split(separator: ",")
            guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]),
                  let point = try? Coordinate(latitude: latitude, longitude: longitude) else { return nil }
            points.append(point)
        }
        guard points.count >= 3 else { return nil }
        self.points = points
    }

    /// Whether `point` is inside, by the crossings of a ray to the east (the areas are small
    /// enough for latitude and longitude to be taken as a plane).
    public func contains(_ point: Coordinate) -> Bool {
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            let (y1, x1, y2, x2) = (previous.latitude, previous.longitude, current.latitude, current.longitude)
            if Self.onSegment(point, from: previous, to: current) { return true }
            if (y1 > point.latitude) != (y2 > point.latitude) {
                let crossing = x1 + (point.latitude - y1) / (y2 - y1) * (x2 - x1)
                if point.longitude < crossing { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    private static func onSegment(_ point: Coordinate, from a: Coordinate, to b: Coordinate) -> Bool {
        let cross = (b.longitude - a.longitude) * (point.latitude - a.latitude) - (b.latitude - a.latitude) * (point.longitude - a.longitude)
        guard abs(cross) < 1e-12 else { return false }
        return (min(a.latitude, b.latitude)...max(a.latitude, b.latitude)).contains(point.latitude)
            && (min(a.longitude, b.longitude)...max(a.longitude, b.longitude)).contains(point.longitude)
    }
}
