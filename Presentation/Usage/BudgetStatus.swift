import Domain

/// The budget on a full-screen view's status line: "budget 82%" once half is spent, so that a
/// user browsing sees it before it runs out (and the 80 % warning at once, not after quitting).
extension Phrasebook {
    /// The share spent from which the status line shows it.
    public static let budgetShownFrom = 50

    /// "budget 82%", or nil below half.
    public func budgetStatus(_ percent: Int?) -> String? {
        guard let percent, percent >= Self.budgetShownFrom else { return nil }
        return self(.budgetStatus(percent: self.percent(Double(percent))))
    }
}
