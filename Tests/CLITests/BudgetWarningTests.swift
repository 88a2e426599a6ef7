@testable import CLI
import Domain
import Testing

@MainActor
@Suite("The daily-budget warning")
struct BudgetWarningTests {
    @Test("Past 80 % one line, once, with thousands grouped and the share rounded down")
    func once() {
        let captured = CapturedConsole()
        let warning = BudgetWarning(budget: .standard, console: captured.console)
        warning.check(8_000)
        #expect(captured.stderr.isEmpty)
        warning.check(8_012.7)
        warning.check(9_500)
        #expect(captured.stderr == "wf: warning: wf has made 8,012.7 of today's 10,000 Open-Meteo calls (80 %); see wf usage\n")
    }

    @Test("While a full screen is drawn the warning waits, and is said once the screen is given back")
    func heldWhileFullScreen() async {
        let captured = CapturedConsole()
        let warning = BudgetWarning(budget: DailyBudget(calls: 10), console: captured.console)
        let status = await warning.holding {
            warning.check(9)
            #expect(captured.stderr.isEmpty)
            return .success
        }
        #expect(status == .success)
        #expect(captured.stderr == "wf: warning: wf has made 9 of today's 10 Open-Meteo calls (90 %); see wf usage\n")
        warning.check(10)
        #expect(captured.stderr.components(separatedBy: "\n").count == 2)
    }

    @Test("Thousands are grouped with commas in every locale", arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (10_000_000, "10,000,000"), (-1_234, "-1,234")])
    func grouped(value: Int, text: String) {
        #expect(Grouped(value).description == text)
    }
}
