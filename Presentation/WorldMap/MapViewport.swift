import Domain
import Foundation

/// The part of the world on screen: a centre and a zoom (1 shows the whole world).
public struct MapViewport: Hashable, Sendable {
    public var centerLatitude: Double
    public var centerLongitude: Double
    public var zoom: Double

    public static let world = MapViewport(centerLatitude: 0, centerLongitude: 0, zoom: 1)
    public static let zoomRange = 1.0...64.0

    public init(centerLatitude: Double, centerLongitude: Double, zoom: Double) {
        self.zoom = min(max(zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
        self.centerLongitude = Self.wrap(centerLongitude)
        self.centerLatitude = 0
        self.centerLatitude = clampedLatitude(centerLatitude)
    }

    /// The smallest viewport showing the box between two corners.
    public init(region first: Coordinate, _ second: Coordinate) {
        let latitudeSpan = max(abs(first.latitude - second.latitude), 0.5)
        let longitudeSpan = max(abs(first.longitude - second.longitude), 0.5)
        let zoom = min(180 / latitudeSpan, 360 / longitudeSpan)
        self.init(centerLatitude: (first.latitude + second.latitude) / 2,
                  centerLongitude: (first.longitude + second.longitude) / 2, zoom: zoom)
    }

    public var latitudeSpan: Double { 180 / zoom }
    public var longitudeSpan: Double { 360 / zoom }
    public var north: Double { centerLatitude + latitudeSpan / 2 }
    public var west: Double { centerLongitude - longitudeSpan / 2 }

    /// The coordinate at the centre of a grid cell (column, row from the top-left, 0-based).
    public func coordinate(column: Int, row: Int, width: Int, height: Int) -> Coordinate {
        let longitude = west + (Double(column) + 0.5) / Double(width) * longitudeSpan
        let latitude = north - (Double(row) + 0.5) / Double(height) * latitudeSpan
        return Coordinate(unchecked: min(max(latitude, -90), 90), Self.wrap(longitude))
    }

    /// The grid cell showing a coordinate, or nil when it is off screen.
    public func cell(for coordinate: Coordinate, width: Int, height: Int) -> (column: Int, row: Int)? {
        var dx = coordinate.longitude - west
        dx = (dx.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let column = Int((dx / longitudeSpan * Double(width)).rounded(.down))
        let row = Int(((north - coordinate.latitude) / latitudeSpan * Double(height)).rounded(.down))
        guard (0..<width).contains(column), (0..<height).contains(row) else { return nil }
        return (column, row)
    }

    public func zoomed(by factor: Double, around point: Coordinate? = nil) -> MapViewport {
        MapViewport(centerLatitude: point?.latitude ?? centerLatitude,
                    centerLongitude: point?.longitude ?? centerLongitude, zoom: zoom * factor)
    }

    /// Moves the centre so that `point` is on screen.
    public func following(_ point: Coordinate, width: Int, height: Int) -> MapViewport {
        guard cell(for: point, width: width, height: height) == nil else { return self }
        return MapViewport(centerLatitude: point.latitude, centerLongitude: point.longitude, zoom: zoom)
    }

    private func clampedLatitude(_ latitude: Double) -> Double {
        let half = latitudeSpan / 2
        return min(max(latitude, -90 + half), 90 - half)
    }

    static func wrap(_ longitude: Double) -> Double {
        let wrapped = ((longitude + 180).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) - 180
        return wrapped == -180 && longitude > 0 ? 180 : wrapped
    }
}
