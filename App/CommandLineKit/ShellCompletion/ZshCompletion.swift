import Foundation

/// `wf completions zsh`: the same walk as the bash script, with descriptions beside commands and options.
@MainActor
public enum ZshCompletion {
    public static func script(_ model: CompletionModel) -> String {
        let program = model.program
        let valueOptions = model.commands.flatMap { command in command.valueOptionNames.map { "\(command.path):\($0)" } }
        let branches = Self.branches(model)
        return """
        #compdef \(program)
        # zsh completion for \(program), made by '\(program) completions zsh' from \(program)'s own command declarations.

        _\(program)() {
            local command="" word last="" prev=${words[CURRENT-1]} cur=${words[CURRENT]}
            local -a items
            integer i position=0
            for (( i = 2; i < CURRENT; i++ )); do
                word=${words[i]}
                case "$command:$word" in
                    (\(CaseBranches.patterns(model.steps))) command=${command:+$command }$word; continue ;;
                    (\(CaseBranches.patterns(valueOptions))) (( i++ )); continue ;;
                esac
                [[ $word == -[^0-9.]* ]] || { last=$word; (( position++ )) }
            done

            case "$command:$prev" in
        \(branches.values(model))
            esac

            if [[ $cur == -* && $cur != -[0-9.]* ]]; then
                case "$command" in
        \(branches.options(model))
                esac
                _describe -t options option items
                return
            fi

            case "$command:$position" in
        \(branches.positionals(model))
            esac
        }

        if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
            _\(program) "$@"
        else
            compdef _\(program) \(program)
        fi

        """
    }

    private static func branches(_ model: CompletionModel) -> CaseBranches {
        CaseBranches(
            pattern: { "(\($0))" },
            offer: { "compadd -- \($0.map(ShellQuote.single).joined(separator: " "))" },
            offerFreeValue: { "_message \(ShellQuote.single($0.valueName)); return" },
            offerOptions: { command in
                let items = command.options.flatMap { option in option.names.map { described($0, option.help) } }
                return "items=(\(items.joined(separator: " ")))"
            },
            offerFixed: { words, command in
                let summaries = Dictionary(command.subcommands.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
                let topLevel = Dictionary(model.commands.filter { !$0.path.isEmpty && !$0.path.contains(" ") }.map { ($0.path, $0.summary) },
                                          uniquingKeysWith: { first, _ in first })
                let items = words.map { described($0, summaries[$0] ?? topLevel[$0] ?? "") }
                let kind = command.subcommands.isEmpty ? "value" : "command"
                return "items=(\(items.joined(separator: " "))); _describe -t \(kind)s \(kind) items"
            },
            offerListed: { "items=(${(f)\"$(${words[1]} \($0.arguments) 2>/dev/null)\"}); compadd -d items -a items" }
        )
    }

    /// "name:description" for `_describe`, with the name's colons escaped.
    private static func described(_ name: String, _ text: String) -> String {
        let name = name.replacingOccurrences(of: ":", with: "\\:")
        return ShellQuote.single(text.isEmpty ? name : name + ":" + text)
    }
}
