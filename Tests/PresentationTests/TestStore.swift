import Domain
import Foundation
@testable import Presentation
import Testing

/// The real `Store`, driven by a test, in the spirit of TCA's TestStore: every state change and
/// every event an effect sends back must be asserted. `send` and `receive` take the change the test
/// expects (made to a copy of the state before); the state after must equal it. Effects run as in
/// the app, by the Store itself, but the events they send wait in a queue until `receive` takes
/// them. `finish` fails the test when one is left, or when an effect is still at work. Give the
/// dependencies a `RecordedClock`'s `sleep`: pauses are then recorded and answered at once, so a
/// test sees a pause that was removed or changed.
@MainActor
final class TestStore<State: Equatable & Sendable, Event: Sendable, Effect: Sendable, EffectID: Hashable & Sendable> {
    let store: Store<State, Event, Effect, EffectID>
    private var received: [Event] = []

    var state: State { store.state }

    /// Whether an effect is at work: right after a `send`, whether it started any task.
    var hasRunningEffects: Bool { store.hasRunningEffects }

    init(_ state: State, reduce: @escaping (inout State, Event) -> [Effect], run: @escaping (Effect) -> EffectRun<Event, EffectID>) {
        store = Store(state, reduce: reduce, run: { run($0) })
        store.effectEvents = { [weak self] event in self?.received.append(event) }
    }

    /// `event` from outside (a key, a command); the state must change exactly as `expected` says.
    func send(_ event: Event, _ expected: (inout State) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation) {
        apply(event, expected, sourceLocation)
    }

    /// The next event an effect sent back, once every effect has run: it must match, and the state
    /// must change as `expected` says.
    func receive(_ matching: (Event) -> Bool, _ expected: (inout State) -> Void = { _ in },
                 sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle()
        guard !received.isEmpty else {
            Issue.record("Expected an event from an effect; none came", sourceLocation: sourceLocation)
            return
        }
        let event = received.removeFirst()
        guard matching(event) else {
            Issue.record("Received \(event), not the event expected", sourceLocation: sourceLocation)
            return
        }
        apply(event, expected, sourceLocation)
    }

    /// Every event an effect sent was received, and no effect is still at work. `receive` lets
    /// every effect run to its end, so after the last one only an effect that never ends is left (a
    /// loop the test did not stop): it fails the test here, and is cancelled, instead of hanging it.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        if !received.isEmpty {
            Issue.record("\(received.count) event(s) from effects were not asserted: \(received)", sourceLocation: sourceLocation)
        }
        if store.hasRunningEffects {
            Issue.record("An effect is still running at the end of the test", sourceLocation: sourceLocation)
            store.cancelAll()
            await store.settled()
        }
    }

    private func apply(_ event: Event, _ expected: (inout State) -> Void, _ sourceLocation: SourceLocation) {
        var wanted = store.state
        expected(&wanted)
        store.send(event)
        #expect(store.state == wanted, "the state after \(event)", sourceLocation: sourceLocation)
    }

    /// Lets every effect run to its end: the events they send wait here, so none starts another.
    /// A test calls it after an event that cancels effects (quitting), so that `finish` finds them ended.
    func settle() async {
        await store.settled()
    }

    /// Cancels every effect in flight, as a view model's `stop()` does, and waits for them to end:
    /// the events they would send are dropped.
    func cancelAll() async {
        store.cancelAll()
        await store.settled()
    }
}

/// Every call a feature's dependencies had, in words ("report Berlin refresh"), in order.
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var all: [String] { lock.withLock { lines } }

    func record(_ line: String) { lock.withLock { lines.append(line) } }

    /// The calls whose words start with `name` (effects running side by side call theirs in either order).
    func calls(_ name: String) -> [String] { all.filter { $0 == name || $0.hasPrefix(name + " ") } }
}

/// A dependency's answers, one per call in turn (the last one repeats), and what each call asked.
final class Replies<Asked: Sendable, Answer: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<Answer, WeatherError>]
    private var calls: [Asked] = []

    init(_ answers: [Result<Answer, WeatherError>]) {
        precondition(!answers.isEmpty)
        self.answers = answers
    }

    convenience init(_ answer: Answer) {
        self.init([.success(answer)])
    }

    /// What each call asked, in order.
    var asked: [Asked] { lock.withLock { calls } }

    /// The next answer, as a result.
    func reply(_ asked: Asked) -> Result<Answer, WeatherError> {
        lock.withLock {
            calls.append(asked)
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
    }

    /// The next answer, thrown when it is an error.
    func answer(_ asked: Asked) throws(WeatherError) -> Answer {
        try reply(asked).get()
    }
}

/// A clock for a feature's `sleep`: each pause is recorded and over at once.
final class RecordedClock: @unchecked Sendable {
    private let lock = NSLock()
    private var pauses: [Duration] = []

    var recorded: [Duration] { lock.withLock { pauses } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in lock.withLock { pauses.append(duration) } }
    }
}
