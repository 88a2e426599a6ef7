import CommandLineKit
import Presentation

/// A command of `wf`: its declaration, and what it does with a command line that fits it.
@MainActor
protocol Command: Sendable {
    static var signature: CommandSignature { get }

    /// Reads the values; called once the signature's own rules have been checked.
    init(_ arguments: ParsedArguments) throws(UsageError)
    /// Rules between values that no single declaration states, checked before anything runs.
    func validate() throws(UsageError)
    func run(in context: CommandContext) async -> ExitCode
}

extension Command {
    func validate() throws(UsageError) {}

    /// Validation in the order swift-argument-parser uses: the declared rules, reading the values, then `validate()`.
    init(validating arguments: ParsedArguments, command: String) throws(UsageError) {
        try Self.signature.validate(arguments, command: command)
        self = try Self(arguments)
        try validate()
    }
}

/// A command made of subcommands (`wf fav add`, `wf config set`).
@MainActor
protocol CommandGroup {
    /// Name, summary, prose and examples; the options are the subcommands'.
    static var signature: CommandSignature { get }
    static var subcommands: [CommandDescriptor] { get }
}

/// A command type as a value, so the dispatcher, the help, the man page and the completions can
/// walk every command without metatype existentials.
struct CommandDescriptor: CommandNode, Sendable {
    /// Read when needed, not for every command at every start: some are assembled from tables.
    let signature: @MainActor @Sendable () -> CommandSignature
    let subcommands: [CommandDescriptor]
    let run: @MainActor @Sendable (_ arguments: [String], _ path: String, _ context: CommandContext) async -> ExitCode

    init(signature: @escaping @MainActor @Sendable () -> CommandSignature, subcommands: [CommandDescriptor] = [],
         run: @escaping @MainActor @Sendable (_ arguments: [String], _ path: String, _ context: CommandContext) async -> ExitCode) {
        self.signature = signature
        self.subcommands = subcommands
        self.run = run
    }

    @MainActor
    init<C: Command>(_ type: C.Type) {
        self.init(signature: { C.signature }) { arguments, path, context in
            do {
                let parsed = try ParsedArguments(arguments, signature: C.signature, command: path)
                if parsed.wantsHelp {
                    context.console.print(HelpText.leaf(C.signature, path: path, width: context.style.width))
                    return .success
                }
                return await (try C(validating: parsed, command: path)).run(in: context)
            } catch {
                return context.fail(error)
            }
        }
    }

    @MainActor
    init<G: CommandGroup>(group: G.Type) {
        self.init(signature: { G.signature }, subcommands: G.subcommands) { arguments, path, context in
            let help = { HelpText.group(G.signature, subcommands: G.subcommands, path: path, width: context.style.width) }
            guard let first = arguments.first, !ParsedArguments.looksLikeOption(first) else {
                if let option = arguments.first, !Option.help.names.contains(option) {
                    let hint = Suggestion.closest(to: option, in: [Option.help.name]).map { "; did you mean \($0)?" } ?? ""
                    return context.fail(UsageError(message: "unknown option \(Quoted(option))\(hint)", command: path))
                }
                context.console.print(help())
                return arguments.isEmpty ? context.fail(UsageError(message: "\(path) needs a subcommand", command: path)) : .success
            }
            guard let subcommand = G.subcommands.first(where: { $0.isNamed(first) }) else {
                let hint = Suggestion.closest(to: first, in: G.subcommands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                return context.fail(UsageError(message: "unknown subcommand \(Quoted(first)) of \(path)\(hint)", command: path))
            }
            return await subcommand.run(Array(arguments.dropFirst()), "\(path) \(first)", context)
        }
    }
}

extension Command where Self: DeclaredByProperties {
    init(_ arguments: ParsedArguments) throws(UsageError) { try self.init(reading: arguments) }
}
