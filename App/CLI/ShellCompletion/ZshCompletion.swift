/// `wf completions zsh`: the same walk as the bash script, with descriptions beside commands and options.
@MainActor
enum ZshCompletion {
    static func script(_ model: CompletionModel) -> String {
        let valueOptions = model.commands.flatMap { command in command.valueOptionNames.map { "\(command.path):\($0)" } }
        return """
        #compdef wf
        # zsh completion for wf, made by 'wf completions zsh' from wf's own command declarations.

        _wf() {
            local command="" word last="" prev=${words[CURRENT-1]} cur=${words[CURRENT]}
            local -a items
            integer i position=0
            for (( i = 2; i < CURRENT; i++ )); do
                word=${words[i]}
                case "$command:$word" in
                    (\(patterns(model.steps))) command=${command:+$command }$word; continue ;;
                    (\(patterns(valueOptions))) (( i++ )); continue ;;
                esac
                [[ $word == -[^0-9.]* ]] || { last=$word; (( position++ )) }
            done

            case "$command:$prev" in
        \(valueCases(model))
            esac

            if [[ $cur == -* && $cur != -[0-9.]* ]]; then
                case "$command" in
        \(optionCases(model))
                esac
                _describe -t options option items
                return
            fi

            case "$command:$position" in
        \(positionalCases(model))
            esac
        }

        if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then
            _wf "$@"
        else
            compdef _wf wf
        fi

        """
    }

    private static func patterns(_ words: [String]) -> String {
        words.map { ShellQuote.single($0) }.joined(separator: "|")
    }

    /// "name:description" for `_describe`, with the name's colons escaped.
    private static func described(_ name: String, _ text: String) -> String {
        let name = name.replacingOccurrences(of: ":", with: "\\:")
        return ShellQuote.single(text.isEmpty ? name : name + ":" + text)
    }

    private static func valueCases(_ model: CompletionModel) -> String {
        model.commands.flatMap { command in
            command.options.filter { $0.kind == .value }.map { option in
                let keys = patterns(option.names.map { "\(command.path):\($0)" })
                let choices = option.value.choices
                let action = choices.isEmpty
                    ? "_message \(ShellQuote.single(option.valueName))"
                    : "compadd -- \(choices.map(ShellQuote.single).joined(separator: " "))"
                return "        (\(keys)) \(action); return ;;"
            }
        }.joined(separator: "\n")
    }

    private static func optionCases(_ model: CompletionModel) -> String {
        model.commands.map { command in
            let items = command.options.flatMap { option in option.names.map { described($0, option.help) } }
            return "            (\(ShellQuote.single(command.path))) items=(\(items.joined(separator: " "))) ;;"
        }.joined(separator: "\n")
    }

    private static func positionalCases(_ model: CompletionModel) -> String {
        model.commands.flatMap { command in
            model.positions.compactMap { position -> String? in
                let key = ShellQuote.single("\(command.path):\(position)")
                switch command.candidates(at: position, commandNames: model.commandNames) {
                case .none:
                    return nil
                case .fixed(let words):
                    let summaries = Dictionary(command.subcommands.map { ($0.name, $0.summary) }, uniquingKeysWith: { first, _ in first })
                    let topLevel = Dictionary(model.commands.filter { !$0.path.isEmpty && !$0.path.contains(" ") }.map { ($0.path, $0.summary) },
                                              uniquingKeysWith: { first, _ in first })
                    let items = words.map { described($0, summaries[$0] ?? topLevel[$0] ?? "") }
                    let kind = command.subcommands.isEmpty ? "value" : "command"
                    return "        (\(key)) items=(\(items.joined(separator: " "))); _describe -t \(kind)s \(kind) items ;;"
                case .favourites:
                    return "        (\(key)) items=(${(f)\"$(${words[1]} fav list --names 2>/dev/null)\"}); compadd -a items ;;"
                case .after(let values):
                    let cases = values.sorted { $0.key < $1.key }.map { previous, words in
                        "(\(ShellQuote.single(previous))) compadd -- \(words.map(ShellQuote.single).joined(separator: " ")) ;;"
                    }
                    return "        (\(key)) case \"$last\" in \(cases.joined(separator: " ")) esac ;;"
                }
            }
        }.joined(separator: "\n")
    }
}
