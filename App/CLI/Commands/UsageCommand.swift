import CommandLineKit
import DataAccess
import Domain
import Foundation
import Presentation
import WeatherTerminal

struct UsageCommand: Command {
    static let signature = CommandSignature(
        name: "usage",
        summary: "Today's requests per source, and Open-Meteo's calls against daily-budget",
        discussion: """
        Counts every request wf sent today (the UTC day, as Open-Meteo counts), answered or not, per
        source; answers from the cache cost none. Open-Meteo counts a request of more than 10
        variables or 2 weeks as more than one call, and each place of a request as one: its calls
        are weighed that way, and summed over its APIs against the 'daily-budget' setting
        (10,000 by default, Open-Meteo's free daily limit per IP address). Past 80 %, wf warns on
        stderr. Other sources' calls are their requests. 'wf cache clear' keeps the counts.
        """,
        options: [.json],
        examples: ["wf usage", "wf usage --json"]
    )

    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        json = arguments.has(.json)
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let container = try context.container()
            let budget = try container.settings.dailyBudget()
            let counted = try container.existingLedger()?.today()
                ?? RequestUsage(day: RequestLedger.day(of: container.now()), sources: [])
            let known = SettingKey.sources
            let usage = counted.listing(known.filter(RequestUsage.isOpenMeteo) + known.filter { !RequestUsage.isOpenMeteo($0) })
            if json {
                context.console.write(JSONDocument.encode(Document(usage, budget: budget)))
            } else {
                context.console.print(Self.table(usage, budget: budget))
            }
            container.budgetWarning().check(usage.openMeteoWeightedCalls)
            return .success
        } catch {
            return context.fail(error)
        }
    }

    struct Document: Encodable {
        struct Source: Encodable {
            let source: String, requests: Int, weighted_calls: Double
        }

        let day: String, budget: Int, sources: [Source]

        init(_ usage: RequestUsage, budget: DailyBudget) {
            day = usage.day.description
            self.budget = budget.calls
            sources = usage.sources.map { Source(source: $0.source, requests: $0.requests, weighted_calls: Self.rounded($0.weightedCalls)) }
        }

        /// To the hundredth: a sum of fractional weights keeps no more meaning than that.
        static func rounded(_ calls: Double) -> Double { (calls * 100).rounded() / 100 }
    }

    static func table(_ usage: RequestUsage, budget: DailyBudget) -> String {
        let width = max(usage.sources.map(\.source.count).max() ?? 0, 6)
        func row(_ source: String, _ requests: String, _ calls: String) -> String {
            source.padding(toLength: width, withPad: " ", startingAt: 0)
                + String(repeating: " ", count: max(10 - requests.count, 1)) + requests
                + String(repeating: " ", count: max(8 - calls.count, 1)) + calls
        }
        let spent = usage.openMeteoWeightedCalls
        return ([row("source", "requests", "calls")]
            + usage.sources.map { row(TerminalSafe($0.source).text, Grouped($0.requests).description, Self.calls($0.weightedCalls)) }
            + ["", "\(usage.day) (UTC): \(calls(spent)) of \(Grouped(budget.calls)) Open-Meteo calls (\(budget.percentSpent(spent)) % of daily-budget)"]
        ).joined(separator: "\n")
    }

    /// Whole calls grouped ("8,012"); a fractional count to one decimal ("14.4").
    nonisolated static func calls(_ calls: Double) -> String {
        let tenths = (calls * 10).rounded()
        let whole = Grouped(Int(tenths / 10)).description
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? whole : whole + "." + String(Int(tenths.truncatingRemainder(dividingBy: 10)))
    }
}
