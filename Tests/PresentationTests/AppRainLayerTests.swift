import Domain
import Foundation
import Presentation
import Testing

/// `r`, `[` and `]` on `wf app`'s map tab: the map's own rain layer, its map asked for by the app.
@Suite("The rain layer on the app's map tab")
struct AppRainLayerTests {
    static let now = RainLayerTests.now

    static func mapTab() -> AppViewModel.State {
        var state = AppViewModel.State(width: 100, height: 30, units: .metric,
                                       viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24))
        _ = press([.tab, .tab], &state)
        return state
    }

    static func press(_ keys: [TerminalKey], _ state: inout AppViewModel.State) -> [AppViewModel.Effect] {
        keys.flatMap { AppViewModel.reduce(&state, .key($0, at: now)) }
    }

    @Test("r asks for the grid over the view; the answer shows frame 1; ] and [ step the frames; r hides it")
    func toggleAndStep() throws {
        var state = Self.mapTab()
        #expect(state.tab == .map)
        let effects = Self.press([.character("r")], &state)
        let grid = try #require(state.map.rain?.grid)
        #expect(effects == [.loadRain(grid)])
        #expect(grid.centre.spot == Coordinate(unchecked: 52.52, 13.41).spot)
        #expect(AppViewModel.reduce(&state, .map(.rainLoaded(grid, .success(RainLayerTests.map(for: grid))))).isEmpty)
        #expect(state.map.rain?.shown?.number == 1)
        _ = Self.press([.character("]"), .character("]")], &state)
        #expect(state.map.rain?.shown?.number == 3 && state.map.rain?.shown?.frame.time == Self.now.addingTimeInterval(2 * 900))
        _ = Self.press([.character("[")], &state)
        #expect(state.map.rain?.shown?.number == 2)
        #expect(Self.press([.character("r")], &state).isEmpty && state.map.rain == nil)
    }

    @Test("The grid follows the view: - zooms out and the app asks for the wider grid once the view settles, keeping the frame")
    func followsZoom() throws {
        var state = Self.mapTab()
        _ = Self.press([.character("r")], &state)
        let grid = try #require(state.map.rain?.grid)
        _ = AppViewModel.reduce(&state, .map(.rainLoaded(grid, .success(RainLayerTests.map(for: grid)))))
        _ = Self.press([.character("]")], &state)
        let effects = Self.press([.character("-")], &state)
        let wider = try #require(state.map.rain?.grid)
        #expect(wider.radiusKilometres > grid.radiusKilometres && effects == [.settleRain(wider)])
        #expect(state.map.rain?.frame == 1)
    }

    @Test("r on the search tab is typed: only the map tab has the layer")
    func otherTabs() {
        var state = AppViewModel.State(width: 100, height: 30, units: .metric)
        _ = Self.press([.character("r")], &state)
        #expect(state.search.text == "r" && state.map.rain == nil)
    }
}
