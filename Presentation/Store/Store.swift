import Domain
import Observation

/// The one reducer runner every view model uses: state, a pure `reduce(&state, event) -> [Effect]`,
/// and `run(effect) -> EffectRun` that says what an effect does. Effects run as tasks under typed
/// identities; a newer one cancels the one in flight under the same identity, and an event from a
/// cancelled one is dropped.
@MainActor @Observable
public final class Store<State: Sendable, Event: Sendable, Effect: Sendable, EffectID: Hashable & Sendable> {
    public typealias Reduce = (inout State, Event) -> [Effect]
    public typealias Run = @MainActor (Effect) -> EffectRun<Event, EffectID>

    public private(set) var state: State
    @ObservationIgnored private let reduce: Reduce
    @ObservationIgnored private let run: Run
    @ObservationIgnored private var tasks: [EffectID: (serial: Int, task: Task<Void, Never>)] = [:]
    /// Every task not yet finished, replaced ones included, so `settled()` can wait for them.
    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var nextSerial = 0
    /// Where the events effects send go: back into `send` (the app), or, in a test's `TestStore`,
    /// to the test, which asserts each before it is reduced.
    @ObservationIgnored var effectEvents: (@MainActor (Event) -> Void)?

    public init(_ state: State, reduce: @escaping Reduce, run: @escaping Run) {
        self.state = state
        self.reduce = reduce
        self.run = run
    }

    public func send(_ event: Event) {
        for effect in reduce(&state, event) {
            start(run(effect))
        }
    }

    private func start(_ effect: EffectRun<Event, EffectID>) {
        switch effect.kind {
        case .none:
            return
        case .now(let operation):
            operation()
        case .cancel(let id):
            cancel(id)
        case .cancelAll:
            cancelAll()
        case .task(let id, let operation):
            tasks[id]?.task.cancel()
            let serial = nextSerial
            nextSerial += 1
            // On the main actor, the task cannot start before it is recorded here.
            let task = Task { @MainActor [weak self] in
                await operation { event in
                    guard !Task.isCancelled, let self, self.tasks[id]?.serial == serial else { return }
                    if let effectEvents = self.effectEvents { effectEvents(event) } else { self.send(event) }
                }
                self?.finished(id, serial)
            }
            tasks[id] = (serial, task)
            running[serial] = task
        }
    }

    private func finished(_ id: EffectID, _ serial: Int) {
        running[serial] = nil
        if tasks[id]?.serial == serial { tasks[id] = nil }
    }

    public func cancel(_ id: EffectID) {
        tasks.removeValue(forKey: id)?.task.cancel()
    }

    public func cancelAll() {
        tasks.values.forEach { $0.task.cancel() }
        tasks.removeAll()
    }

    /// A one-shot command's path: `event` reduced, each effect's work awaited in turn and the events
    /// it sends reduced in order, until none is left; no tasks and no observation. Only for features
    /// whose effects end (a watch's refresh never does).
    public func finalState(after event: Event) async -> State {
        let inbox = Inbox<Event>()
        inbox.events.append(event)
        while !inbox.events.isEmpty {
            for effect in reduce(&state, inbox.events.removeFirst()) {
                switch run(effect).kind {
                case .none, .cancel, .cancelAll: break
                case .now(let operation): operation()
                case .task(_, let operation): await operation { inbox.events.append($0) }
                }
            }
        }
        return state
    }

    /// Whether an effect is still at work (a test's end must find none).
    var hasRunningEffects: Bool { !running.isEmpty }

    /// Returns once no effect is running, including any that a finishing one started: a
    /// deterministic point for tests to look at the state, instead of sleeping.
    public func settled() async {
        while let task = running.values.first {
            await task.value
        }
    }
}

@MainActor
private final class Inbox<Event> {
    var events: [Event] = []
}
