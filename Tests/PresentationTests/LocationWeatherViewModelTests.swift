import Domain
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("Location weather view model")
struct LocationWeatherViewModelTests {
    typealias ViewModel = LocationWeatherViewModel
    static let down = WeatherError.providerUnavailable(provider: "Stub", reason: "down")

    /// The real store: each load answered in turn by `replies`, each pause on `clock`.
    static func store(_ replies: Replies<CachePolicy, PlaceReport>, clock: RecordedClock = RecordedClock())
        -> TestStore<ViewModel.State, ViewModel.Event, ViewModel.Effect, ViewModel.EffectID> {
        let dependencies = ViewModel.Dependencies(load: { try replies.answer($0) }, sleep: clock.sleep)
        return TestStore(ViewModel.State(), reduce: ViewModel.reduce, run: { ViewModel.run($0, dependencies) })
    }

    static func success(_ event: ViewModel.Event) -> Bool {
        if case .received(.success) = event { true } else { false }
    }

    static func failure(_ event: ViewModel.Event) -> Bool {
        if case .received(.failure) = event { true } else { false }
    }

    static func refreshDue(_ event: ViewModel.Event) -> Bool {
        if case .refreshDue = event { true } else { false }
    }

    @Test("A one-shot load may be answered from the cache, --refresh fetches, and either finishes")
    func oneShot() async {
        let replies = Replies<CachePolicy, PlaceReport>(Sample.report())
        let store = Self.store(replies)
        store.send(.start(watch: nil, refresh: true)) { $0.phase = .loading }
        await store.receive(Self.success) { $0.phase = .loaded(Sample.report()) }
        #expect(store.state.isFinished)
        store.send(.start(watch: nil)) { $0.phase = .loading }
        #expect(!store.state.isFinished)
        await store.receive(Self.success) { $0.phase = .loaded(Sample.report()) }
        #expect(store.state.isFinished)
        #expect(replies.asked == [.refresh, .preferCache])
        // Nothing follows a one-shot load.
        await store.finish()
    }

    @Test("Offline with a cached copy shows it; offline without one fails")
    func offline() async {
        let cached = Self.store(Replies(Sample.report(.offline(reason: "no network"))))
        cached.send(.start(watch: nil)) { $0.phase = .loading }
        await cached.receive(Self.success) {
            $0.phase = .loaded(Sample.report(.offline(reason: "no network")))
            $0.refreshFailure = .offline("no network")
            $0.consecutiveFailures = 1
        }
        await cached.finish()

        let empty = Self.store(Replies([.failure(.providerUnavailable(provider: "Stub", reason: "down"))]))
        empty.send(.start(watch: nil)) { $0.phase = .loading }
        await empty.receive(Self.failure) {
            $0.phase = .failed(.providerUnavailable(provider: "Stub", reason: "down"))
            $0.consecutiveFailures = 1
        }
        await empty.finish()
    }

    @Test("No location: the failure is final, no retry even when watching")
    func noLocation() async {
        let clock = RecordedClock()
        let replies = Replies<CachePolicy, PlaceReport>([.failure(.locationNotSet)])
        let store = Self.store(replies, clock: clock)
        store.send(.start(watch: .seconds(600))) {
            $0.watchInterval = .seconds(600)
            $0.phase = .loading
        }
        await store.receive(Self.failure) {
            $0.phase = .failed(.locationNotSet)
            $0.consecutiveFailures = 1
        }
        // No retry: nothing is scheduled, nothing waits, nothing else is asked.
        await store.finish()
        #expect(clock.recorded.isEmpty)
        #expect(replies.asked == [.preferCache])
    }

    @Test("Watching: refresh at the interval; failures keep the last report and back off 5, 10, 20 s… up to the interval; recovery resets")
    func watchBackoff() async {
        let clock = RecordedClock()
        let replies = Replies<CachePolicy, PlaceReport>([.success(Sample.report())] + Array(repeating: .failure(Self.down), count: 5)
                                                        + [.success(Sample.report())])
        let store = Self.store(replies, clock: clock)
        store.send(.start(watch: .seconds(60))) {
            $0.watchInterval = .seconds(60)
            $0.phase = .loading
        }
        await store.receive(Self.success) { $0.phase = .loaded(Sample.report()) }
        await store.receive(Self.refreshDue)
        #expect(clock.recorded == [.seconds(60)])
        for _ in 0..<5 {
            await store.receive(Self.failure) {
                $0.consecutiveFailures += 1
                $0.refreshFailure = .failed(Self.down)
            }
            #expect(store.state.phase == .loaded(Sample.report()))
            #expect(store.state.refreshFailure != nil)
            #expect(!store.state.isFinished)
            await store.receive(Self.refreshDue)
        }
        #expect(clock.recorded == [.seconds(60), .seconds(5), .seconds(10), .seconds(20), .seconds(40), .seconds(60)])
        await store.receive(Self.success) {
            $0.refreshFailure = nil
            $0.consecutiveFailures = 0
        }
        #expect(store.state.refreshFailure == nil)
        #expect(store.state.consecutiveFailures == 0)
        // Every refresh fetched; the recovery schedules the next one at the interval again.
        #expect(replies.asked == [.preferCache] + Array(repeating: .refresh, count: 6))
        await store.cancelAll()
        #expect(clock.recorded.last == .seconds(60) && clock.recorded.count == 7)
        await store.finish()
    }

    @Test("Running a watch with a test sleep: failing, then recovering")
    func watchRuns() async {
        let clock = RecordedClock()
        let store = Self.store(Replies([.failure(Self.down), .success(Sample.report())]), clock: clock)
        store.send(.start(watch: .seconds(120))) {
            $0.watchInterval = .seconds(120)
            $0.phase = .loading
        }
        await store.receive(Self.failure) {
            $0.phase = .failed(Self.down)
            $0.consecutiveFailures = 1
        }
        await store.receive(Self.refreshDue)
        await store.receive(Self.success) {
            $0.phase = .loaded(Sample.report())
            $0.consecutiveFailures = 0
        }
        // Stopped, as the front end stops a watch.
        await store.cancelAll()
        #expect(store.state.consecutiveFailures == 0)
        #expect(clock.recorded.first == .seconds(5))
        await store.finish()
    }
}
