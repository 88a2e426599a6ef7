import CommandLineKit
import Foundation
import Presentation
import WeatherTerminal

enum CacheCommand: CommandGroup {
    static let signature = CommandSignature(
        name: "cache",
        summary: "Show or clear cached forecasts and queries",
        discussion: "Favourites and settings are not part of the cache: 'wf cache clear' keeps them."
    )
    static let subcommands: [CommandDescriptor] = [.init(Info.self), .init(Clear.self)]

    struct Info: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "info",
            summary: "Cache entries by kind, database size and path",
            discussion: "Shows how many forecasts, points, air-quality readings, places and queries are cached, and where.",
            options: declaredOptions
        )
        @Flag(.json) var json

        func run(in context: CommandContext) async -> ExitCode {
            do {
                let statistics = try context.container().store().statistics()
                if json {
                    struct Document: Encodable {
                        let path: String, bytes: Int, forecasts: Int, current_weather: Int, air_quality: Int, nowcasts: Int, alerts: Int
                        let places: Int, recent_queries: Int
                        let favourites: Int
                        let unreadable_entries: Int
                        let set_aside: [String]
                    }
                    context.console.write(JSONDocument.encode(Document(
                        path: statistics.path, bytes: statistics.fileBytes,
                        forecasts: statistics.forecasts, current_weather: statistics.currentWeather,
                        air_quality: statistics.airQuality, nowcasts: statistics.nowcasts, alerts: statistics.alerts,
                        places: statistics.places, recent_queries: statistics.recentQueries,
                        favourites: statistics.favourites, unreadable_entries: statistics.unreadableCacheEntries,
                        set_aside: statistics.setAside)))
                } else {
                    context.console.print("""
                    Database        \(statistics.path)
                    Size            \(ByteCountFormatter.string(fromByteCount: Int64(statistics.fileBytes), countStyle: .file))
                    Forecasts       \(statistics.forecasts)
                    Current weather \(statistics.currentWeather)
                    Air quality     \(statistics.airQuality)
                    Rain soon       \(statistics.nowcasts)
                    Alerts          \(statistics.alerts)
                    Places          \(statistics.places)
                    Recent queries  \(statistics.recentQueries)
                    Favourites      \(statistics.favourites) (never cleared with the cache)
                    Unreadable      \(statistics.unreadableCacheEntries) (cached copies in another wf's shape: missed and fetched again)
                    """)
                    for file in statistics.setAside {
                        context.console.print("Set aside       \(TerminalSafe(file).text) (damaged; its favourites were copied over)")
                    }
                }
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }

    struct Clear: Command, DeclaredByProperties {
        static let signature = CommandSignature(
            name: "clear",
            summary: "Forget cached weather, places and recent queries (keeps favourites)",
            discussion: """
            Forgets cached forecasts, current weather, air quality, places and recent queries, and lifts
            every hold: a source wf was asking nothing (rate-limited, or failing and backed off) is asked
            again at the next command. Favourites and settings are kept.
            """
        )

        func run(in context: CommandContext) async -> ExitCode {
            do {
                try context.container().store().clearCache()
                let container = try context.container()
                container.forgetKeptAnswers()
                let lifted = container.liftHolds()
                context.console.note("cache cleared (favourites kept)")
                if !lifted.isEmpty {
                    context.console.note("lifted the hold on \(lifted.joined(separator: ", ")): asked again at the next command")
                }
                return .success
            } catch {
                return context.fail(error)
            }
        }
    }
}
