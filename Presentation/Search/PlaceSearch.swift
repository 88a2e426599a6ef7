import Domain

/// `wf app`'s search field: places appear as the user types, once the query passes the
/// 3-character rule and typing pauses. Each keystroke starts a new generation; a newer one
/// cancels the request in flight, and an answer for an older one is dropped. A pure reducer:
/// the pause and the request are effects, run (and timed) by whoever holds the state.
public enum PlaceSearch {
    /// How long typing must pause before the query is sent.
    public static let pause: Duration = .milliseconds(250)
    /// How many recent queries the empty field offers.
    public static let recentLimit = 8

    public enum Phase: Hashable, Sendable {
        /// The field is empty: the recent queries are offered.
        case recent
        /// Fewer than 3 columns typed.
        case tooShort
        /// Waiting for typing to pause.
        case waiting
        case searching
        case results
        case failed(WeatherError)
    }

    public struct State: Hashable, Sendable {
        public var text = ""
        public var phase = Phase.recent
        /// Bumped by every change to the text: what an effect's answer must match to count.
        public internal(set) var generation = 0
        /// The generation whose request is running, if any.
        public internal(set) var inFlight: Int?
        public var places: [Place] = []
        public var recent: [SearchQuery] = []
        /// The highlighted row of the list on screen (places, or recent queries when the field is empty).
        public var selection = 0
        /// Answers already had, by query key: typing back to one shows it at once.
        var answers: [String: [Place]] = [:]

        public init(recent: [SearchQuery] = []) {
            self.recent = recent
        }

        /// The rows ↑/↓ move through.
        public var rowCount: Int { phase == .recent ? recent.count : phase == .results ? places.count : 0 }

        public var selectedPlace: Place? {
            phase == .results && places.indices.contains(selection) ? places[selection] : nil
        }
    }

    public enum Direction: Hashable, Sendable { case up, down }

    public enum Event: Hashable, Sendable {
        /// The field's whole text after a keystroke.
        case typed(String)
        case debounceElapsed(generation: Int)
        case answered(generation: Int, Result<[Place], WeatherError>)
        case recentLoaded([SearchQuery])
        case moved(Direction)
        /// Enter: open the highlighted place, or search the highlighted recent query.
        case opened
    }

    public enum Effect: Hashable, Sendable {
        /// Send `.debounceElapsed(generation)` after `duration`.
        case wait(Duration, generation: Int)
        /// Look the query up; answer with `.answered(generation, …)`.
        case fetch(SearchQuery, generation: Int)
        /// The request (or the wait) of this generation is no longer wanted.
        case cancel(generation: Int)
        /// The user chose this place, found with this query.
        case open(Place, query: SearchQuery)
    }

    public static func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .typed(let text):
            return type(&state, text, pause: true)

        case .debounceElapsed(let generation):
            guard generation == state.generation, state.phase == .waiting,
                  let query = try? SearchQuery.validated(state.text) else { return [] }
            state.phase = .searching
            state.inFlight = generation
            return [.fetch(query, generation: generation)]

        case .answered(let generation, let result):
            // A late answer for text the user has since changed is never shown.
            guard generation == state.generation, state.inFlight == generation else { return [] }
            state.inFlight = nil
            state.selection = 0
            switch result {
            case .success(let places):
                state.answers[SearchQuery(state.text).key] = places
                state.places = places
                state.phase = .results
            case .failure(let error):
                state.places = []
                state.phase = .failed(error)
            }
            return []

        case .recentLoaded(let queries):
            state.recent = queries
            if state.phase == .recent { state.selection = min(state.selection, max(queries.count - 1, 0)) }
            return []

        case .moved(let direction):
            guard state.rowCount > 0 else { return [] }
            state.selection = min(max(state.selection + (direction == .down ? 1 : -1), 0), state.rowCount - 1)
            return []

        case .opened:
            if let place = state.selectedPlace {
                return [.open(place, query: SearchQuery(state.text))]
            }
            guard state.phase == .recent, state.recent.indices.contains(state.selection) else { return [] }
            // A recent query is searched at once: it was typed before.
            return type(&state, state.recent[state.selection].text, pause: false)
        }
    }

    /// A new text: a new generation, the request in flight cancelled, then a pause before the next one.
    private static func type(_ state: inout State, _ text: String, pause: Bool) -> [Effect] {
        guard text != state.text || !pause else { return [] }
        let effects: [Effect] = state.inFlight.map { [.cancel(generation: $0)] } ?? []
        state.text = text
        state.generation += 1
        state.inFlight = nil
        state.places = []
        state.selection = 0
        let query: SearchQuery
        do {
            query = try SearchQuery.validated(text)
        } catch {
            state.phase = SearchQuery(text).text.isEmpty ? .recent : .tooShort
            return effects
        }
        if let known = state.answers[query.key] {
            state.places = known
            state.phase = .results
            return effects
        }
        if pause {
            state.phase = .waiting
            return effects + [.wait(Self.pause, generation: state.generation)]
        }
        state.phase = .searching
        state.inFlight = state.generation
        return effects + [.fetch(query, generation: state.generation)]
    }
}
