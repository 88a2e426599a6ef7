import CommandLineKit
import Domain
import Presentation
import WeatherTerminal

struct RecentCommand: Command {
    static let limit = Option.value("--limit", alias: "-n", "N", .wholeNumber(1...Int.max),
                                    help: "show at most N queries (default: all that are kept)")

    static let signature = CommandSignature(
        name: "recent",
        summary: "Recent search queries, newest first",
        discussion: """
        Lists the queries you searched for, newest first. wf keeps the most recent ones
        (the 'recent-limit' setting, \(Retention.recentQueries) by default); 'wf cache clear' forgets them.
        """,
        options: [limit, .json],
        instead: "did you mean wf search?"
    )

    /// Nil: as many as are kept (`recent-limit`).
    let limit: Int?
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = arguments.wholeNumber(Self.limit)
        json = arguments.has(.json)
    }

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
