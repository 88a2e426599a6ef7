import Domain
import Foundation
import Presentation
import Testing

@Suite("The interactive map's rain layer")
struct RainLayerTests {
    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    static func map(for grid: RainMapGrid, frames: Int = 8) -> RainMap {
        RainMap(frames: (0..<frames).map { step in
            RainMap.Frame(time: now.addingTimeInterval(Double(step) * 900),
                          points: grid.points.map { RainMap.Point(coordinate: $0, precipitation: Double(step)) })
        }, fetchedAt: now)
    }

    static func state() -> MapViewModel.State {
        MapViewModel.State(viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24), width: 100, height: 28)
    }

    @Test("r turns the layer on and asks for the grid over the view; r again turns it off and asks nothing")
    func toggle() throws {
        var state = Self.state()
        let effects = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        let grid = try #require(state.rain?.grid)
        #expect(effects == [.loadRain(grid)])
        #expect(grid.centre.spot == Coordinate(unchecked: 52.52, 13.41).spot)
        #expect(RainMapGrid.radiusRange.contains(grid.radiusKilometres))
        #expect(MapViewModel.reduce(&state, .input(.rain, at: Self.now)).isEmpty && state.rain == nil)
    }

    @Test("] and [ step the frames within the 8 there are; a map for another grid is not shown")
    func frames() throws {
        var state = Self.state()
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        let grid = try #require(state.rain?.grid)
        _ = MapViewModel.reduce(&state, .rainLoaded(RainMapGrid(centre: Coordinate(unchecked: 0, 0), radiusKilometres: 300),
                                                    .success(Self.map(for: grid))))
        #expect(state.rain?.map == nil)
        _ = MapViewModel.reduce(&state, .rainLoaded(grid, .success(Self.map(for: grid))))
        #expect(state.rain?.shown?.number == 1)
        for _ in 0..<10 { _ = MapViewModel.reduce(&state, .input(.nextFrame, at: Self.now)) }
        #expect(state.rain?.shown?.number == 8 && state.rain?.shown?.frame.time == Self.now.addingTimeInterval(7 * 900))
        _ = MapViewModel.reduce(&state, .input(.previousFrame, at: Self.now))
        #expect(state.rain?.shown?.number == 7)
    }

    @Test("The grid follows the view: zooming asks for the new view's grid, keeping the frame")
    func follows() throws {
        var state = Self.state()
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        let grid = try #require(state.rain?.grid)
        _ = MapViewModel.reduce(&state, .rainLoaded(grid, .success(Self.map(for: grid))))
        _ = MapViewModel.reduce(&state, .input(.nextFrame, at: Self.now))
        let effects = MapViewModel.reduce(&state, .input(.zoomOut, at: Self.now))
        let wider = try #require(state.rain?.grid)
        #expect(wider.radiusKilometres > grid.radiusKilometres && effects == [.loadRain(wider)])
        #expect(state.rain?.frame == 1 && state.rain?.map == nil)
    }
}
