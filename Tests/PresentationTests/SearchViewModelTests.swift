import Domain
import Foundation
import Observation
@testable import Presentation
import Testing

@MainActor
@Suite("Search view model")
struct SearchViewModelTests {
    @Test("A search goes to loading and asks for a fetch of that search")
    func searchStartsFetch() {
        var state = SearchViewModel.State.idle
        let request = SearchRequest(" Berlin ", units: .metric)
        #expect(SearchViewModel.reduce(&state, .load(request), now: Date()) == [.fetch(request)])
        #expect(state == .loading)
    }

    @Test("The fetch gets the checked query, the days, the pick and the cache policy the request asks for")
    func fetchArguments() async throws {
        let asked = Asked()
        let dependencies = SearchViewModel.Dependencies { query, days, pick, units, policy in
            await asked.record("\(query.text) \(days) \(pick ?? 0) \(units) \(policy)")
            return Sourced(Sample.forecast(), source: .network)
        }
        _ = try await dependencies.fetch(SearchRequest(" Berlin ", days: 3, units: .imperial, refresh: true, pick: 2))
        _ = try await dependencies.fetch(SearchRequest("paris", units: .metric))
        #expect(await asked.all == ["Berlin 3 2 imperial refresh", "paris 7 0 metric preferCache"])
    }

    @Test("A short query fails at once with no effect")
    func shortQuery() {
        var state = SearchViewModel.State.idle
        #expect(SearchViewModel.reduce(&state, .load(SearchRequest("be", units: .metric)), now: Date()).isEmpty)
        #expect(state == .failed(.queryTooShort("be")))
    }

    @Test("Results and errors end the search")
    func results() {
        var state = SearchViewModel.State.loading
        let result = Sourced(Sample.forecast(), source: .cache)
        let request = SearchRequest("x", units: .metric)
        _ = SearchViewModel.reduce(&state, .received(.success(result), for: request), now: Date())
        #expect(state == .loaded(result))
        _ = SearchViewModel.reduce(&state, .received(.failure(.placeNotFound("x")), for: request), now: Date())
        #expect(state == .failed(.placeNotFound("x")))
    }

    @Test("Running the view model reaches the loaded state")
    func runs() async {
        let viewModel = SearchViewModel(dependencies: .init { _, _, _, _, _ in Sourced(Sample.forecast(), source: .network) })
        viewModel.send(.load(SearchRequest("berlin", units: .metric)))
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
        viewModel.send(.load(SearchRequest("slow", units: .metric)))
        viewModel.send(.load(SearchRequest("fast", units: .metric)))
        for await state in Observations({ viewModel.state }) where state.isFinished { break }
        await gate.open()
        await viewModel.settled()   // the slow search has returned and been dropped
        #expect(viewModel.state == .loaded(Sourced(Sample.forecast(fetchedAt: Date(timeIntervalSince1970: 2)), source: .network)))
    }
}

/// What the fetch was asked, in order.
actor Asked {
    private(set) var all: [String] = []
    func record(_ line: String) { all.append(line) }
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
