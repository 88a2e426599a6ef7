import Domain
import Foundation

/// The one policy for every kind of cached answer (forecasts, current weather, the IP location,
/// and each kind to come):
/// - a valid copy answers without a request, unless the policy refreshes;
/// - otherwise the provider is asked, and with a policy's patience and a copy that can answer,
///   only for so long;
/// - only a usable answer replaces the copy (`Rules.usable`); one that is not is a failure;
/// - a failure that may pass (`WeatherError.Kind.allowsOfflineFallback`) is answered by the copy,
///   marked offline, when something of it can still be shown (`Rules.offline`); without one, by the
///   same request's copy in another language (`CacheScope.otherLanguages`).
///
/// `Record` is what the store keeps, `Value` what callers get; for most kinds they are the same.
struct CachedResource<Value: Sendable, Record: Codable & Sendable>: Sendable {
    struct Rules: Sendable {
        /// Whether a copy fetched at `fetchedAt` answers at `now` without a request.
        var isValid: @Sendable (_ copy: Value, _ fetchedAt: Date, _ now: Date) -> Bool
        /// What of an old copy can still be shown offline at `now`; nil when nothing can.
        var offline: @Sendable (_ copy: Value, _ now: Date) -> Value? = { copy, _ in copy }
        /// The provider's answer as it may replace the copy; throws when it is not usable.
        var usable: @Sendable (_ answer: Value, _ now: Date) throws -> Value = { answer, _ in answer }

        /// A copy answers for `maxAge` after it was fetched (and never one from the future).
        static func fresh(for maxAge: TimeInterval,
                          offline: @escaping @Sendable (_ copy: Value, _ now: Date) -> Value? = { copy, _ in copy },
                          usable: @escaping @Sendable (_ answer: Value, _ now: Date) throws -> Value = { answer, _ in answer }) -> Rules {
            Rules(isValid: { _, fetchedAt, now in fetchedAt <= now && now.timeIntervalSince(fetchedAt) < maxAge }, offline: offline, usable: usable)
        }
    }

    let kind: CacheKind
    let store: SQLiteStore
    /// Who answers, for the words of a failure ("Open-Meteo did not answer within 2 s").
    let source: String
    let now: @Sendable () -> Date
    let record: @Sendable (Value) -> Record
    /// The value of a stored record, with the moment it was fetched (kept beside the payload) put back.
    let value: @Sendable (Record, _ fetchedAt: Date) -> Value
    /// When an answer was fetched, as it says itself.
    let fetchedAt: @Sendable (Value) -> Date

    /// The stored copy and when it was fetched.
    func copy(key: String) -> (value: Value, fetchedAt: Date)? {
        store.cached(Record.self, kind, key: key).map { (value($0.value, $0.fetchedAt), $0.fetchedAt) }
    }

    /// One answer, by the policy.
    func answer(key: String, policy: CachePolicy, rules: Rules,
                fetch: @escaping @Sendable () async throws -> Value) async throws -> Sourced<Value> {
        try await answers(keys: [key], policy: policy, rules: rules) { _ in
            do {
                return [.success(try await fetch())]
            } catch {
                return [.failure(error)]
            }
        }[0].get()
    }

    /// An answer per key, by the policy; `fetch` is asked once, for the positions (in `keys`) that
    /// need asking, and answers for each of them in order. One failure stays in its place.
    func answers(keys: [String], policy: CachePolicy, rules: Rules,
                 fetch: @escaping @Sendable ([Int]) async -> [Result<Value, any Error>]) async -> [Result<Sourced<Value>, any Error>] {
        let moment = now()
        let stored = keys.map(copy(key:))
        let asked = policy == .cachedOnly ? [] : keys.indices.filter { index in
            guard policy.usesValidCopy, let copy = stored[index] else { return true }
            return !rules.isValid(copy.value, copy.fetchedAt, moment)
        }
        // A status bar waits only so long, and only when every answer it asks for has a copy to show.
        let patience = asked.allSatisfy { stored[$0].flatMap { rules.offline($0.value, moment) } != nil } ? policy.patience : nil
        var fetched: [Int: Result<Value, any Error>] = [:]
        if !asked.isEmpty {
            let received = (try? await withPatience(patience) { await fetch(asked) })
                ?? asked.map { _ in .failure(WeatherError.impatient(source, patience ?? .zero)) }
            fetched = Dictionary(uniqueKeysWithValues: zip(asked, received))
        }
        return keys.indices.map { index in
            guard let result = fetched[index] else {
                guard let copy = stored[index] else {
                    return .failure(policy == .cachedOnly
                        ? WeatherError.providerUnavailable(provider: source, reason: "nothing is cached", outage: .noAnswer)
                        : WeatherError.unexpected("nothing fetched or cached for \(keys[index])"))
                }
                return .success(Sourced(copy.value, source: .cache))
            }
            do {
                let answer = try rules.usable(try result.get(), moment)
                store.cache(record(answer), kind, key: keys[index], fetchedAt: fetchedAt(answer))
                return .success(Sourced(answer, source: .network))
            } catch where error.allowsOfflineFallback {
                // The copy for this request, else the same request's copy in another language.
                let others = { CacheScope.otherLanguages(of: keys[index], kind: kind, in: store).lazy.compactMap(copy(key:)) }
                guard let shown = stored[index].flatMap({ rules.offline($0.value, moment) })
                    ?? others().compactMap({ rules.offline($0.value, moment) }).first else { return .failure(error) }
                return .success(Sourced(shown, source: .offline(reason: error.offlineReason)))
            } catch {
                return .failure(error)
            }
        }
    }
}

extension CachedResource where Record == Value {
    init(kind: CacheKind, store: SQLiteStore, source: String, now: @escaping @Sendable () -> Date,
         fetchedAt: @escaping @Sendable (Value) -> Date, stamped: @escaping @Sendable (Value, Date) -> Value) {
        self.init(kind: kind, store: store, source: source, now: now, record: { $0 }, value: stamped, fetchedAt: fetchedAt)
    }
}

/// A value that says when it was fetched, stored as it is (each cached repository declares its own).
protocol FetchStamped: Codable, Sendable {
    var fetchedAt: Date { get set }
}

extension CachedResource where Record == Value, Value: FetchStamped {
    /// Stored as it is; the moment kept beside the payload is put back into the value.
    init(kind: CacheKind, store: SQLiteStore, source: String, now: @escaping @Sendable () -> Date) {
        self.init(kind: kind, store: store, source: source, now: now, fetchedAt: \.fetchedAt) { record, fetchedAt in
            var stamped = record
            stamped.fetchedAt = fetchedAt
            return stamped
        }
    }
}
