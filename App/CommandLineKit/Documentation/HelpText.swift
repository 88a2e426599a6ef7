/// `--help` texts, made from the commands' declarations.
@MainActor
public enum HelpText {
    /// The widest a help's prose and tables go, however wide the terminal.
    public static let widest = 100

    /// "wf search", "<query>", "[--units metric|imperial]", "[--days <N>]", …: the usage in the
    /// pieces a line may break between.
    public static func usage(_ signature: CommandSignature, path: String) -> [String] {
        [path] + signature.arguments.map(\.synopsis) + signature.options.map { "[\($0.synopsis)]" }
    }

    /// `width`: the terminal's columns (`Int.max` for a pipe); no line is wider unless one word is.
    public static func leaf(_ signature: CommandSignature, path: String, width: Int = .max) -> String {
        let layout = HelpLayout(terminal: width)
        var blocks = [layout.usage([usage(signature, path: path)])]
        if !signature.discussion.isEmpty { blocks.append(layout.fill(signature.discussion)) }
        let rows = signature.arguments.map { ($0.synopsis, $0.help) }
            + signature.allOptions.map { ($0.label, $0.helpWithDefault) }
        let column = (rows.map(\.0.count).max() ?? 0) + 3
        if !signature.arguments.isEmpty {
            blocks.append("ARGUMENTS:\n" + layout.table(Array(rows.prefix(signature.arguments.count)), column: column))
        }
        blocks.append("OPTIONS:\n" + layout.table(Array(rows.dropFirst(signature.arguments.count)), column: column))
        blocks += closing(signature, layout: layout)
        return blocks.joined(separator: "\n\n")
    }

    public static func group(_ signature: CommandSignature, subcommands: [some CommandNode], path: String, width: Int = .max) -> String {
        let layout = HelpLayout(terminal: width)
        var blocks = [layout.usage(subcommands.map { usage($0.signature(), path: "\(path) \($0.name)") })]
        if !signature.discussion.isEmpty { blocks.append(layout.fill(signature.discussion)) }
        blocks.append("SUBCOMMANDS:\n" + commandList(subcommands, layout: layout))
        blocks += closing(signature, layout: layout)
        blocks.append(layout.fill("Run '\(path) <subcommand> --help' for a subcommand's options."))
        return blocks.joined(separator: "\n\n")
    }

    public static func root(_ signature: CommandSignature, commands: [some CommandNode], width: Int = .max) -> String {
        let layout = HelpLayout(terminal: width)
        var blocks = [layout.fill("\(signature.name) — \(signature.summary)"), layout.usage([["\(signature.name)", "<command>", "[options]"]])]
        if !signature.discussion.isEmpty { blocks.append(layout.fill(signature.discussion)) }
        blocks.append("COMMANDS:\n" + commandList(commands, layout: layout))
        blocks.append(layout.fill("Run '\(signature.name) <command> --help' for a command's options."))
        let options = signature.allOptions.map { ($0.label, $0.helpWithDefault) }
        blocks.append("OPTIONS:\n" + layout.table(options, column: (options.map(\.0.count).max() ?? 0) + 3))
        blocks += closing(signature, layout: layout)
        return blocks.joined(separator: "\n\n")
    }

    private static func closing(_ signature: CommandSignature, layout: HelpLayout) -> [String] {
        var blocks = signature.sections.map { section in
            section.title.map { layout.fill("\($0):") + "\n" + indented(layout.indented.fill(section.body)) } ?? layout.fill(section.body)
        }
        if !signature.examples.isEmpty {
            blocks.append("EXAMPLES:\n" + indented(layout.indented.keep(signature.examples.joined(separator: "\n"))))
        }
        return blocks
    }

    private static func commandList(_ commands: [some CommandNode], layout: HelpLayout) -> String {
        let rows = commands.map { ($0.name, $0.signature().summary) }
        return layout.table(rows, column: (rows.map(\.0.count).max() ?? 0) + 3)
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
    public static func text(for descriptor: some CommandNode, path: String, width: Int = .max) -> String {
        let signature = descriptor.signature()
        if path == signature.name { return root(signature, commands: descriptor.subcommands, width: width) }
        return descriptor.subcommands.isEmpty
            ? leaf(signature, path: path, width: width)
            : group(signature, subcommands: descriptor.subcommands, path: path, width: width)
    }
}
