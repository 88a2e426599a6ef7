/// `--help` texts, made from the commands' declarations.
@MainActor
public enum HelpText {
    public static let width = 100

    /// "wf search <query> [--units metric|imperial] [--days <N>] [--refresh] [--json]".
    public static func usage(_ signature: CommandSignature, path: String) -> String {
        ([path] + signature.arguments.map(\.synopsis) + signature.options.map { "[\($0.synopsis)]" }).joined(separator: " ")
    }

    public static func leaf(_ signature: CommandSignature, path: String) -> String {
        var blocks = ["USAGE: \(usage(signature, path: path))"]
        if !signature.discussion.isEmpty { blocks.append(signature.discussion) }
        let rows = signature.arguments.map { ($0.synopsis, $0.help) }
            + signature.allOptions.map { ($0.label, $0.helpWithDefault) }
        let column = (rows.map(\.0.count).max() ?? 0) + 3
        if !signature.arguments.isEmpty {
            blocks.append("ARGUMENTS:\n" + table(Array(rows.prefix(signature.arguments.count)), column: column))
        }
        blocks.append("OPTIONS:\n" + table(Array(rows.dropFirst(signature.arguments.count)), column: column))
        blocks += closing(signature)
        return blocks.joined(separator: "\n\n")
    }

    public static func group(_ signature: CommandSignature, subcommands: [some CommandNode], path: String) -> String {
        let usages = subcommands.map { usage($0.signature(), path: "\(path) \($0.name)") }
        var blocks = ["USAGE: " + usages.joined(separator: "\n       ")]
        if !signature.discussion.isEmpty { blocks.append(signature.discussion) }
        blocks.append("SUBCOMMANDS:\n" + commandList(subcommands))
        blocks += closing(signature)
        blocks.append("Run '\(path) <subcommand> --help' for a subcommand's options.")
        return blocks.joined(separator: "\n\n")
    }

    public static func root(_ signature: CommandSignature, commands: [some CommandNode]) -> String {
        var blocks = ["\(signature.name) — \(signature.summary)", "USAGE: \(signature.name) <command> [options]"]
        if !signature.discussion.isEmpty { blocks.append(signature.discussion) }
        blocks.append("COMMANDS:\n" + commandList(commands))
        blocks.append("Run '\(signature.name) <command> --help' for a command's options.")
        let options = signature.allOptions.map { ($0.label, $0.helpWithDefault) }
        blocks.append("OPTIONS:\n" + table(options, column: (options.map(\.0.count).max() ?? 0) + 3))
        blocks += closing(signature)
        return blocks.joined(separator: "\n\n")
    }

    private static func closing(_ signature: CommandSignature) -> [String] {
        var blocks = signature.sections.map { section in
            section.title.map { "\($0):\n" + indented(section.body) } ?? section.body
        }
        if !signature.examples.isEmpty {
            blocks.append("EXAMPLES:\n" + indented(signature.examples.joined(separator: "\n")))
        }
        return blocks
    }

    private static func commandList(_ commands: [some CommandNode]) -> String {
        let rows = commands.map { ($0.name, $0.signature().summary) }
        return table(rows, column: (rows.map(\.0.count).max() ?? 0) + 3)
    }

    /// Two-column rows, the second column wrapped under itself; `column` is wider than every label.
    private static func table(_ rows: [(String, String)], column: Int) -> String {
        rows.map { label, text in
            let lines = wrap(text, width: max(width - 2 - column, 30))
            let rest = lines.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
            // Labels are command and option names, one column a character, as `column` counts them.
            let padded = label + String(repeating: " ", count: max(column - label.count, 0))
            return (["  " + padded + (lines.first ?? "")] + rest).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    public static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line = line.isEmpty ? String(word) : line + " " + word
            }
        }
        return lines + [line]
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }
}

extension HelpText {
    /// The help of any command of the tree: `wf` itself, a group or a leaf.
    public static func text(for descriptor: some CommandNode, path: String) -> String {
        let signature = descriptor.signature()
        if path == signature.name { return root(signature, commands: descriptor.subcommands) }
        return descriptor.subcommands.isEmpty
            ? leaf(signature, path: path)
            : group(signature, subcommands: descriptor.subcommands, path: path)
    }
}
