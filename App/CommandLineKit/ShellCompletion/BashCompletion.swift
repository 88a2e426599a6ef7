/// `wf completions bash`.
@MainActor
public enum BashCompletion {
    public static func script(_ model: CompletionModel) -> String {
        let program = model.program
        let valueOptions = model.commands.flatMap { command in command.valueOptionNames.map { "\(command.path):\($0)" } }
        let branches = Self.branches(program)
        let listings = model.listedValues.map { values in
            """
            _\(program)_\(values.name)() {
                local name typed=$1 IFS=$'\\n'
                # The word as typed, quotes and backslashes included: compare the name it stands for.
                case $typed in
                    \\'*) typed=${typed:1} ;;
                    *) typed=${typed#\\"}; typed=${typed//\\\\\\\\/$'\\1'}; typed=${typed//\\\\/}; typed=${typed//$'\\1'/\\\\} ;;
                esac
                # Readline then quotes what it inserts, and lists the names as they are.
                compopt -o filenames 2>/dev/null
                for name in $("${COMP_WORDS[0]}" \(values.arguments) 2>/dev/null); do
                    [[ $name == "$typed"* ]] && COMPREPLY+=("$name")
                done
            }


            """
        }.joined()
        return """
        # bash completion for \(program), made by '\(program) completions bash' from \(program)'s own command declarations.

        \(listings)_\(program)() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
            local command="" word i position=0 last=""
            COMPREPLY=()
            for ((i = 1; i < COMP_CWORD; i++)); do
                word=${COMP_WORDS[i]}
                case "$command:$word" in
                    \(CaseBranches.patterns(model.steps))) command=${command:+$command }$word; continue ;;
                    \(CaseBranches.patterns(valueOptions))) ((i++)); continue ;;
                esac
                [[ $word == -[!0-9.]* ]] || { last=$word; ((position++)); }
            done

            case "$command:$prev" in
        \(branches.values(model))
            esac

            if [[ $cur == -* && $cur != -[0-9.]* ]]; then
                case "$command" in
        \(branches.options(model))
                esac
                return
            fi

            case "$command:$position" in
        \(branches.positionals(model))
            esac
        }

        complete -F _\(program) \(program)

        """
    }

    private static func branches(_ program: String) -> CaseBranches {
        CaseBranches(
            pattern: { "\($0))" },
            offer: { offer($0) },
            offerFreeValue: { _ in "return" },
            offerOptions: { offer($0.options.flatMap(\.names)) },
            offerFixed: { words, _ in offer(words) },
            offerListed: { "_\(program)_\($0.name) \"$cur\"" }
        )
    }

    private static func offer(_ words: [String]) -> String {
        "COMPREPLY=($(compgen -W \(ShellQuote.single(words.joined(separator: " "))) -- \"$cur\"))"
    }
}
