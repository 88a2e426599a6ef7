/// A direction as one of `points` equal sectors of the compass, counted clockwise from north: with
/// 8 points N, NE, E … NW; with 16 also NNE, ENE …; with 360, whole degrees. The one place a
/// direction in degrees (370, -90 or 22.5) becomes a compass point; the names are Presentation's.
public struct CompassPoint: Sendable, Hashable {
    /// 0 is north, then clockwise; always less than `points`.
    public let index: Int
    public let points: Int

    /// The nearest of `points` sectors to `degrees`, any finite angle (370 is 10, -90 is 270);
    /// nil for a direction that is no number.
    public init?(degrees: Double, points: Int = 8) {
        guard degrees.isFinite, points > 0 else { return nil }
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        index = Int((normalised / (360 / Double(points))).rounded()) % points
        self.points = points
    }
}
