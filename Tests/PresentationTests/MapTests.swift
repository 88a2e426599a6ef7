import Domain
import Foundation
import Presentation
import Testing

@Suite("World map")
struct MapTests {
    static let realMask: LandMask? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("App/CLI/Resources/landmask-1440x720.pbm")
        return (try? Data(contentsOf: url)).flatMap { try? LandMask(pbm: $0) }
    }()

    @Test("The land mask knows land from sea",
          arguments: [(51.5, -0.12, true), (48.86, 2.35, true), (-33.9, 18.6, true), (35.68, 139.69, true),
                      (0, -30, false), (30, -150, false), (-60, 90, false)])
    func landAndSea(latitude: Double, longitude: Double, land: Bool) throws {
        let mask = try #require(Self.realMask)
        #expect(mask.width == 1440 && mask.height == 720)
        #expect(mask.isLand(latitude: latitude, longitude: longitude) == land)
    }

    @Test("A PBM with comments parses; a truncated one is refused")
    func pbmParsing() throws {
        let pbm = Data("P4\n# comment\n8 2\n".utf8) + Data([0b1000_0001, 0xFF])
        let mask = try LandMask(pbm: pbm)
        #expect(mask.isLand(latitude: 89, longitude: -179))
        #expect(!mask.isLand(latitude: 89, longitude: -100))
        #expect(mask.isLand(latitude: -89, longitude: 0))
        #expect(throws: LandMask.Failure.truncated) { try LandMask(pbm: Data("P4 8 2\n".utf8) + Data([1])) }
        #expect(throws: LandMask.Failure.notPBM) { try LandMask(pbm: Data("P1 8 2\n".utf8)) }
    }

    @Test("Cells and coordinates round-trip through the projection",
          arguments: [MapViewport.world, MapViewport(centerLatitude: 50, centerLongitude: 10, zoom: 8)])
    func projection(viewport: MapViewport) throws {
        for column in stride(from: 0, to: 80, by: 7) {
            for row in stride(from: 0, to: 20, by: 3) {
                let point = viewport.coordinate(column: column, row: row, width: 80, height: 20)
                let cell = try #require(viewport.cell(for: point, width: 80, height: 20))
                #expect(cell.column == column && cell.row == row)
            }
        }
    }

    @Test("The whole world maps corners to corners; points off a zoomed view have no cell")
    func corners() {
        let world = MapViewport.world
        #expect(world.coordinate(column: 0, row: 0, width: 360, height: 180) == Coordinate(unchecked: 89.5, -179.5))
        #expect(world.cell(for: Coordinate(unchecked: 0, 0), width: 360, height: 180)! == (180, 90))
        let europe = MapViewport(region: Coordinate(unchecked: 35, -10), Coordinate(unchecked: 60, 30))
        #expect(europe.cell(for: Coordinate(unchecked: -33.9, 18.4), width: 80, height: 20) == nil)
        #expect(europe.cell(for: Coordinate(unchecked: 48.86, 2.35), width: 80, height: 20) != nil)
    }

    @Test("A tiny mask renders to a golden picture with markers and labels")
    func goldenASCII() {
        let mask = LandMask(rows: ["........", "..####..", ".######.", "........"])
        let canvas = MapCanvas(width: 16, height: 4, charset: .ascii)
        let markers = [MapMarker(coordinate: Coordinate(unchecked: 10, -20), symbol: "1", label: "Oslo")]
        #expect(canvas.draw(mask, viewport: .world, markers: markers) == [
            "                ",
            "    ###1 Oslo   ",
            "  ############  ",
            "                ",
        ])
    }

    @Test("Braille packs 2×4 dots per character")
    func goldenBraille() {
        let mask = LandMask(rows: ["#.", "#.", "#.", "#."])
        #expect(MapCanvas(width: 1, height: 1, charset: .braille).draw(mask, viewport: .world, markers: []) == ["⡇"])
        let full = LandMask(rows: ["##", "##", "##", "##"])
        #expect(MapCanvas(width: 1, height: 1, charset: .braille).draw(full, viewport: .world, markers: []) == ["⣿"])
    }
}

@Suite("Map view model")
struct MapViewModelTests {
    typealias ViewModel = MapViewModel
    let start = Date(timeIntervalSince1970: 1000)

    func state() -> ViewModel.State { ViewModel.State(viewport: .world, width: 80, height: 20) }

    @Test("A double click opens the weather at the clicked point")
    func doubleClick() {
        var state = state()
        let click = MapInput.click(column: 41, row: 5)
        var effects: [ViewModel.Effect] = []
        for (index, input) in [click, click].enumerated() {
            effects += ViewModel.reduce(&state, .input(input, at: start.addingTimeInterval(Double(index) * 0.2)))
        }
        let expected = MapViewport.world.coordinate(column: 40, row: 4, width: 80, height: 20)
        #expect(effects == [.showWeather(at: expected)])
        #expect(state.panel == .loading(expected))
        #expect(state.cursor == expected)
    }

    @Test("Two Enters within half a second open the weather; 0.6 s apart they do not")
    func doubleEnter() {
        var quick = state()
        _ = ViewModel.reduce(&quick, .input(.enter, at: start))
        #expect(ViewModel.reduce(&quick, .input(.enter, at: start.addingTimeInterval(0.4))) == [.showWeather(at: quick.cursor)])
        var slow = state()
        _ = ViewModel.reduce(&slow, .input(.enter, at: start))
        #expect(ViewModel.reduce(&slow, .input(.enter, at: start.addingTimeInterval(0.6))).isEmpty)
    }

    @Test("Clicks on different cells are not a double click")
    func differentCells() {
        var state = state()
        _ = ViewModel.reduce(&state, .input(.click(column: 10, row: 5), at: start))
        #expect(ViewModel.reduce(&state, .input(.click(column: 11, row: 5), at: start.addingTimeInterval(0.1))).isEmpty)
    }

    @Test("Arrows move the cursor a cell; zoom keys zoom around it")
    func moveAndZoom() {
        var state = state()
        _ = ViewModel.reduce(&state, .input(.right, at: start))
        #expect(state.cursor.longitude == 4.5)
        _ = ViewModel.reduce(&state, .input(.up, at: start))
        #expect(state.cursor.latitude == 9)
        _ = ViewModel.reduce(&state, .input(.zoomIn, at: start))
        #expect(state.viewport.zoom == 2)
        #expect(state.viewport.centerLongitude == 4.5)
        _ = ViewModel.reduce(&state, .input(.zoomOut, at: start))
        _ = ViewModel.reduce(&state, .input(.zoomOut, at: start))
        #expect(state.viewport.zoom == 1)
    }

    @Test("In the weather panel: f adds the point, Esc goes back, q on the map quits")
    func panel() {
        var state = state()
        _ = ViewModel.reduce(&state, .input(.enter, at: start))
        _ = ViewModel.reduce(&state, .input(.enter, at: start))
        let point = state.cursor
        _ = ViewModel.reduce(&state, .weatherLoaded(point, .success(Sourced(Sample.weather(), source: .network))))
        #expect(ViewModel.reduce(&state, .input(.favourite, at: start)) == [.addFavourite(point)])
        _ = ViewModel.reduce(&state, .input(.escape, at: start))
        #expect(state.panel == nil)
        #expect(ViewModel.reduce(&state, .input(.quit, at: start)) == [.quit])
        #expect(state.isFinished)
    }

    @Test("A weather result for a point no longer shown is dropped")
    func staleWeather() {
        var state = state()
        _ = ViewModel.reduce(&state, .weatherLoaded(Coordinate(unchecked: 1, 1), .success(Sourced(Sample.weather(), source: .network))))
        #expect(state.panel == nil)
    }
}
