import Foundation

/// Forecast precipitation over a grid of points for the next two hours, in 8 frames of 15 minutes
/// (Open-Meteo's `minutely_15`): a forecast, not radar. Outside Central Europe and North America
/// the 15-minute steps are interpolated from hourly models.
public struct RainMap: Hashable, Codable, Sendable {
    public struct Point: Hashable, Codable, Sendable {
        public var coordinate: Coordinate
        /// Millimetres in the 15 minutes; nil when unknown (left out, or no rain can have it).
        public var precipitation: Double?

        public init(coordinate: Coordinate, precipitation: Double?) {
            self.coordinate = coordinate
            self.precipitation = precipitation
        }
    }

    /// Fifteen minutes from `time`, with every grid point in the grid's order.
    public struct Frame: Hashable, Codable, Sendable {
        public var time: Date
        public var points: [Point]

        public init(time: Date, points: [Point]) {
            self.time = time
            self.points = points
        }
    }

    public static let frameCount = 8
    public static let frameSeconds: TimeInterval = 15 * 60
    /// More than this in 15 minutes is beyond any recorded rain: not a reading at all.
    public static let mostPlausible = 500.0

    public var frames: [Frame]
    public var fetchedAt: Date
    /// How results name the source: "Open-Meteo".
    public var source: String

    public init(frames: [Frame], fetchedAt: Date, source: String = "Open-Meteo") {
        self.frames = frames.sorted { $0.time < $1.time }
        self.fetchedAt = fetchedAt
        self.source = source
    }

    /// The same map with amounts no rain can have (negative, over `mostPlausible`) made unknown.
    public func plausible() -> RainMap {
        var map = self
        for frame in map.frames.indices {
            for point in map.frames[frame].points.indices {
                if let amount = map.frames[frame].points[point].precipitation, !(0...Self.mostPlausible).contains(amount) || !amount.isFinite {
                    map.frames[frame].points[point].precipitation = nil
                }
            }
        }
        return map
    }

    /// The frames from the one in progress at `now` on; nil once the last has ended.
    public func remaining(at now: Date) -> RainMap? {
        guard let last = frames.last, now < last.time.addingTimeInterval(Self.frameSeconds) else { return nil }
        var map = self
        let start = frames.last { $0.time <= now }?.time ?? frames.first?.time ?? now
        map.frames = frames.filter { $0.time >= start }
        return map
    }

    /// The grid's points, in order.
    public var coordinates: [Coordinate] { frames.first?.points.map(\.coordinate) ?? [] }

    /// Millimetres at each point over all frames (the two hours); nil where no frame is known.
    public var totals: [Double?] {
        coordinates.indices.map { index in
            let known = frames.compactMap { $0.points[safe: index]?.precipitation }
            return known.isEmpty ? nil : known.reduce(0, +)
        }
    }

    /// Where rain reaches `threshold` mm in a frame: each such point with the first frame it does.
    public func rainyPoints(threshold: Double = Nowcast.threshold) -> [(coordinate: Coordinate, starts: Date, heaviest: Double)] {
        coordinates.indices.compactMap { index in
            let amounts = frames.map { ($0.time, $0.points[safe: index]?.precipitation ?? 0) }
            guard let first = amounts.first(where: { $0.1 >= threshold }) else { return nil }
            return (coordinates[index], first.0, amounts.map(\.1).max() ?? 0)
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
