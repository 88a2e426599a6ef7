import Domain
import Foundation
@testable import Presentation
import Testing

/// `r`, `[` and `]` on `wf app`'s map tab: the map's own rain layer, its map asked for by the app.
@MainActor
@Suite("The rain layer on the app's map tab")
struct AppRainLayerTests {
    typealias AppStore = AppViewModelTests.AppStore
    static let now = RainLayerTests.now

    /// `wf app` on the map tab, over Berlin, its rain map asked of `grids`.
    static func mapTab(_ grids: RainLayerTests.Grids, clock: RecordedClock = RecordedClock()) async -> AppStore {
        let state = AppViewModel.State(width: 100, height: 30, units: .metric,
                                       viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24))
        let store = AppViewModelTests.store(AppViewModelTests.dependencies(log: CallLog(), clock: clock, rainMap: { grids.rainMap($0) }), state: state)
        await AppViewModelTests.toMap(store)
        return store
    }

    static func key(_ character: Character) -> AppViewModel.Event {
        .key(.character(character), at: now)
    }

    static func rainLoaded(_ wanted: RainMapGrid) -> (AppViewModel.Event) -> Bool {
        { if case .map(.rainLoaded(let grid, .success)) = $0 { grid == wanted } else { false } }
    }

    @Test("r asks for the grid over the view; the answer shows frame 1; ] and [ step the frames; r hides it")
    func toggleAndStep() async throws {
        let grids = RainLayerTests.Grids()
        let clock = RecordedClock()
        let store = await Self.mapTab(grids, clock: clock)
        #expect(store.state.tab == .map)
        let grid = RainLayer.grid(for: store.state.map.viewport)
        store.send(Self.key("r")) { $0.map.rain = RainLayer(grid: grid) }
        #expect(grid.centre.spot == Coordinate(unchecked: 52.52, 13.41).spot)
        await store.receive(Self.rainLoaded(grid)) { $0.map.rain?.map = .success(RainLayerTests.map(for: grid)) }
        #expect(grids.all == [grid])
        #expect(clock.recorded.isEmpty, "r asks at once, with no pause")
        #expect(store.state.map.rain?.shown?.number == 1)
        store.send(Self.key("]")) { $0.map.rain?.frame = 1 }
        store.send(Self.key("]")) { $0.map.rain?.frame = 2 }
        #expect(store.state.map.rain?.shown?.number == 3 && store.state.map.rain?.shown?.frame.time == Self.now.addingTimeInterval(2 * 900))
        store.send(Self.key("[")) { $0.map.rain?.frame = 1 }
        #expect(store.state.map.rain?.shown?.number == 2)
        store.send(Self.key("r")) { $0.map.rain = nil }
        #expect(!store.hasRunningEffects && store.state.map.rain == nil)
        await store.finish()
        #expect(grids.all == [grid])
    }

    @Test("The grid follows the view: - zooms out and the app asks for the wider grid once the view settles, keeping the frame")
    func followsZoom() async throws {
        let grids = RainLayerTests.Grids()
        let clock = RecordedClock()
        let store = await Self.mapTab(grids, clock: clock)
        let grid = RainLayer.grid(for: store.state.map.viewport)
        store.send(Self.key("r")) { $0.map.rain = RainLayer(grid: grid) }
        await store.receive(Self.rainLoaded(grid)) { $0.map.rain?.map = .success(RainLayerTests.map(for: grid)) }
        store.send(Self.key("]")) { $0.map.rain?.frame = 1 }
        store.send(Self.key("-")) {
            $0.map.viewport = $0.map.viewport.zoomed(by: 0.5, around: $0.map.cursor)
            $0.map.rain = RainLayer(grid: RainLayer.grid(for: $0.map.viewport), frame: 1)
        }
        let wider = try #require(store.state.map.rain?.grid)
        #expect(wider.radiusKilometres > grid.radiusKilometres)
        #expect(store.state.map.rain?.frame == 1)
        await store.receive(Self.rainLoaded(wider)) { $0.map.rain?.map = .success(RainLayerTests.map(for: wider)) }
        // Asked once the view had stayed still, and the frame kept.
        #expect(clock.recorded == [RainLayer.settleDelay])
        #expect(grids.all == [grid, wider])
        #expect(store.state.map.rain?.frame == 1)
        await store.finish()
    }

    @Test("r on the search tab is typed: only the map tab has the layer")
    func otherTabs() async {
        let grids = RainLayerTests.Grids()
        let store = AppViewModelTests.store(AppViewModelTests.dependencies(log: CallLog(), rainMap: { grids.rainMap($0) }),
                                            state: AppViewModel.State(width: 100, height: 30, units: .metric))
        store.send(Self.key("r")) {
            $0.search.text = "r"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        #expect(store.state.search.text == "r" && store.state.map.rain == nil)
        await store.finish()
        #expect(grids.all.isEmpty)
    }
}
