/// The side parts of a report (`ReportPart`), each with its own result: nil when not asked for; a
/// failure is a note in the report ("unavailable"), never the report's failure. A place in a list
/// whose weather failed keeps its parts: a warning in force still shows.
///
/// The parts are kept by their `ReportPart`; each feature reads and writes its own through a typed
/// property declared in its folder (`parts.forecastChange`), so adding a part edits no shared file.
public struct ReportParts: Hashable, Sendable {
    private var results: [ReportPart: Kept] = [:]

    public init() {}

    /// The part's result as its feature's type; nil when not asked for (or kept as another type).
    public subscript<Value: Hashable & Sendable>(_ part: ReportPart) -> Result<Value, WeatherError>? {
        get { results[part]?.value.base as? Result<Value, WeatherError> }
        set { results[part] = newValue.map(Kept.init) }
    }

    /// The parts not asked for because today's budget is spent (`WeatherError.budgetSpent`).
    public var skippedForBudget: Set<ReportPart> {
        Set(results.compactMap { part, kept in
            if case .budgetSpent? = kept.failure { return part }
            return nil
        })
    }

    /// The parts kept as failures.
    public var failed: Set<ReportPart> { Set(results.compactMap { part, kept in kept.failure == nil ? nil : part }) }

    /// `parts` as `other` has them, whatever their types.
    public mutating func take(_ parts: Set<ReportPart>, from other: ReportParts) {
        for part in parts { results[part] = other.results[part] }
    }

    /// One part's result, whatever its type. Every value kept is `Sendable` (the subscript asks it),
    /// which `AnyHashable` cannot say.
    private struct Kept: Hashable, @unchecked Sendable {
        let value: AnyHashable
        let failure: WeatherError?

        init<Value: Hashable & Sendable>(_ result: Result<Value, WeatherError>) {
            value = AnyHashable(result)
            if case .failure(let error) = result { failure = error } else { failure = nil }
        }
    }
}
