import Domain
import Foundation
@testable import Presentation
import Testing

/// `wf app`'s reducer: tabs, the place screen, favourites, and the keys that go to the search field.
@Suite("The app's reducer")
struct AppViewModelTests {
    static let now = Date(timeIntervalSince1970: 0)
    static let favourite = Favourite(place: Sample.place, addedAt: now)

    static func state() -> AppViewModel.State {
        AppViewModel.State(width: 80, height: 24, units: .metric)
    }

    static func press(_ keys: [TerminalKey], _ state: inout AppViewModel.State) -> [AppViewModel.Effect] {
        keys.flatMap { AppViewModel.reduce(&state, .key($0, at: now)) }
    }

    @Test("Letters go to the search field; ? lists the keys and any key closes the list")
    func typing() {
        var state = Self.state()
        #expect(Self.press([.character("b"), .character("e")], &state).isEmpty)
        #expect(Self.press([.character("r")], &state) == [.search(.wait(PlaceSearch.pause, generation: 3))])
        #expect(state.search.text == "ber")
        _ = Self.press([.backspace], &state)
        #expect(state.search.text == "be")
        _ = Self.press([.character("?")], &state)
        #expect(state.showsKeys && state.search.text == "be")
        #expect(Self.press([.character("x")], &state).isEmpty)
        #expect(!state.showsKeys && state.search.text == "be")
    }

    @Test("Enter on a result opens the place, remembers the query, and Esc goes back")
    func openPlace() {
        var state = Self.state()
        _ = Self.press([.character("b"), .character("e"), .character("r")], &state)
        _ = AppViewModel.reduce(&state, .search(.debounceElapsed(generation: 3)))
        _ = AppViewModel.reduce(&state, .search(.answered(generation: 3, .success([Sample.place]))))
        let effects = Self.press([.enter], &state)
        #expect(effects == [.loadPlace(Sample.place, .preferCache), .remember(SearchQuery("ber")), .loadRecent])
        #expect(state.place?.place == Sample.place && state.place?.isLoading == true)
        _ = AppViewModel.reduce(&state, .placeLoaded(Sample.place, .success(Sample.report())))
        #expect(state.place?.report == Sample.report() && state.place?.isLoading == false)
        #expect(Self.press([.character("r")], &state) == [.loadPlace(Sample.place, .refresh)])
        _ = Self.press([.escape], &state)
        #expect(state.place == nil && state.tab == .search)
    }

    @Test("Browsing 10 places asks for none; only the 3 opened are loaded (a place's report holds the climate archive's 784 calls)")
    func browsingAsksNothing() {
        var state = Self.state()
        let places = (0..<10).map { Place(name: "Place \($0)", country: "DE", coordinate: Coordinate(unchecked: 50 + Double($0) * 0.1, 10)) }
        _ = Self.press([.character("p"), .character("l"), .character("a")], &state)
        _ = AppViewModel.reduce(&state, .search(.debounceElapsed(generation: 3)))
        _ = AppViewModel.reduce(&state, .search(.answered(generation: 3, .success(places))))
        var loads: [Place] = []
        for opened in [2, 5, 9] {
            // The cursor passes over the results: nothing is asked.
            for _ in 0..<12 {
                let effects = Self.press([.down], &state) + Self.press([.up], &state) + Self.press([.down], &state)
                #expect(!effects.contains { if case .loadPlace = $0 { true } else { false } })
            }
            while state.search.selection > opened { _ = Self.press([.up], &state) }
            while state.search.selection < opened { _ = Self.press([.down], &state) }
            for case .loadPlace(let place, _) in Self.press([.enter], &state) { loads.append(place) }
            _ = Self.press([.escape], &state)
        }
        #expect(loads == [places[2], places[5], places[9]])
    }

    @Test("f adds the place on screen, and f again removes it")
    func toggleFavourite() {
        var state = Self.state()
        _ = AppViewModel.reduce(&state, .map(.input(.goHere, at: Self.now)))
        state.place = AppViewModel.PlaceScreen(place: Sample.place)
        #expect(Self.press([.character("f")], &state) == [.addFavourite(Sample.place)])
        _ = AppViewModel.reduce(&state, .favouriteChanged(.success(.added(Self.favourite))))
        #expect(state.favourite(at: Sample.place) == Self.favourite)
        #expect(state.message == "Added Berlin, DE to favourites")
        #expect(Self.press([.character("f")], &state) == [.removeFavourite(Self.favourite)])
        _ = AppViewModel.reduce(&state, .favouriteChanged(.success(.removed(Self.favourite))))
        #expect(state.favourite(at: Sample.place) == nil)
    }

    @Test("Tab cycles search, favourites, map; the favourites tab loads the list in one request")
    func tabs() {
        var state = Self.state()
        #expect(Self.press([.tab], &state) == [.favourites(.list(.metric))])
        #expect(state.tab == .favourites)
        _ = Self.press([.tab], &state)
        #expect(state.tab == .map)
        _ = Self.press([.tab], &state)
        #expect(state.tab == .search)
    }

    @Test("d asks, naming the place; only y removes it")
    func removeAsks() {
        var state = Self.state()
        _ = Self.press([.tab], &state)
        _ = AppViewModel.reduce(&state, .favourites(.finished(.listed([FavouriteWeather(favourite: Self.favourite, weather: .success(Sourced(Sample.weather(), source: .network)))]))))
        #expect(Self.press([.character("d")], &state).isEmpty)
        #expect(state.favourites.confirming == Self.favourite)
        #expect(Self.press([.character("n")], &state).isEmpty)
        #expect(state.favourites.confirming == nil)
        _ = Self.press([.character("d")], &state)
        #expect(Self.press([.character("y")], &state) == [.removeFavourite(Self.favourite)])
    }

    @Test("A double Enter on the map opens the place screen for the point, not the map's panel")
    func mapOpensPlace() {
        var state = Self.state()
        _ = Self.press([.tab, .tab], &state)
        let effects = Self.press([.enter, .enter], &state)
        #expect(effects.count == 1)
        #expect(state.place?.place.coordinate == state.map.cursor && state.map.panel == nil)
    }

    @Test("A favourite opened from the map is the favourite, under its name, not its coordinate")
    func mapOpensFavouriteByName() {
        var state = Self.state()
        state.map.favourites = [Self.favourite]
        _ = Self.press([.tab, .tab, .character("1"), .enter, .enter], &state)
        #expect(state.place?.place == Self.favourite.place, "\(String(describing: state.place?.place))")
    }

    @Test("q quits outside the search field, Ctrl-C interrupts, Esc on an empty field quits")
    func endings() {
        var state = Self.state()
        _ = Self.press([.character("q")], &state)
        #expect(!state.isFinished)
        _ = Self.press([.escape], &state)
        #expect(!state.isFinished && state.search.text.isEmpty)
        _ = Self.press([.escape], &state)
        #expect(state.ending == .quit)
        var other = Self.state()
        _ = Self.press([.tab, .character("q")], &other)
        #expect(other.ending == .quit)
        var interrupted = Self.state()
        #expect(Self.press([.interrupt], &interrupted) == [.quit])
        #expect(interrupted.ending == .interrupted)
    }
}
