import Domain
import Foundation
import Presentation
import Synchronization
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

    @Test("The grid follows the view: zooming asks for the new view's grid once the view settles, keeping the frame")
    func follows() throws {
        var state = Self.state()
        _ = MapViewModel.reduce(&state, .input(.rain, at: Self.now))
        let grid = try #require(state.rain?.grid)
        _ = MapViewModel.reduce(&state, .rainLoaded(grid, .success(Self.map(for: grid))))
        _ = MapViewModel.reduce(&state, .input(.nextFrame, at: Self.now))
        let effects = MapViewModel.reduce(&state, .input(.zoomOut, at: Self.now))
        let wider = try #require(state.rain?.grid)
        #expect(wider.radiusKilometres > grid.radiusKilometres && effects == [.settleRain(wider)])
        #expect(state.rain?.frame == 1 && state.rain?.map == nil)
    }

    @Test("A grid serves the view while the zoom is the same and the centre is less than half the view away")
    func reuse() {
        let viewport = MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24)
        let layer = RainLayer(grid: RainLayer.grid(for: viewport))
        func moved(_ width: Double, _ height: Double) -> MapViewport {
            MapViewport(centerLatitude: 52.52 + viewport.latitudeSpan * height, centerLongitude: 13.41 + viewport.longitudeSpan * width, zoom: 24)
        }
        #expect(layer.stillServes(viewport))
        #expect(layer.stillServes(moved(0.4, 0)) && layer.stillServes(moved(0, -0.4)) && layer.stillServes(moved(0.3, 0.3)))
        #expect(!layer.stillServes(moved(0.6, 0)) && !layer.stillServes(moved(0, 0.6)))
        #expect(!layer.stillServes(viewport.zoomed(by: 0.5, around: Coordinate(unchecked: 52.52, 13.41))))
    }

    /// A sleep that waits until the test opens it (or its task is cancelled): no wall clock decides.
    final class Gate: Sendable {
        let isOpen = Mutex(false)
        func sleep(_: Duration) async throws {
            repeat { try await Task.sleep(for: .milliseconds(2)) } while !isOpen.withLock({ $0 })
        }
    }

    @Test("Panning across the world with the layer on asks for one grid, where the view settles")
    @MainActor
    func settles() async throws {
        let asked = Mutex([RainMapGrid]())
        let gate = Gate()
        let model = MapViewModel(state: Self.state(), dependencies: .init(
            report: { _ in .failure(.unexpected("not asked")) }, addFavourite: { _ in .failure(.unexpected("not asked")) },
            rainMap: { grid in
                asked.withLock { $0.append(grid) }
                return .success(Self.map(for: grid))
            }, sleep: gate.sleep))
        model.store.send(.input(.rain, at: Self.now))
        await model.store.settled()
        #expect(asked.withLock { $0.count } == 1, "r asks at once")
        // Held right: the view moves on many times.
        var grids = Set<RainMapGrid>()
        for _ in 0..<300 {
            model.store.send(.input(.right, at: Self.now))
            if let grid = model.store.state.rain?.grid { grids.insert(grid) }
        }
        #expect(grids.count > 3, "the view moved on several times")
        gate.isOpen.withLock { $0 = true }
        await model.store.settled()
        let last = try #require(model.store.state.rain?.grid)
        #expect(asked.withLock { $0 }.count == 2 && asked.withLock { $0 }.last == last, "\(asked.withLock { $0 }.map(\.centre))")
        #expect(model.store.state.rain?.shown?.number == 1)
    }
}
