import Domain
import Foundation
@testable import Presentation
import Synchronization
import Testing

@MainActor
@Suite("The interactive map's rain layer")
struct RainLayerTests {
    typealias MapStore = TestStore<MapViewModel.State, MapViewModel.Event, MapViewModel.Effect, MapViewModel.EffectID>
    nonisolated static let now = Date(timeIntervalSince1970: 1_764_000_000)

    nonisolated static func map(for grid: RainMapGrid, frames: Int = 8) -> RainMap {
        RainMap(frames: (0..<frames).map { step in
            RainMap.Frame(time: now.addingTimeInterval(Double(step) * 900),
                          points: grid.points.map { RainMap.Point(coordinate: $0, precipitation: Double(step)) })
        }, fetchedAt: now)
    }

    nonisolated static func state() -> MapViewModel.State {
        MapViewModel.State(viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24), width: 100, height: 28)
    }

    /// The grids the rain map was asked for, in order.
    final class Grids: Sendable {
        let asked = Mutex([RainMapGrid]())
        var all: [RainMapGrid] { asked.withLock { $0 } }

        func rainMap(_ grid: RainMapGrid) -> Result<RainMap, WeatherError> {
            asked.withLock { $0.append(grid) }
            return .success(RainLayerTests.map(for: grid))
        }
    }

    static func store(_ grids: Grids, clock: RecordedClock = RecordedClock()) -> MapStore {
        let dependencies = MapViewModel.Dependencies(
            report: { _ in .failure(.unexpected("not asked")) }, addFavourite: { _ in .failure(.unexpected("not asked")) },
            rainMap: { grids.rainMap($0) }, sleep: clock.sleep)
        return TestStore(state(), reduce: MapViewModel.reduce, run: { MapViewModel.run($0, dependencies) })
    }

    static func rainLoaded(_ wanted: RainMapGrid) -> (MapViewModel.Event) -> Bool {
        { if case .rainLoaded(let grid, .success) = $0 { grid == wanted } else { false } }
    }

    /// `r`: the layer on, for the grid over the view, and its map received.
    static func rainOn(_ store: MapStore) async -> RainMapGrid {
        let grid = RainLayer.grid(for: store.state.viewport)
        store.send(.input(.rain, at: now)) { $0.rain = RainLayer(grid: grid) }
        await store.receive(rainLoaded(grid)) { $0.rain?.map = .success(map(for: grid)) }
        return grid
    }

    @Test("r turns the layer on and asks for the grid over the view; r again turns it off and asks nothing")
    func toggle() async throws {
        let grids = Grids()
        let clock = RecordedClock()
        let store = Self.store(grids, clock: clock)
        let grid = await Self.rainOn(store)
        #expect(grids.all == [grid])
        #expect(clock.recorded.isEmpty, "r asks at once, with no pause")
        #expect(grid.centre.spot == Coordinate(unchecked: 52.52, 13.41).spot)
        #expect(RainMapGrid.radiusRange.contains(grid.radiusKilometres))
        store.send(.input(.rain, at: Self.now)) { $0.rain = nil }
        #expect(!store.hasRunningEffects && store.state.rain == nil)
        await store.finish()
        #expect(grids.all == [grid])
    }

    @Test("] and [ step the frames within the 8 there are; a map for another grid is not shown")
    func frames() async throws {
        let grids = Grids()
        let store = Self.store(grids)
        let grid = RainLayer.grid(for: store.state.viewport)
        store.send(.input(.rain, at: Self.now)) { $0.rain = RainLayer(grid: grid) }
        // A map for another grid (one asked before the view moved): not shown.
        store.send(.rainLoaded(RainMapGrid(centre: Coordinate(unchecked: 0, 0), radiusKilometres: 300), .success(Self.map(for: grid))))
        #expect(store.state.rain?.map == nil)
        await store.receive(Self.rainLoaded(grid)) { $0.rain?.map = .success(Self.map(for: grid)) }
        #expect(store.state.rain?.shown?.number == 1)
        for step in 1...10 {
            store.send(.input(.nextFrame, at: Self.now)) { $0.rain?.frame = min(step, 7) }
        }
        #expect(store.state.rain?.shown?.number == 8 && store.state.rain?.shown?.frame.time == Self.now.addingTimeInterval(7 * 900))
        store.send(.input(.previousFrame, at: Self.now)) { $0.rain?.frame = 6 }
        #expect(store.state.rain?.shown?.number == 7)
        await store.finish()
    }

    @Test("The grid follows the view: zooming asks for the new view's grid once the view settles, keeping the frame")
    func follows() async throws {
        let grids = Grids()
        let clock = RecordedClock()
        let store = Self.store(grids, clock: clock)
        let grid = await Self.rainOn(store)
        store.send(.input(.nextFrame, at: Self.now)) { $0.rain?.frame = 1 }
        store.send(.input(.zoomOut, at: Self.now)) {
            $0.viewport = $0.viewport.zoomed(by: 0.5, around: $0.cursor)
            $0.rain = RainLayer(grid: RainLayer.grid(for: $0.viewport), frame: 1)
        }
        let wider = try #require(store.state.rain?.grid)
        #expect(wider.radiusKilometres > grid.radiusKilometres)
        #expect(store.state.rain?.frame == 1 && store.state.rain?.map == nil)
        // Asked once the view has stayed still.
        await store.receive(Self.rainLoaded(wider)) { $0.rain?.map = .success(Self.map(for: wider)) }
        #expect(clock.recorded == [RainLayer.settleDelay])
        #expect(grids.all == [grid, wider])
        #expect(store.state.rain?.frame == 1)
        await store.finish()
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

    @Test("Panning across the world with the layer on asks for one grid, where the view settles")
    func settles() async throws {
        let grids = Grids()
        let clock = RecordedClock()
        let store = Self.store(grids, clock: clock)
        _ = await Self.rainOn(store)
        #expect(grids.all.count == 1, "r asks at once")
        // Held right: the view moves on many times, the cursor a cell a key, the view following it,
        // and the grid following the view once it is half a view away.
        var moved = Set<RainMapGrid>()
        for _ in 0..<300 {
            store.send(.input(.right, at: Self.now)) {
                let step = $0.viewport.longitudeSpan / Double($0.width)
                $0.cursor = Coordinate(unchecked: $0.cursor.latitude, MapViewport.wrap($0.cursor.longitude + step))
                $0.viewport = $0.viewport.following($0.cursor, width: $0.width, height: $0.height)
                if let layer = $0.rain, !layer.stillServes($0.viewport) {
                    $0.rain = RainLayer(grid: RainLayer.grid(for: $0.viewport), frame: layer.frame)
                }
            }
            if let grid = store.state.rain?.grid { moved.insert(grid) }
        }
        #expect(moved.count > 3, "the view moved on several times")
        let last = try #require(store.state.rain?.grid)
        await store.receive(Self.rainLoaded(last)) { $0.rain?.map = .success(Self.map(for: last)) }
        #expect(grids.all.count == 2 && grids.all.last == last, "\(grids.all.map(\.centre))")
        #expect(store.state.rain?.shown?.number == 1)
        #expect(!clock.recorded.isEmpty && clock.recorded.allSatisfy { $0 == RainLayer.settleDelay }, "each new grid waited for the view to settle")
        await store.finish()
    }
}
