import Domain
import Foundation
@testable import Presentation
import Testing

@MainActor
@Suite("Search view model")
struct SearchViewModelTests {
    typealias ViewModel = SearchViewModel

    static func store(_ dependencies: ViewModel.Dependencies) -> TestStore<ViewModel.State, ViewModel.Event, ViewModel.Effect, ViewModel.EffectID> {
        let now = Date(timeIntervalSince1970: 0)
        return TestStore(.idle, reduce: { ViewModel.reduce(&$0, $1, now: now) }, run: { ViewModel.run($0, dependencies) })
    }

    static func received(_ event: ViewModel.Event) -> Bool {
        if case .received = event { true } else { false }
    }

    nonisolated static func forecast(_ fetchedAt: TimeInterval = 0, _ source: DataSource = .network) -> SearchReport {
        SearchReport(forecast: Sourced(Sample.forecast(fetchedAt: Date(timeIntervalSince1970: fetchedAt)), source: source))
    }

    @Test("A search goes to loading and asks for a fetch of that search")
    func searchStartsFetch() async {
        let replies = Replies<SearchRequest, SearchReport>(Self.forecast())
        let store = Self.store(.init(fetch: { try replies.answer($0) }))
        let request = SearchRequest(" Berlin ", units: .metric)
        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) { $0 = .loaded(Self.forecast()) }
        #expect(replies.asked == [request])
        await store.finish()
    }

    @Test("The fetch gets the checked query, the days, the pick and the cache policy the request asks for")
    func fetchArguments() async throws {
        let asked = Asked()
        let dependencies = SearchViewModel.Dependencies { query, days, pick, units, policy in
            await asked.record("\(query.text) \(days) \(pick ?? 0) \(units) \(policy)")
            return Self.forecast()
        }
        _ = try await dependencies.fetch(SearchRequest(" Berlin ", days: 3, units: .imperial, refresh: true, pick: 2))
        _ = try await dependencies.fetch(SearchRequest("paris", units: .metric))
        #expect(await asked.all == ["Berlin 3 2 imperial refresh", "paris 7 0 metric preferCache"])
    }

    @Test("A short query fails at once with no effect")
    func shortQuery() async {
        let replies = Replies<SearchRequest, SearchReport>(Self.forecast())
        let store = Self.store(.init(fetch: { try replies.answer($0) }))
        store.send(.load(SearchRequest("be", units: .metric))) { $0 = .failed(.queryTooShort("be")) }
        // No effect: nothing runs, nothing is asked.
        await store.finish()
        #expect(replies.asked.isEmpty)
    }

    @Test("Results and errors end the search")
    func results() async {
        let replies = Replies<SearchRequest, SearchReport>([.success(Self.forecast(0, .cache)), .failure(.placeNotFound("xyz"))])
        let store = Self.store(.init(fetch: { try replies.answer($0) }))
        let request = SearchRequest("xyz", units: .metric)
        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) { $0 = .loaded(Self.forecast(0, .cache)) }
        #expect(store.state.isFinished)
        store.send(.load(request)) { $0 = .loading }
        await store.receive(Self.received) { $0 = .failed(.placeNotFound("xyz")) }
        #expect(store.state.isFinished)
        await store.finish()
    }

    @Test("Running the view model reaches the loaded state")
    func runs() async {
        let store = Self.store(.init { _, _, _, _, _ in Self.forecast() })
        store.send(.load(SearchRequest("berlin", units: .metric))) { $0 = .loading }
        await store.receive(Self.received) { $0 = .loaded(Self.forecast()) }
        #expect(store.state.isFinished)
        await store.finish()
    }

    @Test("A newer search cancels the one in flight: the stale result never lands")
    func staleSearchIsCancelled() async {
        let gate = Gate()
        let asked = Asked()
        let store = Self.store(.init { query, _, _, _, _ in
            await asked.record(query.text)
            if query.text == "slow" { await gate.wait() }
            return Self.forecast(query.text == "slow" ? 1 : 2)
        })
        store.send(.load(SearchRequest("slow", units: .metric))) { $0 = .loading }
        // The slow search is held at the gate: still in flight when the next one comes.
        store.send(.load(SearchRequest("fast", units: .metric)))
        await gate.open()
        // Only the newer search's result arrives; `finish` fails on any other (the slow one's).
        await store.receive(Self.received) { $0 = .loaded(Self.forecast(2)) }
        #expect(Set(await asked.all) == ["slow", "fast"])
        await store.finish()
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
