import Domain
import Foundation
import Observation
@testable import Presentation
import Testing

@MainActor
@Suite("Search view model")
struct SearchViewModelTests {
    @Test("A search goes to loading and asks for a fetch with the right cache policy")
    func searchStartsFetch() {
        var state = SearchViewModel.State.idle
        #expect(SearchViewModel.reduce(&state, .search(" Berlin ", units: .metric, refresh: false))
            == [.fetch(query: SearchQuery("Berlin"), days: 7, units: .metric, policy: .preferCache)])
        #expect(state == .loading)
        #expect(SearchViewModel.reduce(&state, .search("berlin", units: .imperial, refresh: true))
            == [.fetch(query: SearchQuery("berlin"), days: 7, units: .imperial, policy: .refresh)])
    }

    @Test("A short query fails at once with no effect")
    func shortQuery() {
        var state = SearchViewModel.State.idle
        #expect(SearchViewModel.reduce(&state, .search("be", units: .metric, refresh: false)).isEmpty)
        #expect(state == .failed(.queryTooShort("be")))
    }

    @Test("Results and errors end the search")
    func results() {
        var state = SearchViewModel.State.loading
        let result = Sourced(Sample.forecast(), source: .cache)
        _ = SearchViewModel.reduce(&state, .received(.success(result)))
        #expect(state == .loaded(result))
        _ = SearchViewModel.reduce(&state, .received(.failure(.placeNotFound("x"))))
        #expect(state == .failed(.placeNotFound("x")))
    }

    @Test("Running the view model reaches the loaded state")
    func runs() async {
        let viewModel = SearchViewModel(dependencies: .init { _, _, _, _, _ in Sourced(Sample.forecast(), source: .network) })
        viewModel.send(.search("berlin", units: .metric, refresh: false))
        for await state in Observations({ viewModel.state }) where state.isFinished {
            #expect(state == .loaded(Sourced(Sample.forecast(), source: .network)))
            break
        }
    }

    @Test("A newer search cancels the one in flight: the stale result never lands")
    func staleSearchIsCancelled() async {
        let gate = Gate()
        let viewModel = SearchViewModel(dependencies: .init { query, _, _, _, _ in
            if query.text == "slow" { await gate.wait() }
            return Sourced(Sample.forecast(fetchedAt: Date(timeIntervalSince1970: query.text == "slow" ? 1 : 2)), source: .network)
        })
        viewModel.send(.search("slow", units: .metric, refresh: false))
        viewModel.send(.search("fast", units: .metric, refresh: false))
        for await state in Observations({ viewModel.state }) where state.isFinished { break }
        await gate.open()
        await viewModel.settled()   // the slow search has returned and been dropped
        #expect(viewModel.state == .loaded(Sourced(Sample.forecast(fetchedAt: Date(timeIntervalSince1970: 2)), source: .network)))
    }
}

/// Holds a task until opened.
actor Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}
