import Domain
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("Favourites view model")
struct FavouritesViewModelTests {
    typealias ViewModel = FavouritesViewModel
    nonisolated static let favourite = Favourite(place: Sample.place, addedAt: Date(timeIntervalSince1970: 0))

    /// Every call a dependency had, as the effect that asks for it.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var effects: [ViewModel.Effect] = []
        var all: [ViewModel.Effect] { lock.withLock { effects } }
        func record(_ effect: ViewModel.Effect) { lock.withLock { effects.append(effect) } }
    }

    static func store(_ state: ViewModel.State = .idle, calls: Calls = Calls(),
                      add: @escaping @Sendable (String, Int?, String?) async throws -> AddFavouriteUseCase.Outcome = { _, _, _ in .added(favourite) },
                      list: @escaping @Sendable (Units) async throws -> [FavouriteWeather] = { _ in [] })
        -> TestStore<ViewModel.State, ViewModel.Event, ViewModel.Effect, ViewModel.EffectID> {
        let dependencies = ViewModel.Dependencies(
            list: { units in calls.record(.list(units)); return try await list(units) },
            add: { text, pick, name in calls.record(.add(text, pick: pick, name: name)); return try await add(text, pick, name) },
            remove: { text in calls.record(.remove(text)); return Self.favourite },
            show: { text, units in calls.record(.show(text, units)); return Sample.report() })
        return TestStore(state, reduce: ViewModel.reduce, run: { ViewModel.run($0, dependencies) })
    }

    static func finished(_ event: ViewModel.Event) -> Bool {
        if case .finished = event { true } else { false }
    }

    @Test("Each intent starts working and asks for exactly its own effect", arguments: [
        (ViewModel.Event.list(.metric), ViewModel.Effect.list(.metric)),
        (.add("berlin", pick: 2), .add("berlin", pick: 2)),
        (.remove("1"), .remove("1")),
        (.show("berlin", .imperial), .show("berlin", .imperial)),
    ])
    func intents(event: ViewModel.Event, effect: ViewModel.Effect) async {
        let calls = Calls()
        let store = Self.store(.listed([]), calls: calls)
        store.send(event) { $0 = .working }
        #expect(!store.state.isFinished)
        let outcome: ViewModel.State = switch effect {
        case .list: .listed([])
        case .add: .added(Self.favourite)
        case .remove: .removed(Self.favourite)
        case .show: .shown(Sample.report())
        }
        await store.receive(Self.finished) { $0 = outcome }
        #expect(calls.all == [effect])
        await store.finish()
    }

    @Test("An outcome ends the intent and starts nothing", arguments: [
        ViewModel.State.listed([]), .added(favourite), .alreadyFavourite(favourite), .removed(favourite),
        .ambiguous(query: "springfield", candidates: [Sample.place]), .shown(Sample.report()), .failed(.placeNotFound("x")),
    ])
    func outcomes(outcome: ViewModel.State) async {
        let calls = Calls()
        let store = Self.store(.working, calls: calls)
        store.send(.finished(outcome)) { $0 = outcome }
        #expect(store.state.isFinished)
        // Nothing runs: no effect is left at work, none sends an event, no dependency was asked.
        await store.finish()
        #expect(calls.all.isEmpty)
    }

    @Test("Running: an ambiguous name becomes a choice that keeps the query; a failure becomes its WeatherError")
    func running() async {
        let ambiguous = Self.store(add: { _, _, _ in .ambiguous([Sample.place]) })
        ambiguous.send(.add("springfield", pick: nil)) { $0 = .working }
        await ambiguous.receive(Self.finished) { $0 = .ambiguous(query: "springfield", candidates: [Sample.place]) }
        await ambiguous.finish()

        let failing = Self.store(list: { _ in throw WeatherError.storage("disk full") })
        failing.send(.list(.metric)) { $0 = .working }
        await failing.receive(Self.finished) { $0 = .failed(.storage("disk full")) }
        await failing.finish()
    }

    @Test("A newer intent replaces the one in flight: the older outcome never lands")
    func newerIntentWins() async {
        let gate = Gate()
        let calls = Calls()
        let store = Self.store(calls: calls, list: { _ in await gate.wait(); return [] })
        store.send(.list(.metric)) { $0 = .working }
        // The list is held at the gate: still in flight when the next intent comes.
        store.send(.show("berlin", .metric))
        await gate.open()
        // Only the newer intent's outcome arrives; `finish` fails on any other (the list's).
        await store.receive(Self.finished) { $0 = .shown(Sample.report()) }
        #expect(Set(calls.all) == [.list(.metric), .show("berlin", .metric)])
        await store.finish()
    }
}
