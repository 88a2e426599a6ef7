/// What the shells complete, read from the command declarations; each shell's script is a rendering of it.
@MainActor
struct CompletionModel {
    /// A command of the tree, named by its words after `wf`: "" for `wf` itself, "fav show".
    struct Command {
        let path: String
        let summary: String
        let options: [Option]
        /// The subcommands' names and summaries; empty for a command that runs.
        let subcommands: [(name: String, summary: String)]
        let arguments: [Argument]

        /// What may follow as the positional word number `position` (0 is the first after the command).
        func candidates(at position: Int, commandNames: [String]) -> Candidates {
            if !subcommands.isEmpty { return position == 0 ? .fixed(subcommands.map(\.name)) : .none }
            // The words of a `.words` argument after its first are not completed: they continue a name.
            switch (position < arguments.count ? arguments[position] : nil)?.value {
            case .oneOf(let values)?: return .fixed(values)
            case .favourite?: return .favourites
            case .command?: return .fixed(commandNames)
            case .oneOfAfter(let values)?: return .after(values.filter { !$0.value.isEmpty })
            default: return .none
            }
        }

        /// The options whose value is the next word, so that word is not a positional.
        var valueOptionNames: [String] { options.filter { $0.kind == .value }.flatMap(\.names) }
    }

    enum Candidates: Equatable {
        case none
        case fixed([String])
        /// `wf fav list --names`, asked when the user presses Tab.
        case favourites
        /// Fixed values chosen by the positional word before: ["units": ["metric", "imperial"]].
        case after([String: [String]])
    }

    let commands: [Command]
    let commandNames: [String]

    init(_ root: CommandDescriptor) {
        var commands: [Command] = []
        func walk(_ descriptor: CommandDescriptor, path: String) {
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
    }

    /// The largest positional number any command completes, so scripts can list each one.
    var positions: Range<Int> { 0..<((commands.map { max($0.arguments.count, 1) }.max() ?? 1)) }

    /// "parent:word" for every step down the tree: ":fav", "fav:show".
    var steps: [String] {
        commands.filter { !$0.path.isEmpty }.map { command in
            let words = command.path.split(separator: " ")
            return words.dropLast().joined(separator: " ") + ":" + (words.last.map(String.init) ?? "")
        }
    }
}

/// Shell quoting in single quotes, for every shell here.
enum ShellQuote {
    static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
