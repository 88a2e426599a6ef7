import Domain
import Foundation
@testable import Presentation
import Testing

/// A `Store` for tests, in the spirit of TCA's TestStore: every state change and every event an
/// effect sends back must be asserted. `send` and `receive` take the change the test expects (made
/// to a copy of the state before); the state after must equal it. Effects run as in the app, but
/// the events they send wait in a queue until `receive` takes them, and `finish` fails the test when
/// one is left. Give the dependencies a `RecordedClock`'s `sleep`: pauses are then recorded and
/// answered at once, so a test sees a pause that was removed or changed.
@MainActor
final class TestStore<State: Equatable & Sendable, Event: Sendable, Effect: Sendable, EffectID: Hashable & Sendable> {
    private(set) var state: State
    private let reduce: (inout State, Event) -> [Effect]
    private let run: (Effect) -> EffectRun<Event, EffectID>
    private var received: [Event] = []
    private var tasks: [EffectID: Task<Void, Never>] = [:]
    private var running: [Task<Void, Never>] = []

    init(_ state: State, reduce: @escaping (inout State, Event) -> [Effect], run: @escaping (Effect) -> EffectRun<Event, EffectID>) {
        self.state = state
        self.reduce = reduce
        self.run = run
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

    /// Every effect has run and every event it sent was received.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle()
        if !received.isEmpty {
            Issue.record("\(received.count) event(s) from effects were not asserted: \(received)", sourceLocation: sourceLocation)
        }
    }

    private func apply(_ event: Event, _ expected: (inout State) -> Void, _ sourceLocation: SourceLocation) {
        var wanted = state
        expected(&wanted)
        let effects = reduce(&state, event)
        #expect(state == wanted, "the state after \(event)", sourceLocation: sourceLocation)
        for effect in effects { start(run(effect)) }
    }

    private func start(_ effect: EffectRun<Event, EffectID>) {
        switch effect.kind {
        case .none: break
        case .now(let operation): operation()
        case .cancel(let id): tasks.removeValue(forKey: id)?.cancel()
        case .cancelAll:
            tasks.values.forEach { $0.cancel() }
            tasks.removeAll()
        case .task(let id, let operation):
            tasks[id]?.cancel()
            let task = Task { @MainActor [weak self] in
                await operation { event in
                    guard !Task.isCancelled else { return }
                    self?.received.append(event)
                }
            }
            tasks[id] = task
            running.append(task)
        }
    }

    private func settle() async {
        while !running.isEmpty {
            await running.removeFirst().value
        }
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
