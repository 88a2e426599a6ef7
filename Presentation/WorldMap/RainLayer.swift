import Domain
import Foundation

/// `r` on the map: the forecast rain over the view, one 15-minute frame at a time (`[` and `]`).
/// The grid follows the view: its centre, and half the view's height as the radius (50–1000 km).
public struct RainLayer: Hashable, Sendable {
    public var grid: RainMapGrid
    /// Nil while it loads.
    public var map: Result<RainMap, WeatherError>?
    /// The frame shown, from 0.
    public var frame: Int

    public init(grid: RainMapGrid, map: Result<RainMap, WeatherError>? = nil, frame: Int = 0) {
        self.grid = grid
        self.map = map
        self.frame = frame
    }

    /// How long a moved view stays still before its grid is asked for: each grid weighs as many
    /// calls as it has points, about 180.
    public static let settleDelay: Duration = .seconds(1)

    /// Whether this layer's grid still serves `viewport`: the same zoom, and the view's centre less
    /// than half the view's height and width from the grid's.
    public func stillServes(_ viewport: MapViewport) -> Bool {
        let wanted = Self.grid(for: viewport)
        var longitude = abs(wanted.centre.longitude - grid.centre.longitude)
        longitude = min(longitude, 360 - longitude)
        return wanted.radiusKilometres == grid.radiusKilometres
            && abs(wanted.centre.latitude - grid.centre.latitude) < viewport.latitudeSpan / 2
            && longitude < viewport.longitudeSpan / 2
    }

    /// The grid for a view.
    public static func grid(for viewport: MapViewport) -> RainMapGrid {
        let kilometres = Int((viewport.latitudeSpan * 111.2 / 2).rounded())
        let range = RainMapGrid.radiusRange
        return RainMapGrid(centre: Coordinate(unchecked: viewport.centerLatitude, viewport.centerLongitude),
                           radiusKilometres: min(max(kilometres, range.lowerBound), range.upperBound))
    }

    /// The frame on screen, once the map has come.
    public var shown: (frame: RainMap.Frame, number: Int, count: Int)? {
        guard case .success(let map)? = map, map.frames.indices.contains(frame) else { return nil }
        return (map.frames[frame], frame + 1, map.frames.count)
    }

    /// The frame `by` steps on, within the frames there are.
    mutating func step(by steps: Int) {
        guard case .success(let map)? = map else { return }
        frame = min(max(frame + steps, 0), max(map.frames.count - 1, 0))
    }
}
