import CommandLineKit
import Domain
import Presentation
import WeatherTerminal

struct RecentCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "recent",
        summary: "Recent search queries, newest first",
        discussion: """
        Lists the queries you searched for, newest first. wf keeps the most recent ones
        (the 'recent-limit' setting, \(Retention.recentQueries) by default); 'wf cache clear' forgets them.
        """,
        options: declaredOptions,
        instead: "did you mean wf search?"
    )

    /// Nil: as many as are kept (`recent-limit`).
    @OptionValue(.value("--limit", alias: "-n", "N", .wholeNumber(1...Int.max),
                        help: "show at most N queries (default: all that are kept)"))
    var limit: Int?
    @Flag(.json) var json

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let container = try context.container()
            let queries = try await container.listRecentQueries().execute(limit: try limit ?? container.settings.recentLimit())
            if json {
                context.console.write(JSONDocument.encode(queries.map(\.text)))
            } else if queries.isEmpty {
                context.console.note("no recent searches yet; try: wf search london")
            } else {
                context.console.print(queries.map { TerminalSafe($0.text).text }.joined(separator: "\n"))
            }
            return .success
        } catch {
            return context.fail(error)
        }
    }
}
