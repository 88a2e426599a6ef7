import Domain
import Foundation
@testable import Presentation
import Testing

/// The search field as pure reductions: no clock, no network; the pause and the request are effects.
@Suite("Search as you type")
struct PlaceSearchTests {
    static let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    static let bern = Place(name: "Bern", country: "CH", coordinate: Coordinate(unchecked: 46.95, 7.45))

    /// Types `text` one character at a time, as a person would, and returns every effect.
    static func type(_ text: String, into state: inout PlaceSearch.State) -> [PlaceSearch.Effect] {
        var typed = state.text
        return text.flatMap { character -> [PlaceSearch.Effect] in
            typed.append(character)
            return PlaceSearch.reduce(&state, .typed(typed))
        }
    }

    @Test("One and two characters ask for nothing; the third waits for a pause in typing")
    func debounce() {
        var state = PlaceSearch.State()
        #expect(PlaceSearch.reduce(&state, .typed("b")).isEmpty)
        #expect(state.phase == .tooShort)
        #expect(PlaceSearch.reduce(&state, .typed("be")).isEmpty)
        #expect(PlaceSearch.reduce(&state, .typed("ber")) == [.wait(PlaceSearch.pause, generation: 3)])
        #expect(state.phase == .waiting)
        #expect(PlaceSearch.reduce(&state, .debounceElapsed(generation: 3)) == [.fetch(SearchQuery("ber"), generation: 3)])
        #expect(state.phase == .searching)
        _ = PlaceSearch.reduce(&state, .answered(generation: 3, .success([Self.berlin, Self.bern])))
        #expect(state.phase == .results && state.places == [Self.berlin, Self.bern])
    }

    @Test("Typing on before the pause is over: the older pause ends in nothing, only the last text is fetched")
    func pauseRestarts() {
        var state = PlaceSearch.State()
        let effects = Self.type("berl", into: &state)
        #expect(effects == [.wait(PlaceSearch.pause, generation: 3), .wait(PlaceSearch.pause, generation: 4)])
        #expect(PlaceSearch.reduce(&state, .debounceElapsed(generation: 3)).isEmpty)
        #expect(state.phase == .waiting)
        #expect(PlaceSearch.reduce(&state, .debounceElapsed(generation: 4)) == [.fetch(SearchQuery("berl"), generation: 4)])
    }

    @Test("A keystroke while a request runs cancels it; its answer, arriving late, is never shown")
    func cancellationAndStaleAnswer() {
        var state = PlaceSearch.State()
        _ = Self.type("ber", into: &state)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 3))
        #expect(state.inFlight == 3)
        #expect(PlaceSearch.reduce(&state, .typed("berl")) == [.cancel(generation: 3), .wait(PlaceSearch.pause, generation: 4)])
        #expect(state.inFlight == nil)
        // The cancelled request answers anyway (a cache hit, a slow network): ignored.
        #expect(PlaceSearch.reduce(&state, .answered(generation: 3, .success([Self.bern]))).isEmpty)
        #expect(state.places.isEmpty && state.phase == .waiting)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 4))
        _ = PlaceSearch.reduce(&state, .answered(generation: 4, .success([Self.berlin])))
        #expect(state.places == [Self.berlin])
        // An answer older still, after the newer one: the newer stays.
        #expect(PlaceSearch.reduce(&state, .answered(generation: 3, .success([Self.bern]))).isEmpty)
        #expect(state.places == [Self.berlin])
    }

    @Test("Backspacing below 3 characters cancels the request and clears the list")
    func backspace() {
        var state = PlaceSearch.State()
        _ = Self.type("ber", into: &state)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 3))
        #expect(PlaceSearch.reduce(&state, .typed("be")) == [.cancel(generation: 3)])
        #expect(state.phase == .tooShort && state.places.isEmpty)
    }

    @Test("A query answered before is shown at once, with no pause and no request")
    func knownAnswer() {
        var state = PlaceSearch.State()
        _ = Self.type("ber", into: &state)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 3))
        _ = PlaceSearch.reduce(&state, .answered(generation: 3, .success([Self.berlin])))
        _ = PlaceSearch.reduce(&state, .typed("berl"))
        #expect(PlaceSearch.reduce(&state, .typed("ber")).isEmpty)
        #expect(state.phase == .results && state.places == [Self.berlin])
    }

    @Test("The empty field offers the recent searches; Enter on one searches it at once")
    func recent() {
        var state = PlaceSearch.State()
        _ = PlaceSearch.reduce(&state, .recentLoaded([SearchQuery("paris"), SearchQuery("bern")]))
        #expect(state.phase == .recent && state.rowCount == 2)
        _ = PlaceSearch.reduce(&state, .moved(.down))
        #expect(PlaceSearch.reduce(&state, .opened) == [.fetch(SearchQuery("bern"), generation: 1)])
        #expect(state.text == "bern" && state.phase == .searching)
    }

    @Test("↑/↓ stay in the list; Enter opens the place chosen with the query typed")
    func chooseAndOpen() {
        var state = PlaceSearch.State()
        _ = Self.type("ber", into: &state)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 3))
        _ = PlaceSearch.reduce(&state, .answered(generation: 3, .success([Self.berlin, Self.bern])))
        _ = PlaceSearch.reduce(&state, .moved(.up))
        #expect(state.selection == 0)
        _ = PlaceSearch.reduce(&state, .moved(.down))
        _ = PlaceSearch.reduce(&state, .moved(.down))
        #expect(state.selection == 1)
        #expect(PlaceSearch.reduce(&state, .opened) == [.open(Self.bern, query: SearchQuery("ber"))])
    }

    @Test("A failed lookup says why; the next keystroke starts again")
    func failure() {
        var state = PlaceSearch.State()
        _ = Self.type("ber", into: &state)
        _ = PlaceSearch.reduce(&state, .debounceElapsed(generation: 3))
        _ = PlaceSearch.reduce(&state, .answered(generation: 3, .failure(.providerUnavailable(provider: "Open-Meteo", reason: "down"))))
        #expect(state.phase == .failed(.providerUnavailable(provider: "Open-Meteo", reason: "down")))
        #expect(PlaceSearch.reduce(&state, .typed("berl")) == [.wait(PlaceSearch.pause, generation: 4)])
    }
}
