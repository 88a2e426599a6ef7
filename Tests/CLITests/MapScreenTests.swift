@testable import CLI
import Domain
import Foundation
import Presentation
import Testing
@testable import WeatherTerminal

@Suite("Interactive map screen")
struct MapScreenTests {
    static let mask = LandMask(rows: ["........", "..####..", ".######.", "...##..."])
    static let berlin = Favourite(place: Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                                  addedAt: Date(timeIntervalSince1970: 0))
    static let capeTown = Favourite(place: Place(name: "Cape Town", country: "ZA", coordinate: Coordinate(unchecked: -33.92, 18.42)),
                                    addedAt: Date(timeIntervalSince1970: 0))
    static let europe = MapViewport(region: Coordinate(unchecked: 35, -10), Coordinate(unchecked: 60, 30))

    /// Weather with long lines: every fact, a long description and an offline reason.
    static func weather(_ source: DataSource) -> PlaceReport {
        let weather = CurrentWeather(
            placeName: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", country: "GB",
            coordinate: Coordinate(unchecked: 53.22, -4.2),
            condition: WeatherCondition(category: .rain, description: "heavy intensity shower rain with thunder nearby"),
            temperature: 11.3, feelsLike: 9.8, minimum: 8.1, maximum: 12.9, humidity: 81, pressure: 1012, windSpeed: 30,
            windGusts: 55, windDirection: 250, cloudiness: 90, visibility: 8000, precipitation: 2.4,
            sunrise: Date(timeIntervalSince1970: 1_795_000_000), sunset: Date(timeIntervalSince1970: 1_795_030_000),
            utcOffsetSeconds: 0, observedAt: Date(timeIntervalSince1970: 1_795_000_000 - 9600),
            fetchedAt: Date(timeIntervalSince1970: 1_795_000_000 - 9600), units: .metric, provider: "Open-Meteo")
        let place = Place(name: "53.22,-4.2", coordinate: weather.coordinate)
        return PlaceReport(place: place, current: Sourced(weather, source: source))
    }

    static func screen(_ state: MapViewModel.State, charset: MapCanvas.Charset = .braille) -> [String] {
        MapRenderer.renderInteractive(state, mask: mask, charset: charset, style: .plain, utcOffset: .fixed(0))
            .components(separatedBy: "\r\n")
    }

    static let offline = weather(.offline(reason: "Open-Meteo cannot be reached (connection refused), and more words to wrap"))

    @Test("The screen fills the window and no line is wider, with the weather panel or the keys open, at any size",
          arguments: [(120, 30), (80, 24), (40, 20), (30, 12), (12, 6), (8, 3), (3, 3), (1, 1)])
    func fitsTheWindow(columns: Int, rows: Int) {
        var state = MapViewModel.State(width: columns, height: InteractiveMap.mapHeight(rows), favourites: [Self.berlin, Self.capeTown])
        state.panel = .weather(state.cursor, .success(Self.offline))
        for charset in [MapCanvas.Charset.braille, .ascii] {
            for keys in [false, true] {
                state.showsKeys = keys
                let lines = Self.screen(state, charset: charset)
                #expect(lines.count == max(rows, 3))
                #expect(lines.allSatisfy { $0.terminalColumns <= columns }, "\(columns)×\(rows): \(lines)")
            }
        }
    }

    @Test("The weather panel is boxed over the map: its first and last lines show, the box closed, at 40 × 20")
    func panelAtForty() {
        var state = MapViewModel.State(width: 40, height: 18)
        state.panel = .weather(state.cursor, .success(Self.offline))
        let lines = Self.screen(state)
        #expect(lines[0].hasPrefix("┌") || lines[0].hasPrefix(" ┌"))
        let bottom = lines.firstIndex { $0.contains("└") }
        #expect(bottom != nil && bottom! < 18)
        #expect(lines[1] == " │ Llanfairpwllgwyngyllgogerychwyrndr… │")
        #expect(lines[2] == " │ offline: showing data from          │")
        #expect(lines[3] == " │ Wed 18 Nov 08:26                    │")
        #expect(lines[bottom! - 1] == " │ Esc: back to the map                │")
    }

    @Test("The panel at a favourite is headed with the favourite's name; elsewhere with the provider's")
    func panelHeading() {
        let atBerlin = MapRenderer.panelLines(.weather(Coordinate(unchecked: 52.521, 13.409), .success(Self.weather(.network))),
                                              favourites: [Self.capeTown, Self.berlin], style: .plain)
        #expect(atBerlin.first == "Berlin, DE")
        let elsewhere = MapRenderer.panelLines(.weather(Coordinate(unchecked: 53.22, -4.2), .success(Self.weather(.network))),
                                               favourites: [Self.capeTown, Self.berlin], style: .plain)
        #expect(elsewhere.first?.hasPrefix("Llanfair") == true, "\(elsewhere)")
    }

    @Test("Offline, the panel says so with the time the copy was fetched, its age and why")
    func offlinePanel() {
        let later = Self.offline.current.value.fetchedAt.addingTimeInterval(3 * 3600 + 59)
        let lines = MapRenderer.panelLines(.weather(Coordinate(unchecked: 53.22, -4.2), .success(Self.offline)), style: .plain, now: later)
        #expect(lines[1] == "offline: showing data from Wed 18 Nov 08:26 (old: 3 hours)")
        #expect(lines[2] == "(Open-Meteo cannot be reached (connection refused), and more words to wrap)")
        let cached = MapRenderer.panelLines(.weather(Coordinate(unchecked: 53.22, -4.2), .success(Self.weather(.cache))), style: .plain, now: later)
        #expect(cached[1] == "updated Wed 18 Nov 08:26  (cached)")
        let narrow = MapRenderer.panelLines(.weather(Coordinate(unchecked: 53.22, -4.2), .success(Self.offline)), style: .plain, width: 30,
                                            now: later)
        #expect(narrow[1...7] == ["offline: showing data from", "Wed 18 Nov 08:26", "(old: 3 hours)", "(Open-Meteo cannot be", "reached (connection",
                                  "refused), and more words", "to wrap)"])
    }

    @Test("The panel's report: only the panel's point's is taken; its air shows under the weather and is said once, its alert too; both go with the panel")
    func panelAir() {
        let fetched = Date(timeIntervalSince1970: 1_795_000_000)
        let reading = AirQualityReading(time: fetched, europeanIndex: 33, pollutants: [.ozone: 80])
        let air = AirQualityUseCase.Result(
            airQuality: Sourced(AirQuality(place: Self.berlin.place, source: "Open-Meteo", fetchedAt: fetched, utcOffsetSeconds: 0,
                                           current: reading, hours: [reading], requestedDays: 1), source: .network),
            scale: .european)
        var report = Self.weather(.network)
        report.airQuality = .success(air)
        var state = MapViewModel.State(viewport: Self.europe, width: 60, height: 20, favourites: [Self.berlin])
        _ = MapViewModel.reduce(&state, .input(.enter, at: fetched))
        _ = MapViewModel.reduce(&state, .input(.enter, at: fetched))
        guard case .loading(let point)? = state.panel else { Issue.record("no panel: \(String(describing: state.panel))"); return }
        _ = MapViewModel.reduce(&state, .reportLoaded(Coordinate(unchecked: 0, 0), .success(report)))
        #expect(state.panelAir == nil)
        let before = state
        _ = MapViewModel.reduce(&state, .reportLoaded(point, .success(report)))
        #expect(state.panelAir == air)
        let lines = MapRenderer.panelLines(state.panel!, favourites: state.favourites, style: .plain)
        #expect(lines.contains { $0.hasPrefix("Air") && $0.contains("33") }, "\(lines)")
        let said = MapAnnouncement(words: .english, units: .metric).lines(from: before, to: state)
        #expect(said.contains { $0.hasPrefix("Air quality now: 33") }, "\(said)")
        #expect(MapAnnouncement(words: .english, units: .metric).lines(from: state, to: state).isEmpty)
        _ = MapViewModel.reduce(&state, .input(.escape, at: fetched))
        #expect(state.panel == nil && state.panelAir == nil)
    }

    @Test("The legend line lists the favourites in view and counts the others")
    func legendInView() {
        var state = MapViewModel.State(viewport: Self.europe, width: 80, height: 20, favourites: [Self.berlin, Self.capeTown])
        #expect(MapRenderer.legendLine(state) == "1 Berlin, DE  (1 outside; 1-9 go to one)")
        state.viewport = .world
        state.here = Coordinate(unchecked: 51.5, -0.12)
        #expect(MapRenderer.legendLine(state) == "1 Berlin, DE  2 Cape Town, ZA  @ here")
        state.viewport = MapViewport(centerLatitude: 0, centerLongitude: -150, zoom: 8)
        #expect(MapRenderer.legendLine(state) == "no favourites in view  (2 outside; 1-9 go to one)")
        #expect(Self.screen(state)[20] == "no favourites in view  (2 outside; 1-9 go to one)")
    }

    @Test("Favourites that share a short name are told apart in the legend by their region")
    func legendSameShortName() {
        func berlin(_ region: String, _ latitude: Double) -> Favourite {
            Favourite(place: Place(name: "Berlin", country: "US", region: region, coordinate: Coordinate(unchecked: latitude, -72)),
                      addedAt: Date(timeIntervalSince1970: 0))
        }
        let state = MapViewModel.State(viewport: .world, width: 120, height: 20,
                                       favourites: [Self.berlin, berlin("New Hampshire", 44.47), berlin("New Jersey", 39.79)])
        #expect(MapRenderer.legendLine(state) == "1 Berlin, DE  2 Berlin, New Hampshire, US  3 Berlin, New Jersey, US")
    }

    @Test("The static map's legend lists only the favourites in view")
    func staticLegendInView() {
        let text = MapRenderer.renderStatic(mask: Self.mask, viewport: Self.europe, favourites: [Self.berlin, Self.capeTown],
                                            here: Coordinate(unchecked: -30, -60), width: 40, height: 10, charset: .ascii)
        #expect(text.contains("1  Berlin, DE  (52.52, 13.41)"))
        #expect(!text.contains("Cape Town"))
        #expect(!text.contains("@  here"))
        #expect(text.contains("(1 favourite outside this view)"))
    }

    @Test("The static map's legend wraps at spaces, never inside a number or a word, and goes on indented: 40 and 30 columns")
    func staticLegendWraps() {
        let berlin = Favourite(place: Place(name: "Berlin", country: "DE", region: "Land Berlin", coordinate: Coordinate(unchecked: 52.52, 13.41)),
                               addedAt: Date(timeIntervalSince1970: 0))
        for width in [40, 30] {
            let text = MapRenderer.renderStatic(mask: Self.mask, viewport: Self.europe, favourites: [berlin], here: nil,
                                                width: width, height: 10, charset: .ascii)
            let lines = text.split(separator: "\n").map(String.init)
            let legend = Array(lines.drop { !$0.hasPrefix("1  ") })
            #expect(legend.allSatisfy { $0.terminalColumns <= width }, "\(width):\n\(text)")
            #expect(legend.dropFirst().allSatisfy { $0.hasPrefix(MapRenderer.legendIndent) || $0.hasPrefix("Land mask") }, "\(width):\n\(text)")
            // Every word of the legend and the credit is whole on one line.
            let words = legend.flatMap { $0.split(separator: " ").map(String.init) }
            for word in ["Berlin,", "Land", "DE", "(52.52,", "13.41)", "mask:", "GLOBE", "(NOAA),", "public", "domain"] {
                #expect(words.contains(word), "\(width) lost “\(word)”:\n\(text)")
            }
        }
    }

    @Test("A favourite added with f is on the next screen: marker, label and legend")
    func addedFavouriteIsDrawn() {
        var state = MapViewModel.State(width: 60, height: 16, favourites: [Self.berlin])
        let point = Coordinate(unchecked: -20, -60)
        _ = MapViewModel.reduce(&state, .favouriteAdded(point, .success(.added(Favourite(place: Place(name: point.description, coordinate: point),
                                                                                              addedAt: Date())))))
        let lines = Self.screen(state, charset: .ascii)
        #expect(lines.contains { $0.contains("2 -20.00, -60.00") })
        #expect(lines[16].hasPrefix("1 Berlin, DE  2 -20.00, -60.00"))
    }

    @Test("? lists every key, in the short words on a narrow screen")
    func keys() {
        var state = MapViewModel.State(width: 40, height: 18)
        state.showsKeys = true
        let narrow = Self.screen(state).joined(separator: "\n")
        for key in ["arrows, hjkl", "1-9           go to favourite 1-9", "@             go to here", "?             these keys",
                    "Ctrl-Z        suspend (fg: back)", "Ctrl-C        quit (status 130)"] {
            #expect(narrow.contains(key))
        }
        state.width = 100
        #expect(Self.screen(state).joined(separator: "\n").contains("@              go to here (your location)"))
    }

    @Test("A label with wide characters takes two columns each: the row stays the map's width")
    func wideLabels() {
        let tokyo = MapMarker(coordinate: Coordinate(unchecked: 10, -20), symbol: "1", label: "東京都")
        let other = MapMarker(coordinate: Coordinate(unchecked: -40, 30), symbol: "2", label: "서울")
        let rows = MapCanvas(width: 30, height: 4, charset: .ascii).draw(Self.mask, viewport: .world, markers: [tokyo, other])
        #expect(rows.allSatisfy { $0.terminalColumns == 30 }, "\(rows)")
        #expect(rows[1].contains("1 東京都"))
        #expect(rows[2].contains("2 서울"))
    }
}
