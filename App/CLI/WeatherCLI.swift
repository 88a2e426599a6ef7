import Domain
import Foundation
import Presentation

/// The entry point: parse, dispatch, and turn every outcome into a documented exit status.
public enum WeatherCLI {
    @MainActor static let commands: [CommandDescriptor] = [
        .init(SearchCommand.self), .init(HourlyCommand.self), .init(RecentCommand.self), .init(AtCommand.self), .init(HereCommand.self),
        .init(group: FavouriteCommand.self), .init(MapCommand.self), .init(group: CacheCommand.self),
        .init(group: ConfigCommand.self),
    ]

    static let version = "1.0.0"

    @MainActor
    public static func main(arguments: [String], environment: [String: String], console: Console = .standard) async -> Int32 {
        let context = CommandContext(environment: environment, console: console, style: .detect(environment: environment))
        return await run(arguments, in: context).rawValue
    }

    @MainActor
    static func run(_ arguments: [String], in context: CommandContext) async -> ExitCode {
        guard let first = arguments.first else {
            context.console.print(help)
            return .success
        }
        switch first {
        case "--help", "-h", "help":
            if let topic = arguments.dropFirst().first, let command = commands.first(where: { $0.name == topic }) {
                context.console.print(command.help())
            } else {
                context.console.print(help)
            }
            return .success
        case "--version", "-V":
            context.console.print("wf \(version)")
            return .success
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                let hint = Suggestion.closest(to: first, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                return context.fail(UsageError(message: "unknown command \(Quoted(first))\(hint)"))
            }
            return await command.run(Array(arguments.dropFirst()), "wf \(command.name)", context)
        }
    }

    @MainActor static var help: String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        let list = commands.map { "  \($0.name.rightPadded(width))\($0.summary)" }.joined(separator: "\n")
        return """
        wf — the weather in your terminal

        USAGE: wf <command> [options]

        COMMANDS:
        \(list)

        Run 'wf <command> --help' for a command's options.

        PROVIDERS:
          Open-Meteo needs no key and is used unless an OpenWeatherMap key is set
          (wf config set api-key <key>, or OPENWEATHER_API_KEY). Choose with WF_PROVIDER
          or 'wf config set provider openweathermap|open-meteo'.

        EXIT STATUS:
          0 success (also when offline and showing cached data)   64 bad usage or input
          66 place not found   69 provider unreachable or failing, nothing cached
          70 internal or database error   77 API key missing or rejected   78 configuration missing

        Weather data by Open-Meteo.com (CC BY 4.0) and OpenWeatherMap.
        """
    }
}
