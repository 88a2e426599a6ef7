import Foundation

/// What the shells complete, read from the command declarations; each shell's script is a rendering of it.
/// The scripts say they are printed by `<program> completions <shell>`.
@MainActor
public struct CompletionModel {
    /// A command of the tree, named by its words after the program's name: "" for `wf` itself, "fav show".
    public struct Command {
        public let path: String
        public let summary: String
        public let options: [Option]
        /// The subcommands' names and summaries; empty for a command that runs.
        public let subcommands: [(name: String, summary: String)]
        public let arguments: [Argument]

        /// What may follow as the positional word number `position` (0 is the first after the command).
        public func candidates(at position: Int, commandNames: [String]) -> Candidates {
            if !subcommands.isEmpty { return position == 0 ? .fixed(subcommands.map(\.name)) : .none }
            // The words of a `.words` argument after its first are not completed: they continue a name.
            switch (position < arguments.count ? arguments[position] : nil)?.value {
            case .oneOf(let values)?: return .fixed(values)
            case .listed(let values)?: return .listed(values)
            case .command?: return .fixed(commandNames)
            case .oneOfAfter(let values)?: return .after(values.filter { !$0.value.isEmpty })
            default: return .none
            }
        }

        /// The options whose value is the next word, so that word is not a positional.
        public var valueOptionNames: [String] { options.filter { $0.kind == .value }.flatMap(\.names) }
    }

    public enum Candidates: Equatable {
        case none
        case fixed([String])
        /// Asked of the program when the user presses Tab: `wf fav list --names`.
        case listed(ListedValues)
        /// Fixed values chosen by the positional word before: ["units": ["metric", "imperial"]].
        case after([String: [String]])
    }

    /// The program's name: "wf".
    public let program: String
    public let commands: [Command]
    public let commandNames: [String]

    /// `root` is the program itself.
    public init<Node: CommandNode>(_ root: Node) {
        var commands: [Command] = []
        func walk(_ descriptor: Node, path: String) {
            let signature = descriptor.signature()
            commands.append(Command(path: path, summary: signature.summary, options: signature.allOptions,
                                    subcommands: descriptor.subcommands.map { ($0.name, $0.signature().summary) },
                                    arguments: signature.arguments))
            for subcommand in descriptor.subcommands {
                walk(subcommand, path: path.isEmpty ? subcommand.name : "\(path) \(subcommand.name)")
            }
        }
        walk(root, path: "")
        self.commands = commands
        commandNames = root.subcommands.map(\.name)
        program = root.signature().name
    }

    /// The largest positional number any command completes, so scripts can list each one.
    public var positions: Range<Int> { 0..<((commands.map { max($0.arguments.count, 1) }.max() ?? 1)) }

    /// What the program lists itself, each source once, in the order the commands use them.
    public var listedValues: [ListedValues] {
        var sources: [ListedValues] = []
        for command in commands {
            for case .listed(let values) in command.arguments.map(\.value) where !sources.contains(values) {
                sources.append(values)
            }
        }
        return sources
    }

    /// "parent:word" for every step down the tree: ":fav", "fav:show".
    public var steps: [String] {
        commands.filter { !$0.path.isEmpty }.map { command in
            let words = command.path.split(separator: " ")
            return words.dropLast().joined(separator: " ") + ":" + (words.last.map(String.init) ?? "")
        }
    }
}

/// Shell quoting in single quotes, for every shell here.
public enum ShellQuote {
    public static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
