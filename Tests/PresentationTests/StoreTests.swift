import Domain
import Foundation
@testable import Presentation
import Testing

/// The view models' effects as the one `Store` runs them, asserted step by step with `TestStore`.
@Suite("Effects, run and asserted")
@MainActor
struct StoreTests {
    static func appDependencies(_ clock: RecordedClock, candidates: [Place] = [Sample.place]) -> AppViewModel.Dependencies {
        AppViewModel.Dependencies(
            candidates: { _ in candidates }, recent: { [] }, remember: { _ in }, report: { _, _ in Sample.report() },
            favouritePlaces: { [] },
            favourites: .init(list: { _ in [] }, add: { _, _, _ in .ambiguous([]) }, remove: { _ in throw WeatherError.unexpected("unused") },
                              show: { _, _ in Sample.report() }),
            addFavourite: { _ in .ambiguous([]) }, removeFavourite: { _ in }, sleep: clock.sleep)
    }

    static func app(_ clock: RecordedClock) -> TestStore<AppViewModel.State, AppViewModel.Event, AppViewModel.Effect, AppViewModel.EffectID> {
        let dependencies = appDependencies(clock)
        return TestStore(AppViewModel.State(width: 80, height: 24, units: .metric), reduce: AppViewModel.reduce,
                         run: { AppViewModel.run($0, dependencies) })
    }

    @Test("The app's search waits its pause on the clock before it asks, then shows the answer")
    func searchPause() async {
        let clock = RecordedClock()
        let store = Self.app(clock)
        store.send(.search(.typed("ber"))) {
            $0.search.text = "ber"
            $0.search.generation = 1
            $0.search.phase = .waiting
        }
        await store.receive({ if case .search(.debounceElapsed(generation: 1)) = $0 { true } else { false } }) {
            $0.search.phase = .searching
            $0.search.inFlight = 1
        }
        #expect(clock.recorded == [PlaceSearch.pause])
        await store.receive({ if case .search(.answered(generation: 1, _)) = $0 { true } else { false } }) {
            $0.search.inFlight = nil
            $0.search.places = [Sample.place]
            $0.search.answers["ber"] = [Sample.place]
            $0.search.phase = .results
        }
        await store.finish()
    }

    @Test("A watch's next refresh waits the interval on the clock; a one-shot load schedules none")
    func watchRefresh() async {
        let clock = RecordedClock()
        let dependencies = LocationWeatherViewModel.Dependencies(load: { _ in Sample.report() }, sleep: clock.sleep)
        let store = TestStore(LocationWeatherViewModel.State(), reduce: LocationWeatherViewModel.reduce,
                              run: { LocationWeatherViewModel.run($0, dependencies) })
        store.send(.start(watch: .seconds(600))) {
            $0.watchInterval = .seconds(600)
            $0.phase = .loading
        }
        await store.receive({ if case .received(.success) = $0 { true } else { false } }) { $0.phase = .loaded(Sample.report()) }
        await store.receive({ if case .refreshDue = $0 { true } else { false } })
        #expect(clock.recorded == [.seconds(600)])
        await store.receive({ if case .received(.success) = $0 { true } else { false } })
        // The refresh after that is scheduled again; its event is the next one in the queue.
        await store.receive({ if case .refreshDue = $0 { true } else { false } })
        #expect(clock.recorded == [.seconds(600), .seconds(600)])
        store.send(.start(watch: nil)) { $0 = LocationWeatherViewModel.State(); $0.phase = .loading }
        await store.receive({ if case .received(.success) = $0 { true } else { false } }) { $0.phase = .loaded(Sample.report()) }
        await store.finish()
    }

    @Test("A newer run under the same identity cancels the one in flight: its event never arrives")
    func newerRunReplaces() async {
        let store = Store<Int, Int, Int, String>(0, reduce: { state, event in state = event; return event < 10 ? [event] : [] }, run: { effect in
            .run("one") { send in
                if effect == 1 { try? await Task.sleep(for: .seconds(3600)) }
                await send(effect * 100)
            }
        })
        store.send(1)
        store.send(2)
        await store.settled()
        #expect(store.state == 200)
    }

    @Test("TestStore drives the real Store: a test left with an effect still running fails at finish, and the effect is cancelled, not waited for")
    func runningEffectFailsTheTest() async {
        let store = TestStore(0, reduce: { (state: inout Int, event: Int) -> [Int] in
            state = event
            return [event]
        }, run: { _ in EffectRun<Int, String>.run("loop") { _ in try? await Task.sleep(for: .seconds(3_600)) } })
        store.send(1) { $0 = 1 }
        #expect(store.store.hasRunningEffects)
        await withKnownIssue { await store.finish() }
        #expect(!store.store.hasRunningEffects)
    }

    @Test("TestStore: an event an effect sent and the test never received fails at finish")
    func unassertedEventFailsTheTest() async {
        let store = TestStore(0, reduce: { (state: inout Int, event: Int) -> [Int] in
            state = event
            return event < 10 ? [event] : []
        }, run: { effect in EffectRun<Int, String>.run("once") { send in await send(effect * 100) } })
        store.send(1) { $0 = 1 }
        await store.store.settled()
        await withKnownIssue { await store.finish() }
    }
}
