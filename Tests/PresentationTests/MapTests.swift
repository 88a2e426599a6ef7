import Domain
import Foundation
@testable import Presentation
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

@MainActor
@Suite("Map view model")
struct MapViewModelTests {
    typealias ViewModel = MapViewModel
    typealias MapStore = TestStore<ViewModel.State, ViewModel.Event, ViewModel.Effect, ViewModel.EffectID>
    let start = Date(timeIntervalSince1970: 1000)
    nonisolated static let report = PlaceReport(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                                current: Sourced(Sample.weather(), source: .network))

    func state() -> ViewModel.State { ViewModel.State(viewport: .world, width: 80, height: 20) }

    /// The map's real store: each call of its dependencies written in `log` ("report 10.00, 20.00"),
    /// a point's report answered by `report`, a favourite added by `addFavourite`.
    static func store(_ state: ViewModel.State, log: CallLog,
                      report: @escaping @Sendable (Coordinate) async -> Result<PlaceReport, WeatherError> = { _ in .success(Self.report) },
                      addFavourite: @escaping @Sendable (Coordinate) async -> Result<AddFavouriteUseCase.Outcome, WeatherError>
                          = { _ in .failure(.unexpected("not asked")) }) -> MapStore {
        let dependencies = ViewModel.Dependencies(
            report: { point in
                log.record("report \(point)")
                return await report(point)
            },
            addFavourite: { point in
                log.record("add \(point)")
                return await addFavourite(point)
            },
            suspend: { log.record("suspend") })
        return TestStore(state, reduce: ViewModel.reduce, run: { ViewModel.run($0, dependencies) })
    }

    static func reportLoaded(_ wanted: Coordinate) -> (ViewModel.Event) -> Bool {
        { if case .reportLoaded(let point, _) = $0 { point == wanted } else { false } }
    }

    static func favouriteAdded(_ event: ViewModel.Event) -> Bool {
        if case .favouriteAdded = event { true } else { false }
    }

    @Test("A double click opens the weather at the clicked point")
    func doubleClick() async {
        let log = CallLog()
        let store = Self.store(state(), log: log)
        let click = MapInput.click(column: 41, row: 5)
        let expected = MapViewport.world.coordinate(column: 40, row: 4, width: 80, height: 20)
        store.send(.input(click, at: start)) {
            $0.cursor = expected
            $0.lastChoice = .init(column: 40, row: 4, at: start)
        }
        #expect(!store.hasRunningEffects)
        store.send(.input(click, at: start.addingTimeInterval(0.2))) {
            $0.lastChoice = nil
            $0.panel = .loading(expected)
        }
        #expect(store.state.panel == .loading(expected))
        #expect(store.state.cursor == expected)
        await store.receive(Self.reportLoaded(expected)) { $0.panel = .weather(expected, .success(Self.report)) }
        #expect(log.all == ["report \(expected)"])
        await store.finish()
    }

    @Test("A double click on a favourite's marker opens the favourite's own point, not the cell's")
    func doubleClickOnFavourite() async throws {
        var state = state()
        let berlin = Favourite(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)), addedAt: start)
        state.favourites = [berlin]
        let cell = try #require(state.viewport.cell(for: berlin.place.coordinate, width: 80, height: 20))
        let log = CallLog()
        let store = Self.store(state, log: log)
        let click = MapInput.click(column: cell.column + 1, row: cell.row + 1)
        store.send(.input(click, at: start)) {
            $0.cursor = $0.viewport.coordinate(column: cell.column, row: cell.row, width: 80, height: 20)
            $0.lastChoice = .init(column: cell.column, row: cell.row, at: start)
        }
        store.send(.input(click, at: start.addingTimeInterval(0.2))) {
            $0.cursor = berlin.place.coordinate
            $0.lastChoice = nil
            $0.panel = .loading(berlin.place.coordinate)
        }
        await store.receive(Self.reportLoaded(berlin.place.coordinate)) { $0.panel = .weather(berlin.place.coordinate, .success(Self.report)) }
        #expect(log.all == ["report \(berlin.place.coordinate)"])
        await store.finish()
    }

    @Test("Two Enters within half a second open the weather; 0.6 s apart they do not")
    func doubleEnter() async {
        let log = CallLog()
        let quick = Self.store(state(), log: log)
        let cursor = quick.state.cursor
        quick.send(.input(.enter, at: start)) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        quick.send(.input(.enter, at: start.addingTimeInterval(0.4))) {
            $0.lastChoice = nil
            $0.panel = .loading(cursor)
        }
        await quick.receive(Self.reportLoaded(cursor)) { $0.panel = .weather(cursor, .success(Self.report)) }
        #expect(log.all == ["report \(cursor)"])
        await quick.finish()

        let slowLog = CallLog()
        let slow = Self.store(state(), log: slowLog)
        slow.send(.input(.enter, at: start)) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        slow.send(.input(.enter, at: start.addingTimeInterval(0.6))) { $0.lastChoice = .init(column: 40, row: 10, at: start.addingTimeInterval(0.6)) }
        #expect(!slow.hasRunningEffects)
        await slow.finish()
        #expect(slowLog.all.isEmpty)
    }

    @Test("Clicks on different cells are not a double click")
    func differentCells() async {
        let log = CallLog()
        let store = Self.store(state(), log: log)
        store.send(.input(.click(column: 10, row: 5), at: start)) {
            $0.cursor = MapViewport.world.coordinate(column: 9, row: 4, width: 80, height: 20)
            $0.lastChoice = .init(column: 9, row: 4, at: start)
        }
        store.send(.input(.click(column: 11, row: 5), at: start.addingTimeInterval(0.1))) {
            $0.cursor = MapViewport.world.coordinate(column: 10, row: 4, width: 80, height: 20)
            $0.lastChoice = .init(column: 10, row: 4, at: start.addingTimeInterval(0.1))
        }
        #expect(!store.hasRunningEffects && store.state.panel == nil)
        await store.finish()
        #expect(log.all.isEmpty)
    }

    @Test("Arrows move the cursor a cell; zoom keys zoom around it")
    func moveAndZoom() async {
        let store = Self.store(state(), log: CallLog())
        store.send(.input(.right, at: start)) { $0.cursor = Coordinate(unchecked: 0, 4.5) }
        #expect(store.state.cursor.longitude == 4.5)
        store.send(.input(.up, at: start)) { $0.cursor = Coordinate(unchecked: 9, 4.5) }
        #expect(store.state.cursor.latitude == 9)
        store.send(.input(.zoomIn, at: start)) { $0.viewport = MapViewport(centerLatitude: 9, centerLongitude: 4.5, zoom: 2) }
        #expect(store.state.viewport.zoom == 2)
        #expect(store.state.viewport.centerLongitude == 4.5)
        store.send(.input(.zoomOut, at: start)) { $0.viewport = MapViewport(centerLatitude: 9, centerLongitude: 4.5, zoom: 1) }
        // Out again: the whole world is the widest view.
        store.send(.input(.zoomOut, at: start))
        #expect(store.state.viewport.zoom == 1)
        await store.finish()
    }

    @Test("In the weather panel: f adds the point, Esc goes back, q on the map quits")
    func panel() async {
        let log = CallLog()
        let start = start
        let store = Self.store(state(), log: log, addFavourite: { point in
            .success(.added(Favourite(place: Place(name: point.description, coordinate: point), addedAt: start)))
        })
        let point = store.state.cursor
        store.send(.input(.enter, at: start)) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        store.send(.input(.enter, at: start)) {
            $0.lastChoice = nil
            $0.panel = .loading(point)
        }
        await store.receive(Self.reportLoaded(point)) { $0.panel = .weather(point, .success(Self.report)) }
        store.send(.input(.favourite, at: start))
        await store.receive(Self.favouriteAdded) {
            $0.favourites = [Favourite(place: Place(name: point.description, coordinate: point), addedAt: start)]
            $0.message = "Added \(point.description) to favourites (1)"
        }
        #expect(log.all == ["report \(point)", "add \(point)"])
        store.send(.input(.escape, at: start)) { $0.panel = nil }
        #expect(store.state.panel == nil)
        store.send(.input(.quit, at: start)) {
            $0.message = nil
            $0.ending = .quit
        }
        #expect(store.state.isFinished)
        await store.finish()
    }

    @Test("A weather result for a point no longer shown is dropped")
    func staleWeather() async {
        let gate = Gate()
        let log = CallLog()
        let store = Self.store(state(), log: log, report: { _ in
            await gate.wait()
            return .failure(.locationNotSet)
        })
        let point = store.state.cursor
        store.send(.input(.enter, at: start)) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        store.send(.input(.enter, at: start)) {
            $0.lastChoice = nil
            $0.panel = .loading(point)
        }
        // Closed before the report came.
        store.send(.input(.escape, at: start)) { $0.panel = nil }
        await gate.open()
        await store.receive(Self.reportLoaded(point))
        #expect(store.state.panel == nil)
        await store.finish()
    }
}

@MainActor
@Suite("Map view model: window, keys and favourites")
struct MapViewModelKeyTests {
    typealias ViewModel = MapViewModel
    let start = Date(timeIntervalSince1970: 1000)
    nonisolated static let berlin = Favourite(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                              addedAt: Date(timeIntervalSince1970: 0))
    nonisolated static let capeTown = Favourite(place: Place(name: "Cape Town", country: "ZA", coordinate: Coordinate(unchecked: -33.92, 18.42)),
                                                addedAt: Date(timeIntervalSince1970: 0))

    func state(_ viewport: MapViewport = .world, favourites: [Favourite] = [berlin, capeTown], here: Coordinate? = nil) -> ViewModel.State {
        ViewModel.State(viewport: viewport, width: 80, height: 20, favourites: favourites, here: here)
    }

    func store(_ state: ViewModel.State, log: CallLog = CallLog(),
               addFavourite: @escaping @Sendable (Coordinate) async -> Result<AddFavouriteUseCase.Outcome, WeatherError>
                   = { _ in .failure(.unexpected("not asked")) }) -> MapViewModelTests.MapStore {
        MapViewModelTests.store(state, log: log, addFavourite: addFavourite)
    }

    func press(_ store: MapViewModelTests.MapStore, _ input: MapInput, _ expected: (inout ViewModel.State) -> Void = { _ in },
               sourceLocation: SourceLocation = #_sourceLocation) {
        store.send(.input(input, at: start), expected, sourceLocation: sourceLocation)
    }

    @Test("A window resize gives the map the new size: the cursor's cell follows")
    func resize() async {
        let store = store(state())
        #expect(store.state.cursorCell! == (40, 10))
        store.send(.resized(width: 40, height: 18)) {
            $0.width = 40
            $0.height = 18
        }
        #expect(!store.hasRunningEffects)
        #expect(store.state.width == 40 && store.state.height == 18)
        #expect(store.state.cursorCell! == (20, 9))
        await store.finish()
    }

    @Test("Ctrl-C ends the map as interrupted, from the map, a panel or the keys; q ends it as quit")
    func interrupt() async {
        let onMap = store(state())
        press(onMap, .interrupt) { $0.ending = .interrupted }
        await onMap.finish()

        // From the panel, its report still on the way: quitting cancels it, so it never lands.
        let inPanel = store(state())
        let point = inPanel.state.cursor
        press(inPanel, .enter) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        press(inPanel, .enter) {
            $0.lastChoice = nil
            $0.panel = .loading(point)
        }
        #expect(inPanel.hasRunningEffects)
        press(inPanel, .interrupt) { $0.ending = .interrupted }
        #expect(inPanel.state.ending == .interrupted)
        await inPanel.settle()
        await inPanel.finish()

        let inKeys = store(state())
        press(inKeys, .keys) { $0.showsKeys = true }
        press(inKeys, .interrupt) { $0.ending = .interrupted }
        await inKeys.finish()

        // q, a favourite being added: it quits, and quitting cancels the addition.
        let quitting = store(state())
        press(quitting, .favourite)
        #expect(quitting.hasRunningEffects)
        press(quitting, .quit) { $0.ending = .quit }
        #expect(quitting.state.ending == .quit)
        await quitting.settle()
        await quitting.finish()
    }

    @Test("Ctrl-Z asks to suspend and changes nothing else, also with the panel open")
    func suspend() async {
        let log = CallLog()
        let store = store(state(), log: log)
        press(store, .suspend)
        #expect(log.all == ["suspend"])
        let point = store.state.cursor
        press(store, .enter) { $0.lastChoice = .init(column: 40, row: 10, at: start) }
        press(store, .enter) {
            $0.lastChoice = nil
            $0.panel = .loading(point)
        }
        press(store, .suspend)
        #expect(log.calls("suspend") == ["suspend", "suspend"])
        #expect(store.state.panel == .loading(point) && !store.state.isFinished)
        await store.receive(MapViewModelTests.reportLoaded(point)) { $0.panel = .weather(point, .success(MapViewModelTests.report)) }
        await store.finish()
    }

    @Test("A favourite added with f joins the markers at once, numbered after the others; a second time it is not doubled")
    func favouriteAdded() async {
        let point = Coordinate(unchecked: 10, 20)
        let added = Favourite(place: Place(name: point.description, coordinate: point), addedAt: start)
        let replies = Replies<Coordinate, AddFavouriteUseCase.Outcome>([
            .success(.added(added)), .success(.alreadyFavourite(added)), .failure(.storage("disk full")),
        ])
        let store = store(state(MapViewport(centerLatitude: 10, centerLongitude: 20, zoom: 2)), addFavourite: { replies.reply($0) })
        #expect(store.state.cursor == point)
        press(store, .favourite)
        await store.receive(MapViewModelTests.favouriteAdded) {
            $0.favourites = [Self.berlin, Self.capeTown, added]
            $0.message = "Added 10.00, 20.00 to favourites (3)"
        }
        #expect(store.state.favourites == [Self.berlin, Self.capeTown, added])
        press(store, .favourite) { $0.message = nil }
        await store.receive(MapViewModelTests.favouriteAdded) { $0.message = "10.00, 20.00 is already a favourite (3)" }
        #expect(store.state.favourites.count == 3)
        press(store, .favourite) { $0.message = nil }
        await store.receive(MapViewModelTests.favouriteAdded) {
            $0.message = "Could not add: \(WeatherErrorMessage(WeatherError.storage("disk full")).text)"
        }
        #expect(store.state.message?.hasPrefix("Could not add: ") == true)
        #expect(store.state.favourites.count == 3)
        // Each f asked for the point under the cursor.
        #expect(replies.asked == [point, point, point])
        await store.finish()
    }

    @Test("1-9 move the cursor to that favourite, the view following it off screen; a missing number says so")
    func goToFavourite() async {
        let europe = MapViewport(region: Coordinate(unchecked: 35, -10), Coordinate(unchecked: 60, 30))
        let store = store(state(europe))
        press(store, .goToFavourite(2)) {
            $0.cursor = Self.capeTown.place.coordinate
            $0.viewport = MapViewport(centerLatitude: -33.92, centerLongitude: 18.42, zoom: europe.zoom)
            $0.message = "2  Cape Town, ZA  (-33.92, 18.42)"
        }
        #expect(store.state.cursor == Self.capeTown.place.coordinate)
        #expect(store.state.cursorCell != nil)
        #expect(store.state.viewport.zoom == europe.zoom)
        #expect(store.state.message == "2  Cape Town, ZA  (-33.92, 18.42)")
        press(store, .goToFavourite(1)) {
            $0.cursor = Self.berlin.place.coordinate
            $0.viewport = MapViewport(centerLatitude: 52.52, centerLongitude: 13.41, zoom: europe.zoom)
            $0.message = "1  Berlin, DE  (52.52, 13.41)"
        }
        #expect(store.state.cursor == Self.berlin.place.coordinate)
        press(store, .goToFavourite(3)) { $0.message = "No favourite 3: there are 2" }
        #expect(store.state.cursor == Self.berlin.place.coordinate)
        #expect(store.state.message == "No favourite 3: there are 2")
        await store.finish()

        let empty = self.store(state(favourites: []))
        press(empty, .goToFavourite(1)) { $0.message = "No favourites yet: f adds the point under the cursor" }
        #expect(empty.state.message == "No favourites yet: f adds the point under the cursor")
        await empty.finish()
    }

    @Test("@ moves the cursor to here; without a location it says how to set one")
    func goHere() async {
        let here = Coordinate(unchecked: 51.5, -0.12)
        let store = store(state(MapViewport(centerLatitude: -30, centerLongitude: 150, zoom: 8), here: here))
        press(store, .goHere) {
            $0.cursor = here
            $0.viewport = MapViewport(centerLatitude: 51.5, centerLongitude: -0.12, zoom: 8)
            $0.message = "@  here  (51.50, -0.12)"
        }
        #expect(store.state.cursor == here)
        #expect(store.state.cursorCell != nil)
        await store.finish()

        let nowhere = self.store(state())
        let cursor = nowhere.state.cursor
        press(nowhere, .goHere) { $0.message = "No location set: wf config set location <place>" }
        #expect(nowhere.state.cursor == cursor)
        #expect(nowhere.state.message == "No location set: wf config set location <place>")
        await nowhere.finish()
    }

    @Test("? shows the keys; the next key only closes them (q does not quit)")
    func keys() async {
        let store = store(state())
        press(store, .keys) { $0.showsKeys = true }
        #expect(store.state.showsKeys)
        press(store, .quit) { $0.showsKeys = false }
        #expect(!store.hasRunningEffects)
        #expect(!store.state.showsKeys && !store.state.isFinished)
        press(store, .keys) { $0.showsKeys = true }
        press(store, .right) { $0.showsKeys = false }
        #expect(store.state.cursor == Coordinate(unchecked: 0, 0))
        await store.finish()
    }

    @Test("Any key closes the keys, as their last line says: letters with no meaning, Tab and Backspace too")
    func anyKeyClosesTheKeys() async throws {
        for key in [TerminalKey.character("x"), .character("a"), .character("z"), .character("é"), .tab, .backspace, .escape] {
            let store = store(state())
            press(store, .keys) { $0.showsKeys = true }
            let input = try #require(MapInput(key), "\(key)")
            press(store, input) { $0.showsKeys = false }
            #expect(!store.hasRunningEffects)
            #expect(!store.state.showsKeys && !store.state.isFinished, "\(key)")
            await store.finish()
        }
    }

    @Test("Esc on the bare map does not quit (it closes the weather panel only); q quits")
    func escapeDoesNotQuit() async throws {
        let store = store(state())
        press(store, try #require(MapInput(.escape)))
        #expect(!store.hasRunningEffects)
        #expect(!store.state.isFinished)
        press(store, try #require(MapInput(.character("x"))))
        #expect(!store.hasRunningEffects)
        #expect(!store.state.isFinished)
        press(store, try #require(MapInput(.character("q")))) { $0.ending = .quit }
        #expect(store.state.isFinished)
        await store.finish()
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
