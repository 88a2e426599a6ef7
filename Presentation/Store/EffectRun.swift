import Domain

/// What an effect does, as a value: the reducer says which effect; the feature's `run` says what it
/// does, and the `Store` (or a test's `TestStore`) carries it out. Work runs under a typed identity:
/// a newer run under the same identity cancels the one in flight.
public struct EffectRun<Event: Sendable, ID: Hashable & Sendable>: Sendable {
    /// Hands an event back to the store, on the main actor.
    public typealias Send = @MainActor @Sendable (Event) -> Void

    enum Kind: Sendable {
        case none
        /// At once, on the main actor, before `send` returns (Ctrl-Z must stop the process there).
        case now(@MainActor @Sendable () -> Void)
        case task(ID, @Sendable (_ send: Send) async -> Void)
        case cancel(ID)
        case cancelAll
    }

    let kind: Kind

    /// Nothing to do: the effect is the front end's to see (quit) or only changes state.
    public static var none: Self { Self(kind: .none) }

    public static func now(_ operation: @escaping @MainActor @Sendable () -> Void) -> Self {
        Self(kind: .now(operation))
    }

    public static func cancel(_ id: ID) -> Self {
        Self(kind: .cancel(id))
    }

    /// Stops every effect in flight (quitting).
    public static var cancelAll: Self { Self(kind: .cancelAll) }

    /// Work that may send any number of events back; they are dropped once it is cancelled.
    public static func run(_ id: ID, _ operation: @escaping @Sendable (_ send: Send) async -> Void) -> Self {
        Self(kind: .task(id, operation))
    }

    /// `work`'s result, errors as `WeatherError`, as one event, unless a newer run replaced it.
    public static func perform<Value: Sendable>(_ id: ID, _ work: @escaping @Sendable () async throws -> Value,
                                                then event: @escaping @Sendable (Result<Value, WeatherError>) -> Event) -> Self {
        run(id) { send in
            let result: Result<Value, WeatherError>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(WeatherError(error))
            }
            await send(event(result))
        }
    }

    /// `event` after `delay` on `sleep` (the dependencies' clock), unless cancelled first.
    public static func after(_ delay: Duration, on sleep: @escaping @Sendable (Duration) async throws -> Void,
                             _ id: ID, send event: Event) -> Self {
        run(id) { send in
            guard (try? await sleep(delay)) != nil else { return }
            await send(event)
        }
    }
}
