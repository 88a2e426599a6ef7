/// How many Open-Meteo calls a day the user means to make (`daily-budget`): Open-Meteo's free
/// limit by default, 10,000 calls a day per IP address. wf warns past 80 % of it and never stops.
public struct DailyBudget: Hashable, Sendable {
    public static let standard = DailyBudget(calls: 10_000)
    public static let allowed = 1...10_000_000

    public var calls: Int

    public init(calls: Int) {
        self.calls = calls
    }

    /// Past 80 %: more than four fifths of the budget spent.
    public func isNearlySpent(_ weightedCalls: Double) -> Bool {
        weightedCalls * 5 > Double(calls) * 4
    }

    /// The share spent, in whole per cent, rounded down (8,012 of 10,000: 80).
    public func percentSpent(_ weightedCalls: Double) -> Int {
        Int((weightedCalls * 100 / Double(calls)).rounded(.down))
    }
}
