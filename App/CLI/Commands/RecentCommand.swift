import Domain
import Presentation

struct RecentCommand: Command {
    static let limit = Option.value("--limit", alias: "-n", "N", .wholeNumber(1...Int.max), default: "20",
                                    help: "show at most N queries")

    static let signature = CommandSignature(
        name: "recent",
        summary: "Recent search queries, newest first",
        discussion: """
        Lists the queries you searched for, newest first. wf keeps the most recent ones
        (the 'recent-limit' setting, 20 by default); 'wf cache clear' forgets them.
        """,
        options: [limit, .json],
        instead: "did you mean wf search?"
    )

    let limit: Int
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        limit = arguments.wholeNumber(Self.limit) ?? 20
        json = arguments.has(.json)
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let queries = try await context.container().listRecentQueries().execute(limit: limit)
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
