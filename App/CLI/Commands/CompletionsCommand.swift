import CommandLineKit

struct CompletionsCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "completions",
        summary: "Tab completion for bash, zsh or fish",
        discussion: """
        Prints a script that completes wf's commands, options, fixed values, setting keys and your
        favourites' names. scripts/install puts it where each shell looks; to try it in this shell:
          source <(wf completions bash)
        """,
        arguments: declaredArguments,
        examples: ["wf completions bash > ~/.local/share/bash-completion/completions/wf",
                   "wf completions zsh > ~/.local/share/zsh/site-functions/_wf",
                   "wf completions fish > ~/.config/fish/completions/wf.fish"]
    )

    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    @Positionals(wrappedValue: .bash, [.one("shell", .oneOf(Shell.allCases.map(\.rawValue)), help: "the shell to complete in")],
                 read: CompletionsCommand.shell)
    var shell: Shell

    nonisolated private static func shell(_ words: [String]) throws(UsageError) -> Shell {
        guard let shell = words.first.flatMap(Shell.init(rawValue:)) else {
            throw UsageError(message: "wf completions needs bash, zsh or fish", command: "wf completions")
        }
        return shell
    }

    func run(in context: CommandContext) async -> ExitCode {
        let model = CompletionModel(WeatherCLI.root)
        switch shell {
        case .bash: context.console.write(BashCompletion.script(model))
        case .zsh: context.console.write(ZshCompletion.script(model))
        case .fish: context.console.write(FishCompletion.script(model))
        }
        return .success
    }
}
