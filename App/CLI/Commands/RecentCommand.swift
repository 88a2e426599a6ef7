import Domain
import Presentation

struct RecentCommand: Command {
    static let name = "recent"
    static let summary = "Recent search queries, newest first"
    static let help = """
    USAGE: wf recent [--limit N] [--json]

    Lists the queries you searched for, newest first. wf keeps the most recent ones
    (the 'recent-limit' setting, 20 by default); 'wf cache clear' forgets them.

    OPTIONS:
      -n, --limit <N>   show at most N queries (default 20)
      --json            print a JSON array of strings
      -h, --help        show this help
    """
    static let spec = ArgumentSpec(flags: ["--json"], options: ["--limit"], aliases: ["-n": "--limit"])

    let limit: Int
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.positionals.isEmpty else {
            throw UsageError(message: "wf recent takes no arguments (did you mean wf search?)", command: "wf recent")
        }
        if let text = arguments.value("--limit") {
            guard let value = Int(text), value > 0 else {
                throw UsageError(message: "--limit must be a positive whole number", command: "wf recent")
            }
            limit = value
        } else {
            limit = 20
        }
        json = arguments.has("--json")
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
