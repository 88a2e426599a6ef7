/// `wf completions fish`: one `complete` line per command, option and value, guarded by where the
/// command line is (the same walk as the bash script).
@MainActor
public enum FishCompletion {
    public static func script(_ model: CompletionModel) -> String {
        let program = model.program
        let valueOptions = model.commands.flatMap { command in command.valueOptionNames.map { "\(command.path):\($0)" } }
        var lines = [
            "# fish completion for \(program), made by '\(program) completions fish' from \(program)'s own command declarations.",
            "",
            "# Prints the command the line is in (\"fav show\"), how many positional words follow it, and the last of them.",
            "function __\(program)_where",
            "    set -l words (commandline -opc)",
            "    set -l command ''",
            "    set -l position 0",
            "    set -l last ''",
            "    set -l skip 0",
            "    for word in $words[2..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch \"$command:$word\"",
            "            case \(words(model.steps))",
            "                set command (string trim -- \"$command $word\")",
            "            case \(words(valueOptions))",
            "                set skip 1",
            "            case '*'",
            "                string match -q -r -- '^-[^0-9.]' $word; and continue",
            "                set last $word",
            "                set position (math $position + 1)",
            "        end",
            "    end",
            "    echo \"$command:$position:$last\"",
            "end",
            "",
            "# True when the line is in command $argv[1], at positional word $argv[2] and after the word $argv[3], if given.",
            "function __\(program)_in",
            "    set -l where (string split -m 2 ':' -- (__\(program)_where))",
            "    test \"$where[1]\" = \"$argv[1]\"; or return 1",
            "    test (count $argv) -lt 2; or test \"$where[2]\" = \"$argv[2]\"; or return 1",
            "    test (count $argv) -lt 3; or test \"$where[3]\" = \"$argv[3]\"",
            "end",
            "",
        ]
        for values in model.listedValues {
            lines += [
                "function __\(program)_\(values.name)",
                "    set -l line (commandline -opc)",
                "    $line[1] \(values.arguments) 2>/dev/null",
                "end",
                "",
            ]
        }
        lines.append("complete -c \(program) -f")
        for command in model.commands {
            let inCommand = "__\(program)_in \(ShellQuote.single(command.path))"
            for option in command.options {
                var line = "complete -c \(program) -n \(ShellQuote.single(inCommand)) -l \(option.name.dropFirst(2))"
                if let alias = option.alias { line += " -s \(alias.dropFirst())" }
                if option.kind == .value { line += " -x" }
                if !option.value.choices.isEmpty { line += " -a \(ShellQuote.single(option.value.choices.joined(separator: " ")))" }
                lines.append(line + " -d \(ShellQuote.single(option.help))")
            }
            for position in model.positions {
                let condition = ShellQuote.single("\(inCommand) \(position)")
                switch command.candidates(at: position, commandNames: model.commandNames) {
                case .none:
                    continue
                case .fixed(let values):
                    let summaries = Dictionary(command.subcommands.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
                    for value in values {
                        let description = summaries[value].map { " -d \(ShellQuote.single($0))" } ?? ""
                        lines.append("complete -c \(program) -n \(condition) -a \(ShellQuote.single(value))\(description)")
                    }
                case .listed(let values):
                    lines.append("complete -c \(program) -n \(condition) -a '(__\(program)_\(values.name))'")
                case .after(let values):
                    for (previous, words) in values.sorted(by: { $0.key < $1.key }) {
                        let condition = ShellQuote.single("\(inCommand) \(position) \(previous)")
                        lines.append("complete -c \(program) -n \(condition) -a \(ShellQuote.single(words.joined(separator: " ")))")
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func words(_ values: [String]) -> String {
        values.map { ShellQuote.single($0) }.joined(separator: " ")
    }
}
