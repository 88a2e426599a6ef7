import Domain
import Foundation
import Presentation
import Testing

@Suite("World map")
struct MapTests {
    static let realMask: LandMask? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("App/WeatherTerminal/Resources/landmask-1440x720.pbm")
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

    @Test("Labels never overlap: each is drawn whole beside its marker or left out, at 80 and at 30 columns",
          arguments: [80, 30])
    func labelsNeverOverlap(width: Int) {
        // All water, so a row holds only markers, labels and spaces.
        let water = LandMask(rows: ["........"])
        let viewport = MapViewport(region: Coordinate(unchecked: 45, 0), Coordinate(unchecked: 56, 20))
        let canvas = MapCanvas(width: width, height: 10, charset: .braille)
        func point(_ column: Int) -> Coordinate { viewport.coordinate(column: column, row: 4, width: width, height: 10) }
        for column in [0, 3, 12, width - 9, width - 1] {
            for distance in [-5, -3, -2, -1, 0, 1, 2, 3, 5] where (0..<width).contains(column + distance) {
                let markers = [MapMarker(coordinate: point(column), symbol: "1", label: "Berlin"),
                               MapMarker(coordinate: point(column + distance), symbol: "@", label: "here")]
                let row = canvas.draw(water, viewport: viewport, markers: markers)[4]
                let words = row.split(separator: " ").map(String.init)
                // Every word is markers only, or one whole label; no label twice, none cut or run into another.
                #expect(words.allSatisfy { $0.allSatisfy("1@".contains) || ["Berlin", "here"].contains($0) }, "\(row)")
                #expect(words.filter { $0 == "Berlin" }.count <= 1 && words.filter { $0 == "here" }.count <= 1, "\(row)")
                #expect(row.contains("1 Berlin") || row.contains("Berlin 1") || !row.contains("Berlin"), "\(row)")
                #expect(row.contains("@ here") || row.contains("here @") || !row.contains("here"), "\(row)")
                #expect(row.count == width)
                // Both markers are seen, even in the same cell.
                #expect(row.contains("1") && row.contains("@"), "\(row)")
            }
        }
        // A few cells apart with room on both sides, both labels are drawn.
        let row = canvas.draw(water, viewport: viewport, markers: [
            MapMarker(coordinate: point(12), symbol: "1", label: "Berlin"),
            MapMarker(coordinate: point(14), symbol: "@", label: "here"),
        ])[4]
        #expect(row.contains("Berlin 1") || row.contains("1 Berlin"), "\(row)")
        #expect(row.contains("here @") || row.contains("@ here"), "\(row)")
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

    @Test("A double click on a favourite's marker opens the favourite's own point, not the cell's")
    func doubleClickOnFavourite() throws {
        var state = state()
        let berlin = Favourite(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)), addedAt: start)
        state.favourites = [berlin]
        let cell = try #require(state.viewport.cell(for: berlin.place.coordinate, width: 80, height: 20))
        let click = MapInput.click(column: cell.column + 1, row: cell.row + 1)
        var effects: [ViewModel.Effect] = []
        for (index, input) in [click, click].enumerated() {
            effects += ViewModel.reduce(&state, .input(input, at: start.addingTimeInterval(Double(index) * 0.2)))
        }
        #expect(effects == [.showWeather(at: berlin.place.coordinate)])
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
        _ = ViewModel.reduce(&state, .reportLoaded(point, .success(PlaceReport(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)), current: Sourced(Sample.weather(), source: .network)))))
        #expect(ViewModel.reduce(&state, .input(.favourite, at: start)) == [.addFavourite(point)])
        _ = ViewModel.reduce(&state, .input(.escape, at: start))
        #expect(state.panel == nil)
        #expect(ViewModel.reduce(&state, .input(.quit, at: start)) == [.quit])
        #expect(state.isFinished)
    }

    @Test("A weather result for a point no longer shown is dropped")
    func staleWeather() {
        var state = state()
        _ = ViewModel.reduce(&state, .reportLoaded(Coordinate(unchecked: 1, 1), .failure(.locationNotSet)))
        #expect(state.panel == nil)
    }
}

@Suite("Map view model: window, keys and favourites")
struct MapViewModelKeyTests {
    typealias ViewModel = MapViewModel
    let start = Date(timeIntervalSince1970: 1000)
    static let berlin = Favourite(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                  addedAt: Date(timeIntervalSince1970: 0))
    static let capeTown = Favourite(place: Place(name: "Cape Town", country: "ZA", coordinate: Coordinate(unchecked: -33.92, 18.42)),
                                    addedAt: Date(timeIntervalSince1970: 0))

    func state(_ viewport: MapViewport = .world, favourites: [Favourite] = [berlin, capeTown], here: Coordinate? = nil) -> ViewModel.State {
        ViewModel.State(viewport: viewport, width: 80, height: 20, favourites: favourites, here: here)
    }

    func press(_ input: MapInput, _ state: inout ViewModel.State) -> [ViewModel.Effect] {
        ViewModel.reduce(&state, .input(input, at: start))
    }

    @Test("A window resize gives the map the new size: the cursor's cell follows")
    func resize() {
        var state = state()
        #expect(state.cursorCell! == (40, 10))
        #expect(ViewModel.reduce(&state, .resized(width: 40, height: 18)).isEmpty)
        #expect(state.width == 40 && state.height == 18)
        #expect(state.cursorCell! == (20, 9))
    }

    @Test("Ctrl-C ends the map as interrupted, from the map, a panel or the keys; q ends it as quit")
    func interrupt() {
        for setUp in [[MapInput](), [.enter, .enter], [.keys]] {
            var state = state()
            setUp.forEach { _ = press($0, &state) }
            #expect(press(.interrupt, &state) == [.quit])
            #expect(state.ending == .interrupted)
        }
        var state = state()
        #expect(press(.quit, &state) == [.quit])
        #expect(state.ending == .quit)
    }

    @Test("Ctrl-Z asks to suspend and changes nothing else, also with the panel open")
    func suspend() {
        var state = state()
        let before = state
        #expect(press(.suspend, &state) == [.suspend])
        #expect(state == before)
        _ = press(.enter, &state)
        _ = press(.enter, &state)
        let panel = state.panel
        #expect(press(.suspend, &state) == [.suspend])
        #expect(state.panel == panel && !state.isFinished)
    }

    @Test("A favourite added with f joins the markers at once, numbered after the others; a second time it is not doubled")
    func favouriteAdded() {
        var state = state()
        let point = Coordinate(unchecked: 10, 20)
        #expect(press(.favourite, &state) == [.addFavourite(state.cursor)])
        let added = Favourite(place: Place(name: point.description, coordinate: point), addedAt: start)
        _ = ViewModel.reduce(&state, .favouriteAdded(point, .success(.added(added))))
        #expect(state.favourites == [Self.berlin, Self.capeTown, added])
        #expect(state.message == "Added 10.00, 20.00 to favourites (3)")
        _ = ViewModel.reduce(&state, .favouriteAdded(point, .success(.alreadyFavourite(added))))
        #expect(state.favourites.count == 3)
        #expect(state.message == "10.00, 20.00 is already a favourite (3)")
        _ = ViewModel.reduce(&state, .favouriteAdded(point, .failure(.storage("disk full"))))
        #expect(state.message?.hasPrefix("Could not add: ") == true)
        #expect(state.favourites.count == 3)
    }

    @Test("1-9 move the cursor to that favourite, the view following it off screen; a missing number says so")
    func goToFavourite() {
        let europe = MapViewport(region: Coordinate(unchecked: 35, -10), Coordinate(unchecked: 60, 30))
        var state = state(europe)
        _ = press(.goToFavourite(2), &state)
        #expect(state.cursor == Self.capeTown.place.coordinate)
        #expect(state.cursorCell != nil)
        #expect(state.viewport.zoom == europe.zoom)
        #expect(state.message == "2  Cape Town, ZA  (-33.92, 18.42)")
        _ = press(.goToFavourite(1), &state)
        #expect(state.cursor == Self.berlin.place.coordinate)
        _ = press(.goToFavourite(3), &state)
        #expect(state.cursor == Self.berlin.place.coordinate)
        #expect(state.message == "No favourite 3: there are 2")
        var empty = self.state(favourites: [])
        _ = press(.goToFavourite(1), &empty)
        #expect(empty.message == "No favourites yet: f adds the point under the cursor")
    }

    @Test("@ moves the cursor to here; without a location it says how to set one")
    func goHere() {
        let here = Coordinate(unchecked: 51.5, -0.12)
        var state = state(MapViewport(centerLatitude: -30, centerLongitude: 150, zoom: 8), here: here)
        _ = press(.goHere, &state)
        #expect(state.cursor == here)
        #expect(state.cursorCell != nil)
        var nowhere = self.state()
        let cursor = nowhere.cursor
        _ = press(.goHere, &nowhere)
        #expect(nowhere.cursor == cursor)
        #expect(nowhere.message == "No location set: wf config set location <place>")
    }

    @Test("? shows the keys; the next key only closes them (q does not quit)")
    func keys() {
        var state = state()
        _ = press(.keys, &state)
        #expect(state.showsKeys)
        #expect(press(.quit, &state).isEmpty)
        #expect(!state.showsKeys && !state.isFinished)
        _ = press(.keys, &state)
        _ = press(.right, &state)
        #expect(state.cursor == Coordinate(unchecked: 0, 0))
    }

    @Test("Any key closes the keys, as their last line says: letters with no meaning, Tab and Backspace too")
    func anyKeyClosesTheKeys() throws {
        for key in [TerminalKey.character("x"), .character("a"), .character("z"), .character("é"), .tab, .backspace, .escape] {
            var state = state()
            _ = press(.keys, &state)
            let input = try #require(MapInput(key), "\(key)")
            #expect(press(input, &state).isEmpty)
            #expect(!state.showsKeys && !state.isFinished, "\(key)")
        }
    }

    @Test("Esc on the bare map does not quit (it closes the weather panel only); q quits")
    func escapeDoesNotQuit() throws {
        var state = state()
        #expect(press(try #require(MapInput(.escape)), &state).isEmpty)
        #expect(!state.isFinished)
        #expect(press(try #require(MapInput(.character("x"))), &state).isEmpty)
        #expect(!state.isFinished)
        #expect(press(try #require(MapInput(.character("q"))), &state) == [.quit])
        #expect(state.isFinished)
    }

    @Test("The favourites in view are those on screen, with their numbers")
    func inView() {
        var state = state(MapViewport(region: Coordinate(unchecked: 35, -10), Coordinate(unchecked: 60, 30)),
                          here: Coordinate(unchecked: -33.9, 18.4))
        #expect(state.favouritesInView.map(\.number) == [1])
        #expect(!state.hereIsInView)
        state.viewport = .world
        #expect(state.favouritesInView.map(\.number) == [1, 2])
        #expect(state.hereIsInView)
    }
}
