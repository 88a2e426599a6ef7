/// A command of a program's tree as the help, the man page and the completions read it: its
/// declaration and its subcommands. What a command does is the program's own (wf's `CommandDescriptor`).
public protocol CommandNode {
    /// Read when needed, not for every command at every start: some are assembled from tables.
    var signature: @MainActor @Sendable () -> CommandSignature { get }
    var subcommands: [Self] { get }
}

extension CommandNode {
    @MainActor public var name: String { signature().name }

    /// Whether `word` names this command or one of its aliases.
    @MainActor public func isNamed(_ word: String) -> Bool {
        let signature = signature()
        return signature.name == word || signature.aliases.contains(word)
    }
}
