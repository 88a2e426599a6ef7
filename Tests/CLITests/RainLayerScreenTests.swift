import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

@Suite("The rain layer on the interactive map's screen")
struct RainLayerScreenTests {
    static let mask = LandMask(rows: ["........", "..####..", ".######.", "...##..."])
    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    /// Berlin's view with the layer on and every point raining 1 mm in each 15 minutes (4 mm/h).
    static func state(frame: Int = 0) throws -> MapViewModel.State {
        var state = MapViewModel.State(viewport: MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: 24), width: 80, height: 20)
        _ = MapViewModel.reduce(&state, .input(.rain, at: now))
        let grid = try #require(state.rain?.grid)
        let map = RainMap(frames: (0..<8).map { step in
            RainMap.Frame(time: now.addingTimeInterval(Double(step) * 900), points: grid.points.map { RainMap.Point(coordinate: $0, precipitation: 1) })
        }, fetchedAt: now)
        _ = MapViewModel.reduce(&state, .rainLoaded(grid, .success(map)))
        for _ in 0..<frame { _ = MapViewModel.reduce(&state, .input(.nextFrame, at: now)) }
        return state
    }

    @Test("The map's cells are shaded, the cursor still shows, and the legend line has the frame's time in mm/h")
    func shaded() throws {
        var style = TerminalStyle(colour: true, unicode: true)
        style.phrasebook = .english
        let screen = MapRenderer.renderInteractive(try Self.state(frame: 2), mask: Self.mask, charset: .braille, style: style, utcOffset: .fixed(0))
        let lines = screen.components(separatedBy: "\r\n")
        #expect(lines.count == 22)
        let map = lines.prefix(20).joined()
        #expect(map.contains("\u{1B}[38;5;16;48;5;71m"), "4 mm/h is the third level")
        #expect(map.contains("\u{1B}[7m+\u{1B}[0m"))
        let legend = lines[20]
        #expect(legend.contains("Rain 16:30 (3/8), mm/h:") && legend.contains("forecast, not radar"), "\(legend)")
        let plain = MapRenderer.renderInteractive(try Self.state(), mask: Self.mask, charset: .ascii, style: .plain, utcOffset: .fixed(0))
        #expect(plain.components(separatedBy: "\r\n").prefix(20).joined().contains("%") && !plain.contains("\u{1B}"), "heavy rain is %, land #")
    }
}
