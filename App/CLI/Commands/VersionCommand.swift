import CommandLineKit

struct VersionCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "version",
        summary: "Print the version, the commit and the Swift it was built with (as wf --version and wf -V)"
    )

    func run(in context: CommandContext) async -> ExitCode {
        context.console.print(Build.versionLine)
        return .success
    }
}
