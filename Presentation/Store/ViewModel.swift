/// A view model: its types (State, Event, Effect, EffectID), its pure reducer, what each effect does,
/// and one `Store` that runs them. `state`, `send` and `settled` are the store's, written once here.
@MainActor
public protocol ViewModel: AnyObject {
    associatedtype State: Sendable
    associatedtype Event: Sendable
    associatedtype Effect: Sendable
    associatedtype EffectID: Hashable & Sendable

    var store: Store<State, Event, Effect, EffectID> { get }
}

extension ViewModel {
    public var state: State { store.state }

    public func send(_ event: Event) {
        store.send(event)
    }

    /// The state a one-shot command ends in after `event` (`Store.finalState(after:)`).
    public func finalState(after event: Event) async -> State {
        await store.finalState(after: event)
    }

    /// Returns once every effect has finished (for tests).
    func settled() async {
        await store.settled()
    }
}
