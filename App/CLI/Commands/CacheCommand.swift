import Foundation
import Presentation

enum CacheCommand: CommandGroup {
    static let name = "cache"
    static let summary = "Show or clear cached forecasts and queries"
    static let help = """
    USAGE: wf cache info | clear

    SUBCOMMANDS:
      info    entries by kind, database size and path
      clear   forget cached weather, places and recent queries (favourites are kept)
    """
    static let subcommands: [CommandDescriptor] = [.init(Info.self), .init(Clear.self)]

    struct Info: Command {
        static let name = "info"
        static let summary = "Cache entries, size and file path"
        static let help = "USAGE: wf cache info [--json]\n\nShows how many forecasts, points, places and queries are cached, and where."
        static let spec = ArgumentSpec(flags: ["--json"])
        let json: Bool

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.isEmpty else { throw UsageError(message: "wf cache info takes no arguments", command: "wf cache info") }
            json = arguments.has("--json")
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let statistics = try context.container().store().statistics()
                if json {
                    struct Document: Encodable {
                        let path: String, bytes: Int, forecasts: Int, current_weather: Int, places: Int, recent_queries: Int, favourites: Int
                    }
                    context.console.write(JSONDocument.encode(Document(
                        path: statistics.path, bytes: statistics.fileBytes,
                        forecasts: statistics.entries["forecast"] ?? 0, current_weather: statistics.entries["current"] ?? 0,
                        places: statistics.entries["geocoding"] ?? 0, recent_queries: statistics.recentQueries,
                        favourites: statistics.favourites)))
                } else {
                    context.console.print("""
                    Database        \(statistics.path)
                    Size            \(ByteCountFormatter.string(fromByteCount: Int64(statistics.fileBytes), countStyle: .file))
                    Forecasts       \(statistics.entries["forecast"] ?? 0)
                    Current weather \(statistics.entries["current"] ?? 0)
                    Places          \(statistics.entries["geocoding"] ?? 0)
                    Recent queries  \(statistics.recentQueries)
                    Favourites      \(statistics.favourites) (never cleared with the cache)
                    """)
                }
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Clear: Command {
        static let name = "clear"
        static let summary = "Forget cached data (keeps favourites)"
        static let help = "USAGE: wf cache clear\n\nForgets cached forecasts, current weather, places and recent queries. Favourites and settings are kept."
        static let spec = ArgumentSpec()

        init(_ arguments: ParsedArguments) throws(UsageError) {
            guard arguments.positionals.isEmpty else { throw UsageError(message: "wf cache clear takes no arguments", command: "wf cache clear") }
        }

        func run(in context: CommandContext) async -> ExitCode {
            do {
                try context.container().store().clearCache()
                context.console.note("cache cleared (favourites kept)")
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }
}
