import CommandLineKit
import DataAccess
import Domain
import Foundation
import Presentation
import WeatherTerminal

struct UsageCommand: Command, DeclaredByProperties {
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
        Below the sources, the same requests by what each was for: the weather, place names, rain
        soon, rain grids (each point of a grid is one call, about 180 a grid), the air, the
        climate archive, the likely ranges, the forecast change, alerts, the location. Words and
        numbers in your language (--lang); JSON adds "sections".
        """,
        options: declaredOptions,
        examples: ["wf usage", "wf usage --json"]
    )

    @OptionGroup(.json, .lang) var output: OutputChoices
    var json: Bool { output.json }

    func run(in context: CommandContext) async -> ExitCode {
        context.use(output)
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
                context.console.print(context.style.phrasebook.usageTable(usage, budget: budget))
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

        struct Section: Encodable {
            let section: String, requests: Int, weighted_calls: Double
        }

        let day: String, budget: Int, sources: [Source], sections: [Section]

        init(_ usage: RequestUsage, budget: DailyBudget) {
            day = usage.day.description
            self.budget = budget.calls
            sources = usage.sources.map { Source(source: $0.source, requests: $0.requests, weighted_calls: Self.rounded($0.weightedCalls)) }
            sections = usage.sections.map { Section(section: $0.source, requests: $0.requests, weighted_calls: Self.rounded($0.weightedCalls)) }
        }

        /// To the hundredth: a sum of fractional weights keeps no more meaning than that.
        static func rounded(_ calls: Double) -> Double { (calls * 100).rounded() / 100 }
    }

    /// Whole calls grouped ("8,012"); a fractional count to one decimal ("14.4").
    nonisolated static func calls(_ calls: Double) -> String {
        let tenths = (calls * 10).rounded()
        let whole = Grouped(Int(tenths / 10)).description
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? whole : whole + "." + String(Int(tenths.truncatingRemainder(dividingBy: 10)))
    }
}
