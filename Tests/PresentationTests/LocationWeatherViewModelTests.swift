import Domain
import Foundation
import Observation
import Presentation
import Testing

@MainActor
@Suite("Location weather view model")
struct LocationWeatherViewModelTests {
    typealias ViewModel = LocationWeatherViewModel

    @Test("A one-shot load may be answered from the cache, --refresh fetches, and either finishes")
    func oneShot() {
        var state = ViewModel.State()
        #expect(ViewModel.reduce(&state, .start(watch: nil, refresh: true)) == [.fetch(.refresh)])
        #expect(ViewModel.reduce(&state, .start(watch: nil)) == [.fetch(.preferCache)])
        #expect(state.phase == .loading)
        #expect(ViewModel.reduce(&state, .received(.success(Sample.report()))).isEmpty)
        #expect(state.isFinished)
    }

    @Test("Offline with a cached copy shows it; offline without one fails")
    func offline() {
        var state = ViewModel.State()
        _ = ViewModel.reduce(&state, .start(watch: nil))
        _ = ViewModel.reduce(&state, .received(.success(Sample.report(.offline(reason: "no network")))))
        #expect(state.phase == .loaded(Sample.report(.offline(reason: "no network"))))
        #expect(state.refreshFailure == .offline("no network"))
        var empty = ViewModel.State()
        _ = ViewModel.reduce(&empty, .start(watch: nil))
        _ = ViewModel.reduce(&empty, .received(.failure(.providerUnavailable(provider: "Stub", reason: "down"))))
        #expect(empty.phase == .failed(.providerUnavailable(provider: "Stub", reason: "down")))
    }

    @Test("No location: the failure is final, no retry even when watching")
    func noLocation() {
        var state = ViewModel.State()
        _ = ViewModel.reduce(&state, .start(watch: .seconds(600)))
        #expect(ViewModel.reduce(&state, .received(.failure(.locationNotSet))).isEmpty)
        #expect(state.phase == .failed(.locationNotSet))
    }

    @Test("Watching: refresh at the interval; failures keep the last report and back off 5, 10, 20 s… up to the interval; recovery resets")
    func watchBackoff() {
        var state = ViewModel.State()
        let down = WeatherError.providerUnavailable(provider: "Stub", reason: "down")
        _ = ViewModel.reduce(&state, .start(watch: .seconds(60)))
        #expect(ViewModel.reduce(&state, .received(.success(Sample.report()))) == [.scheduleRefresh(after: .seconds(60))])
        #expect(ViewModel.reduce(&state, .refreshDue) == [.fetch(.refresh)])
        var delays: [Duration] = []
        for _ in 0..<5 {
            for case .scheduleRefresh(let delay) in ViewModel.reduce(&state, .received(.failure(down))) { delays.append(delay) }
        }
        #expect(delays == [.seconds(5), .seconds(10), .seconds(20), .seconds(40), .seconds(60)])
        #expect(state.phase == .loaded(Sample.report()))
        #expect(state.refreshFailure != nil)
        #expect(!state.isFinished)
        #expect(ViewModel.reduce(&state, .received(.success(Sample.report()))) == [.scheduleRefresh(after: .seconds(60))])
        #expect(state.refreshFailure == nil)
        #expect(state.consecutiveFailures == 0)
    }

    @Test("Running a watch with a test sleep: failing, then recovering")
    func watchRuns() async {
        let script = Script([.failure(.providerUnavailable(provider: "Stub", reason: "down")), .success(Sample.report())])
        let sleeps = Recorder<Duration>()
        // The first wait (the backoff) passes at once; the next one (the interval) lasts until stopped.
        let viewModel = ViewModel(dependencies: .init(
            load: { _ in try await script.next() },
            sleep: { duration in
                await sleeps.record(duration)
                if await sleeps.values.count > 1 { try await Task.sleep(for: .seconds(3600)) }
            }))
        viewModel.send(.start(watch: .seconds(120)))
        for await state in Observations({ viewModel.state }) where state.phase == .loaded(Sample.report()) { break }
        viewModel.stop()
        #expect(viewModel.state.consecutiveFailures == 0)
        #expect(await sleeps.values.first == .seconds(5))
    }
}

actor Script {
    private var results: [Result<PlaceReport, WeatherError>]
    init(_ results: [Result<PlaceReport, WeatherError>]) { self.results = results }

    func next() throws -> PlaceReport {
        let result = results.count > 1 ? results.removeFirst() : results[0]
        return try result.get()
    }
}

actor Recorder<Value: Sendable> {
    private(set) var values: [Value] = []
    func record(_ value: Value) { values.append(value) }
}
