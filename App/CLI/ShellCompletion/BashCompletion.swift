/// `wf completions bash`.
@MainActor
enum BashCompletion {
    static func script(_ model: CompletionModel) -> String {
        let valueOptions = model.commands.flatMap { command in command.valueOptionNames.map { "\(command.path):\($0)" } }
        return """
        # bash completion for wf, made by 'wf completions bash' from wf's own command declarations.

        _wf_favourites() {
            local name IFS=$'\\n'
            for name in $("${COMP_WORDS[0]}" fav list --names 2>/dev/null); do
                [[ $name == "$1"* ]] && COMPREPLY+=("$(printf '%q' "$name")")
            done
        }

        _wf() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            local command="" word i position=0 last=""
            COMPREPLY=()
            for ((i = 1; i < COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                case "$command:$word" in
                    \(patterns(model.steps))) command=${command:+$command }$word; continue ;;
                    \(patterns(valueOptions))) ((i++)); continue ;;
                esac
                [[ $word == -[!0-9.]* ]] || { last=$word; ((position++)); }
            done

            case "$command:$prev" in
        \(valueCases(model))
            esac

            if [[ $cur == -* && $cur != -[0-9.]* ]]; then
                case "$command" in
        \(optionCases(model))
                esac
                return
            fi

            case "$command:$position" in
        \(positionalCases(model))
            esac
        }

        complete -F _wf wf

        """
    }

    private static func patterns(_ words: [String]) -> String {
        words.map { ShellQuote.single($0) }.joined(separator: "|")
    }

    /// After an option that takes a value: its fixed values, or nothing at all.
    private static func valueCases(_ model: CompletionModel) -> String {
        model.commands.flatMap { command in
            command.options.filter { $0.kind == .value }.map { option in
                let keys = patterns(option.names.map { "\(command.path):\($0)" })
                let choices = option.value.choices
                guard !choices.isEmpty else { return "        \(keys)) return ;;" }
                return "        \(keys)) COMPREPLY=($(compgen -W \(ShellQuote.single(choices.joined(separator: " "))) -- \"$cur\")); return ;;"
            }
        }.joined(separator: "\n")
    }

    private static func optionCases(_ model: CompletionModel) -> String {
        model.commands.map { command in
            let words = command.options.flatMap(\.names).joined(separator: " ")
            return "            \(ShellQuote.single(command.path))) COMPREPLY=($(compgen -W \(ShellQuote.single(words)) -- \"$cur\")) ;;"
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
                    return "        \(key)) COMPREPLY=($(compgen -W \(ShellQuote.single(words.joined(separator: " "))) -- \"$cur\")) ;;"
                case .favourites:
                    return "        \(key)) _wf_favourites \"$cur\" ;;"
                case .after(let values):
                    let cases = values.sorted { $0.key < $1.key }.map { previous, words in
                        "\(ShellQuote.single(previous))) COMPREPLY=($(compgen -W \(ShellQuote.single(words.joined(separator: " "))) -- \"$cur\")) ;;"
                    }
                    return "        \(key)) case \"$last\" in \(cases.joined(separator: " ")) esac ;;"
                }
            }
        }.joined(separator: "\n")
    }
}
