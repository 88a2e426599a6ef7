import Domain
import Foundation
import Observation
@testable import Presentation
import Testing

@MainActor
@Suite("Favourites view model")
struct FavouritesViewModelTests {
    typealias ViewModel = FavouritesViewModel
    nonisolated static let favourite = Favourite(place: Sample.place, addedAt: Date(timeIntervalSince1970: 0))

    @Test("Each intent starts working and asks for exactly its own effect", arguments: [
        (ViewModel.Event.list(.metric), ViewModel.Effect.list(.metric)),
        (.add("berlin", pick: 2), .add("berlin", pick: 2)),
        (.remove("1"), .remove("1")),
        (.show("berlin", .imperial), .show("berlin", .imperial)),
    ])
    func intents(event: ViewModel.Event, effect: ViewModel.Effect) {
        var state = ViewModel.State.listed([])
        #expect(ViewModel.reduce(&state, event) == [effect])
        #expect(state == .working)
        #expect(!state.isFinished)
    }

    @Test("An outcome ends the intent and starts nothing", arguments: [
        ViewModel.State.listed([]), .added(favourite), .alreadyFavourite(favourite), .removed(favourite),
        .ambiguous(query: "springfield", candidates: [Sample.place]), .shown(Sample.report()), .failed(.placeNotFound("x")),
    ])
    func outcomes(outcome: ViewModel.State) {
        var state = ViewModel.State.working
        #expect(ViewModel.reduce(&state, .finished(outcome)).isEmpty)
        #expect(state == outcome)
        #expect(state.isFinished)
    }

    func viewModel(add: @escaping @Sendable (String, Int?, String?) async throws -> AddFavouriteUseCase.Outcome = { _, _, _ in .added(favourite) },
                   list: @escaping @Sendable (Units) async throws -> [FavouriteWeather] = { _ in [] }) -> ViewModel {
        ViewModel(dependencies: .init(list: list, add: add, remove: { _ in Self.favourite }, show: { _, _ in Sample.report() }))
    }

    @Test("Running: an ambiguous name becomes a choice that keeps the query; a failure becomes its WeatherError")
    func running() async {
        let ambiguous = viewModel(add: { _, _, _ in .ambiguous([Sample.place]) })
        ambiguous.send(.add("springfield", pick: nil))
        await ambiguous.settled()
        #expect(ambiguous.state == .ambiguous(query: "springfield", candidates: [Sample.place]))

        let failing = viewModel(list: { _ in throw WeatherError.storage("disk full") })
        failing.send(.list(.metric))
        await failing.settled()
        #expect(failing.state == .failed(.storage("disk full")))
    }

    @Test("A newer intent replaces the one in flight: the older outcome never lands")
    func newerIntentWins() async {
        let gate = Gate()
        let viewModel = viewModel(list: { _ in await gate.wait(); return [] })
        viewModel.send(.list(.metric))
        viewModel.send(.show("berlin", .metric))
        for await state in Observations({ viewModel.state }) where state.isFinished { break }
        await gate.open()
        await viewModel.settled()
        #expect(viewModel.state == .shown(Sample.report()))
    }
}
