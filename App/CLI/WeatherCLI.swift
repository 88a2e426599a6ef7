import CommandLineKit
import Domain
import Foundation
import Networking
import Presentation
import WeatherTerminal

/// The entry point: parse, dispatch, and turn every outcome into a documented exit status.
public enum WeatherCLI {
    /// Every command, in the order help lists them. A new command is one file with its `signature` and one line here.
    @MainActor static let commands: [CommandDescriptor] = [
        .init(AppCommand.self), .init(SearchCommand.self), .init(HourlyCommand.self), .init(AirCommand.self), .init(AlertsCommand.self), .init(NotifyCommand.self), .init(RecentCommand.self), .init(AtCommand.self),
        .init(HereCommand.self), .init(SkyCommand.self),
        .init(group: FavouriteCommand.self), .init(MapCommand.self), .init(group: CacheCommand.self), .init(UsageCommand.self),
        .init(group: ConfigCommand.self), .init(DoctorCommand.self), .init(CompletionsCommand.self), .init(HelpCommand.self), .init(VersionCommand.self),
    ]

    static let version = "1.1.0"
    /// The day `version` was set, as the man page dates itself (change it with the version): a page
    /// made today or next year is the same page.
    static let versionDate = "2026-11-29"

    /// The most of one body libcurl itself may read (`lazy_curl_limit_body`): the delegate's limit,
    /// and room for the chunk that passes it (libcurl hands over at most 16 KiB at a time), so the
    /// delegate always sees "too large" first.
    public static let transferLimit = URLSessionNetworkService.Configuration().maxBodyBytes + (64 << 10)

    static let versionOption = Option.flag("--version", alias: "-V", help: "print the version")

    @MainActor static let signature = CommandSignature(
        name: "wf",
        summary: "the weather in your terminal",
        discussion: """
        wf searches a city's daily forecast, shows the current weather at any coordinate or where you
        are, keeps favourite places and draws them on a world map. A cache makes a second look the
        same day cost no request, and without a connection wf shows the last copy it has.
        """,
        options: [versionOption],
        sections: [
            HelpSection(title: "PROVIDERS", body: ProviderHelp.section),
            HelpSection(title: "EXIT STATUS", body: """
            0    success (also when offline and showing cached data)
            1    wf doctor found a problem
            64   bad usage or input
            66   place not found
            69   provider unreachable or failing, and nothing cached
            70   internal or database error
            73   a change cannot be saved: the state folder is read-only or not writable
            74   the results could not be written (a full disk)
            77   API key missing or rejected; a state folder or file another user could change
            78   configuration missing or invalid
            130  interrupted with Ctrl-C (wf map --interactive, wf notify)
            """),
            HelpSection(title: nil, body: Credits.all),
        ]
    )

    /// The whole tree, for the help, the man page and the completions.
    @MainActor static var root: CommandDescriptor {
        CommandDescriptor(signature: { signature }, subcommands: commands) { arguments, _, context in
            await run(arguments, in: context)
        }
    }

    @MainActor
    public static func main(arguments: [String], environment: [String: String], console: Console = .standard) async -> Int32 {
        let context = CommandContext(environment: environment, console: console, style: .detect(environment: environment))
        let status = await run(arguments, in: context)
        if let failure = console.outputFailure() {
            console.error("cannot write the results: \(failure)")
            return ExitCode.ioError.rawValue
        }
        return status.rawValue
    }

    @MainActor
    static func run(_ arguments: [String], in context: CommandContext) async -> ExitCode {
        guard let first = arguments.first else {
            // On a terminal, wf alone is the app; to a pipe or a file it prints the help.
            if RawTerminal.isInteractive { return await AppCommand().run(in: context) }
            context.console.print(HelpText.root(signature, commands: commands, width: context.style.width))
            return .success
        }
        if ParsedArguments.looksLikeOption(first) {
            if Option.help.names.contains(first) {
                return HelpCommand.show(topic: Array(arguments.dropFirst()), in: context)
            }
            if versionOption.names.contains(first) {
                context.console.print(Build.versionLine)
                return .success
            }
            let hint = Suggestion.closest(to: first, in: signature.allOptions.map(\.name)).map { "; did you mean \($0)?" } ?? ""
            return context.fail(UsageError(message: "unknown option \(Quoted(first))\(hint)", command: "wf"))
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let hint = Suggestion.closest(to: first, in: commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            return context.fail(UsageError(message: "unknown command \(Quoted(first))\(hint)", command: "wf"))
        }
        return await command.run(Array(arguments.dropFirst()), "wf \(command.name)", context)
    }
}
