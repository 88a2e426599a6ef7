import Foundation

extension Coordinate {
    /// The Earth's mean radius, for great-circle distances.
    public static let earthRadiusKilometres = 6371.0

    /// The great-circle distance, in kilometres (haversine).
    public func kilometres(to other: Coordinate) -> Double {
        let (φ1, φ2) = (latitude.radians, other.latitude.radians)
        let Δφ = φ2 - φ1, Δλ = (other.longitude - longitude).radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * Self.earthRadiusKilometres * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// The initial bearing towards `other`, in degrees clockwise from north (0 up to 360).
    public func bearing(to other: Coordinate) -> Double {
        let (φ1, φ2) = (latitude.radians, other.latitude.radians)
        let Δλ = (other.longitude - longitude).radians
        let y = sin(Δλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }
}

private extension Double {
    var radians: Double { self * .pi / 180 }
}
