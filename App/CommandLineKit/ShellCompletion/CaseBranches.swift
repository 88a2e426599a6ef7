/// The `case` branches that the bash and zsh scripts both build from the model: the walk is shared,
/// each shell gives its syntax for a branch and for what a branch offers.
@MainActor
struct CaseBranches {
    /// A branch's pattern: `key)` in bash, `(key)` in zsh.
    let pattern: (_ keys: String) -> String
    /// Offers these words for the word being completed.
    let offer: (_ words: [String]) -> String
    /// After an option whose value has no fixed choices.
    let offerFreeValue: (Option) -> String
    /// A command's options, when the word starts with a dash.
    let offerOptions: (CompletionModel.Command) -> String
    /// A positional's fixed words, which may be the command's subcommands.
    let offerFixed: (_ words: [String], CompletionModel.Command) -> String
    /// What the program lists itself.
    let offerListed: (ListedValues) -> String

    /// Alternatives of one case pattern: 'a'|'b'.
    static func patterns(_ words: [String]) -> String {
        words.map { ShellQuote.single($0) }.joined(separator: "|")
    }

    /// After an option that takes a value: its fixed values, or the shell's answer for a free one.
    func values(_ model: CompletionModel) -> String {
        model.commands.flatMap { command in
            command.options.filter { $0.kind == .value }.map { option in
                let keys = Self.patterns(option.names.map { "\(command.path):\($0)" })
                let choices = option.value.choices
                let action = choices.isEmpty ? offerFreeValue(option) : "\(offer(choices)); return"
                return "        \(pattern(keys)) \(action) ;;"
            }
        }.joined(separator: "\n")
    }

    func options(_ model: CompletionModel) -> String {
        model.commands.map { command in
            "            \(pattern(ShellQuote.single(command.path))) \(offerOptions(command)) ;;"
        }.joined(separator: "\n")
    }

    func positionals(_ model: CompletionModel) -> String {
        model.commands.flatMap { command in
            model.positions.compactMap { position -> String? in
                let key = pattern(ShellQuote.single("\(command.path):\(position)"))
                switch command.candidates(at: position, commandNames: model.commandNames) {
                case .none:
                    return nil
                case .fixed(let words):
                    return "        \(key) \(offerFixed(words, command)) ;;"
                case .listed(let values):
                    return "        \(key) \(offerListed(values)) ;;"
                case .after(let values):
                    let cases = values.sorted { $0.key < $1.key }.map { previous, words in
                        "\(pattern(ShellQuote.single(previous))) \(offer(words)) ;;"
                    }
                    return "        \(key) case \"$last\" in \(cases.joined(separator: " ")) esac ;;"
                }
            }
        }.joined(separator: "\n")
    }
}
