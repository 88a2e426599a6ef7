import Domain
import Foundation
@testable import Presentation
import Testing

/// The search field, driven through the real store: `PlaceSearch` is a reducer with no effects of its
/// own to run (its pause and request are run by `wf app`), so these drive it as `wf app` holds it,
/// through `AppViewModel`'s store, the pause on a recorded clock and the request answered by a stub.
@MainActor
@Suite("Search as you type")
struct PlaceSearchTests {
    typealias AppStore = AppViewModelTests.AppStore
    static let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
    static let bern = Place(name: "Bern", country: "CH", coordinate: Coordinate(unchecked: 46.95, 7.45))

    static func store(log: CallLog, clock: RecordedClock, candidates: [String: Result<[Place], WeatherError>] = [:],
                      recent: [SearchQuery]? = nil) -> AppStore {
        AppViewModelTests.store(AppViewModelTests.dependencies(log: log, clock: clock, candidates: candidates, recent: recent))
    }

    static func answered(_ generation: Int, _ result: Result<[Place], WeatherError>) -> (AppViewModel.Event) -> Bool {
        AppViewModelTests.search(.answered(generation: generation, result))
    }

    static func debounceElapsed(_ generation: Int) -> (AppViewModel.Event) -> Bool {
        AppViewModelTests.search(.debounceElapsed(generation: generation))
    }

    /// Types `text` one character at a time onto an empty field, as a person would: under 3
    /// characters it is too short, from the third on each keystroke waits for a new pause.
    static func type(_ text: String, into store: AppStore) {
        var typed = store.state.search.text
        for character in text {
            typed.append(character)
            let now = typed
            store.send(.search(.typed(now))) {
                $0.search.text = now
                $0.search.generation += 1
                $0.search.phase = now.count < 3 ? .tooShort : .waiting
            }
        }
    }

    /// Types "ber", waits out the pause and receives the answer to it.
    static func searchBer(_ store: AppStore, _ result: Result<[Place], WeatherError>) async {
        type("ber", into: store)
        await store.receive(debounceElapsed(3)) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        await store.receive(answered(3, result)) {
            $0.search.inFlight = nil
            switch result {
            case .success(let places):
                $0.search.answers["ber"] = places
                $0.search.places = places
                $0.search.phase = .results
            case .failure(let error):
                $0.search.phase = .failed(error)
            }
        }
    }

    @Test("One and two characters ask for nothing; the third waits for a pause in typing")
    func debounce() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .success([Self.berlin, Self.bern])])
        store.send(.search(.typed("b"))) {
            $0.search.text = "b"
            $0.search.generation = 1
            $0.search.phase = .tooShort
        }
        #expect(!store.hasRunningEffects)
        #expect(store.state.search.phase == .tooShort)
        store.send(.search(.typed("be"))) {
            $0.search.text = "be"
            $0.search.generation = 2
        }
        #expect(!store.hasRunningEffects)
        store.send(.search(.typed("ber"))) {
            $0.search.text = "ber"
            $0.search.generation = 3
            $0.search.phase = .waiting
        }
        #expect(store.state.search.phase == .waiting)
        #expect(log.all.isEmpty)
        await store.receive(Self.debounceElapsed(3)) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        #expect(clock.recorded == [PlaceSearch.pause])
        #expect(store.state.search.phase == .searching)
        await store.receive(Self.answered(3, .success([Self.berlin, Self.bern]))) {
            $0.search.inFlight = nil
            $0.search.answers["ber"] = [Self.berlin, Self.bern]
            $0.search.places = [Self.berlin, Self.bern]
            $0.search.phase = .results
        }
        #expect(store.state.search.phase == .results && store.state.search.places == [Self.berlin, Self.bern])
        #expect(log.all == ["candidates ber"])
        await store.finish()
    }

    @Test("Typing on before the pause is over: the older pause ends in nothing, only the last text is fetched")
    func pauseRestarts() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["berl": .success([Self.berlin])])
        Self.type("berl", into: store)
        // A pause for "ber" that ends late, after "l": nothing.
        store.send(.search(.debounceElapsed(generation: 3)))
        #expect(store.state.search.phase == .waiting)
        // The pause for "ber" was replaced by the one for "berl": only that one ends, and only "berl" is asked.
        await store.receive(Self.debounceElapsed(4)) {
            $0.search.phase = .searching
            $0.search.inFlight = 4
        }
        #expect(clock.recorded == [PlaceSearch.pause, PlaceSearch.pause])
        await store.receive(Self.answered(4, .success([Self.berlin]))) {
            $0.search.inFlight = nil
            $0.search.answers["berl"] = [Self.berlin]
            $0.search.places = [Self.berlin]
            $0.search.phase = .results
        }
        #expect(log.all == ["candidates berl"])
        await store.finish()
    }

    @Test("A keystroke while a request runs cancels it; its answer, arriving late, is never shown")
    func cancellationAndStaleAnswer() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .success([Self.bern]), "berl": .success([Self.berlin])])
        Self.type("ber", into: store)
        await store.receive(Self.debounceElapsed(3)) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        #expect(store.state.search.inFlight == 3)
        // The request for "ber" has started; "l" cancels it: its answer is never received.
        store.send(.search(.typed("berl"))) {
            $0.search.text = "berl"
            $0.search.generation = 4
            $0.search.inFlight = nil
            $0.search.phase = .waiting
        }
        #expect(store.state.search.inFlight == nil)
        // The cancelled request answers anyway (a cache hit, a slow network): ignored.
        store.send(.search(.answered(generation: 3, .success([Self.bern]))))
        #expect(store.state.search.places.isEmpty && store.state.search.phase == .waiting)
        await store.receive(Self.debounceElapsed(4)) {
            $0.search.phase = .searching
            $0.search.inFlight = 4
        }
        await store.receive(Self.answered(4, .success([Self.berlin]))) {
            $0.search.inFlight = nil
            $0.search.answers["berl"] = [Self.berlin]
            $0.search.places = [Self.berlin]
            $0.search.phase = .results
        }
        #expect(store.state.search.places == [Self.berlin])
        // An answer older still, after the newer one: the newer stays.
        store.send(.search(.answered(generation: 3, .success([Self.bern]))))
        #expect(store.state.search.places == [Self.berlin])
        #expect(log.all == ["candidates ber", "candidates berl"])
        await store.finish()
    }

    @Test("Backspacing below 3 characters cancels the request and clears the list")
    func backspace() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .success([Self.berlin])])
        Self.type("ber", into: store)
        await store.receive(Self.debounceElapsed(3)) {
            $0.search.phase = .searching
            $0.search.inFlight = 3
        }
        store.send(.search(.typed("be"))) {
            $0.search.text = "be"
            $0.search.generation = 4
            $0.search.inFlight = nil
            $0.search.phase = .tooShort
        }
        #expect(store.state.search.phase == .tooShort && store.state.search.places.isEmpty)
        // The request was asked, and cancelled: its answer is dropped (`finish` fails on one that came).
        await store.settle()
        #expect(log.all == ["candidates ber"])
        await store.finish()
    }

    @Test("A query answered before is shown at once, with no pause and no request")
    func knownAnswer() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .success([Self.berlin])])
        await Self.searchBer(store, .success([Self.berlin]))
        store.send(.search(.typed("berl"))) {
            $0.search.text = "berl"
            $0.search.generation = 4
            $0.search.places = []
            $0.search.phase = .waiting
        }
        store.send(.search(.typed("ber"))) {
            $0.search.text = "ber"
            $0.search.generation = 5
            $0.search.places = [Self.berlin]
            $0.search.phase = .results
        }
        #expect(store.state.search.phase == .results && store.state.search.places == [Self.berlin])
        // The pause "berl" asked for ends, for a generation gone: nothing. "ber" asked for no pause and no request.
        await store.receive(Self.debounceElapsed(4))
        #expect(clock.recorded == [PlaceSearch.pause, PlaceSearch.pause])
        #expect(log.all == ["candidates ber"])
        await store.finish()
    }

    @Test("The empty field offers the recent searches; Enter on one searches it at once")
    func recent() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["bern": .success([Self.bern])],
                               recent: [SearchQuery("paris"), SearchQuery("bern")])
        store.send(.started)
        await store.receive(AppViewModelTests.search(.recentLoaded([SearchQuery("paris"), SearchQuery("bern")]))) {
            $0.search.recent = [SearchQuery("paris"), SearchQuery("bern")]
        }
        #expect(store.state.search.phase == .recent && store.state.search.rowCount == 2)
        store.send(.search(.moved(.down))) { $0.search.selection = 1 }
        store.send(.search(.opened)) {
            $0.search.text = "bern"
            $0.search.generation = 1
            $0.search.selection = 0
            $0.search.inFlight = 1
            $0.search.phase = .searching
        }
        #expect(store.state.search.text == "bern" && store.state.search.phase == .searching)
        await store.receive(Self.answered(1, .success([Self.bern]))) {
            $0.search.inFlight = nil
            $0.search.answers["bern"] = [Self.bern]
            $0.search.places = [Self.bern]
            $0.search.phase = .results
        }
        // At once: no pause.
        #expect(clock.recorded.isEmpty)
        #expect(log.calls("candidates") == ["candidates bern"])
        await store.finish()
    }

    @Test("↑/↓ stay in the list; Enter opens the place chosen with the query typed")
    func chooseAndOpen() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .success([Self.berlin, Self.bern])])
        await Self.searchBer(store, .success([Self.berlin, Self.bern]))
        store.send(.search(.moved(.up)))
        #expect(store.state.search.selection == 0)
        store.send(.search(.moved(.down))) { $0.search.selection = 1 }
        store.send(.search(.moved(.down)))
        #expect(store.state.search.selection == 1)
        store.send(.search(.opened)) { $0.place = AppViewModel.PlaceScreen(place: Self.bern) }
        await store.receive(AppViewModelTests.placeLoaded(Self.bern)) {
            $0.place?.report = Sample.report()
            $0.place?.isLoading = false
        }
        // Bern was opened, and "ber", the query typed, remembered.
        #expect(log.calls("report") == ["report Bern preferCache"])
        #expect(log.calls("remember") == ["remember ber"])
        await store.finish()
    }

    @Test("A failed lookup says why; the next keystroke starts again")
    func failure() async {
        let (log, clock) = (CallLog(), RecordedClock())
        let down = WeatherError.providerUnavailable(provider: "Open-Meteo", reason: "down")
        let store = Self.store(log: log, clock: clock, candidates: ["ber": .failure(down), "berl": .success([Self.berlin])])
        await Self.searchBer(store, .failure(down))
        #expect(store.state.search.phase == .failed(.providerUnavailable(provider: "Open-Meteo", reason: "down")))
        store.send(.search(.typed("berl"))) {
            $0.search.text = "berl"
            $0.search.generation = 4
            $0.search.phase = .waiting
        }
        await store.receive(Self.debounceElapsed(4)) {
            $0.search.phase = .searching
            $0.search.inFlight = 4
        }
        #expect(clock.recorded == [PlaceSearch.pause, PlaceSearch.pause])
        await store.receive(Self.answered(4, .success([Self.berlin]))) {
            $0.search.inFlight = nil
            $0.search.answers["berl"] = [Self.berlin]
            $0.search.places = [Self.berlin]
            $0.search.phase = .results
        }
        #expect(log.all == ["candidates ber", "candidates berl"])
        await store.finish()
    }
}
