import CommandLineKit

struct VersionCommand: Command {
    static let signature = CommandSignature(
        name: "version",
        summary: "Print the version (as wf --version and wf -V)"
    )

    init(_ arguments: ParsedArguments) throws(UsageError) {}

    func run(in context: CommandContext) async -> ExitCode {
        context.console.print("wf \(WeatherCLI.version)")
        return .success
    }
}
