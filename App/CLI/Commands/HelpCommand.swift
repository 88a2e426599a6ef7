import CommandLineKit
import Presentation

struct HelpCommand: Command, DeclaredByProperties {
    static let signature = CommandSignature(
        name: "help",
        summary: "Help on a command, or the whole manual page",
        discussion: "The same text as 'wf <command> --help'. With --man, the manual page of every command in roff.",
        arguments: declaredArguments,
        options: declaredOptions,
        examples: ["wf help search", "wf help --man > wf.1"]
    )

    @Positionals(.optional("command", .command, help: "a command of wf"),
                 .optional("subcommand", help: "a subcommand of it, as in 'wf help fav add'"))
    var topic
    @Flag(.flag("--man", help: "print the manual page (roff), as installed as wf.1")) var wantsManual

    func run(in context: CommandContext) async -> ExitCode {
        if wantsManual {
            context.console.write(ManPage.render(WeatherCLI.root))
            return .success
        }
        return Self.show(topic: topic, in: context)
    }

    /// The help of `wf`, of a command or of a subcommand; a usage error with a suggestion for a topic that is none.
    @MainActor
    static func show(topic: [String], in context: CommandContext) -> ExitCode {
        var descriptor = WeatherCLI.root
        var path = "wf"
        for word in topic.prefix(2) {
            guard let next = descriptor.subcommands.first(where: { $0.isNamed(word) }) else {
                let kind = path == "wf" ? "command" : "subcommand of \(path)"
                let hint = Suggestion.closest(to: word, in: descriptor.subcommands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                return context.fail(UsageError(message: "no help for \(Quoted(word)): it is not a \(kind)\(hint)", command: "wf help"))
            }
            descriptor = next
            path += " \(word)"
        }
        context.console.print(HelpText.text(for: descriptor, path: path, width: context.style.width))
        return .success
    }
}
