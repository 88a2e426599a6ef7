import Presentation

/// A command of `wf`: its name, help for people, what it accepts, and what it does.
@MainActor
protocol Command: Sendable {
    static var name: String { get }
    /// One line for `wf --help`.
    static var summary: String { get }
    /// The whole `wf <name> --help` text.
    static var help: String { get }
    static var spec: ArgumentSpec { get }

    init(_ arguments: ParsedArguments) throws(UsageError)
    func run(in context: CommandContext) async -> ExitCode
}

/// A command made of subcommands (`wf fav add`, `wf config set`).
@MainActor
protocol CommandGroup {
    static var name: String { get }
    static var summary: String { get }
    static var help: String { get }
    static var subcommands: [CommandDescriptor] { get }
}

/// A command type as a value, so the dispatcher can list and run commands without metatype existentials.
struct CommandDescriptor: Sendable {
    let name: String
    let summary: String
    /// Built when asked for: some help texts are assembled from tables.
    let help: @MainActor @Sendable () -> String
    let subcommands: [CommandDescriptor]
    let run: @MainActor @Sendable (_ arguments: [String], _ path: String, _ context: CommandContext) async -> ExitCode

    @MainActor
    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        help = { C.help }
        subcommands = []
        run = { arguments, path, context in
            do {
                let parsed = try ParsedArguments(arguments, spec: C.spec, command: path)
                if parsed.wantsHelp {
                    context.console.print(C.help)
                    return .success
                }
                return await (try C(parsed)).run(in: context)
            } catch {
                return context.fail(error)
            }
        }
    }

    @MainActor
    init<G: CommandGroup>(group: G.Type) {
        name = G.name
        summary = G.summary
        help = { G.help }
        subcommands = G.subcommands
        run = { arguments, path, context in
            guard let first = arguments.first, !first.hasPrefix("-") else {
                context.console.print(G.help)
                let askedForHelp = arguments.contains { $0 == "--help" || $0 == "-h" }
                return askedForHelp ? .success : context.fail(UsageError(message: "\(path) needs a subcommand", command: path))
            }
            guard let subcommand = G.subcommands.first(where: { $0.name == first }) else {
                let hint = Suggestion.closest(to: first, in: G.subcommands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                return context.fail(UsageError(message: "unknown subcommand \(Quoted(first)) of \(path)\(hint)", command: path))
            }
            return await subcommand.run(Array(arguments.dropFirst()), "\(path) \(first)", context)
        }
    }
}
