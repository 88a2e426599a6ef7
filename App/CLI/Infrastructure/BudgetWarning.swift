import Domain
import Synchronization

/// The one line on stderr once the day's Open-Meteo calls pass 80 % of `daily-budget`: said by
/// `wf usage`, and by any command whose requests find it past, at most once per process; while a
/// full screen is drawn it waits until the terminal is given back.
final class BudgetWarning: Sendable {
    let budget: DailyBudget
    private let console: Console
    private let state = Mutex(State())

    private struct State {
        var said = false
        var held = false
        var kept: String?
        /// Told the share spent after each Open-Meteo request: a full-screen view's status line.
        var observer: (@Sendable (Int) -> Void)?
    }

    /// `observer` is told the share of the budget spent, in whole per cent, after each Open-Meteo request.
    func observe(_ observer: @escaping @Sendable (Int) -> Void) {
        state.withLock { $0.observer = observer }
    }

    init(budget: DailyBudget, console: Console) {
        self.budget = budget
        self.console = console
    }

    /// Warns when `calls`, the day's Open-Meteo calls so far, pass 80 % of the budget.
    func check(_ calls: Double) {
        if let observer = state.withLock({ $0.observer }) { observer(budget.percentSpent(calls)) }
        guard budget.isNearlySpent(calls) else { return }
        let message = Self.message(calls: calls, budget: budget)
        let sayNow = state.withLock { state -> Bool in
            guard !state.said else { return false }
            state.said = true
            if state.held { state.kept = message }
            return !state.held
        }
        if sayNow { console.warning(message) }
    }

    /// Runs `body`, which draws on the whole screen, keeping a warning until it is done.
    @MainActor
    func holding(_ body: () async -> ExitCode) async -> ExitCode {
        state.withLock { $0.held = true }
        let status = await body()
        let kept = state.withLock { state in
            defer { state = State(said: state.said, observer: state.observer) }
            return state.kept
        }
        if let kept { console.warning(kept) }
        return status
    }

    /// "wf has made 8,012.7 of today's 10,000 Open-Meteo calls (80 %); see wf usage": the calls as `wf usage` says them
    static func message(calls: Double, budget: DailyBudget) -> String {
        "wf has made \(UsageCommand.calls(calls)) of today's \(Grouped(budget.calls)) Open-Meteo calls "
            + "(\(budget.percentSpent(calls)) %); see wf usage"
    }
}

/// A whole number with commas between thousands, the same in every locale: "10,000".
struct Grouped: CustomStringConvertible {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    var description: String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }
}

extension AppDIContainer {
    /// The share of today's budget spent now, and after each request from here on, told to `show`
    /// on the main actor: a full-screen view keeps it on its status line.
    @MainActor
    func followBudget(_ show: @escaping @MainActor (Int) -> Void) {
        let warning = budgetWarning()
        if let spent = try? existingLedger()?.today().openMeteoWeightedCalls { show(warning.budget.percentSpent(spent)) }
        warning.observe { percent in Task { @MainActor in show(percent) } }
    }
}
