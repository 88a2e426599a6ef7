import Domain

/// A side part skipped for the day's budget, said where the part would be, in every view.
extension Phrasebook {
    /// "skipped: today's budget is 91% spent", when `error` is the budget's; nil for any other failure.
    public func skipped(_ error: WeatherError) -> String? {
        guard case .budgetSpent(let percent) = error else { return nil }
        return self(.budgetSkipped(percent: self.percent(Double(percent))))
    }

    /// "Likely ranges skipped: today's budget is 91% spent".
    public func confidenceSkipped(_ error: WeatherError) -> String? {
        guard case .budgetSpent(let percent) = error else { return nil }
        return self(.confidenceSkipped(percent: self.percent(Double(percent))))
    }

    /// "Air quality was not asked for: today's budget is 91 percent spent." for accessible mode;
    /// `section` is the part's spoken name (`Phrase.spokenSectionAir`).
    public func spokenSkipped(_ error: WeatherError, section: Phrase) -> String? {
        guard case .budgetSpent(let percent) = error else { return nil }
        return self(.spokenBudgetSkipped(section: self(section), percent: spokenNumber(Double(percent), decimals: 0)))
    }
}

extension Result where Failure == WeatherError {
    /// The failure, if this is one.
    public var failure: WeatherError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
