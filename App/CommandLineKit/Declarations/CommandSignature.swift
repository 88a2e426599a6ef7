/// Everything a command accepts and says about itself, declared once: the parser, `--help`, the
/// man page and the shell completions are all made from it.
struct CommandSignature: Sendable {
    let name: String
    /// Other names the command answers to (`wf fav rm`); help and completions use `name`.
    var aliases: [String] = []
    /// One line for the list of commands.
    let summary: String
    /// The prose of `--help` and the man page, after the usage.
    var discussion = ""
    var arguments: [Argument] = []
    /// Without `--help`, which every command takes.
    var options: [Option] = []
    /// What to suggest when a command that takes no arguments is given some: "use --location <place>".
    var instead: String?
    /// Titled blocks after the options (`wf map`'s keys, `wf config`'s settings).
    var sections: [HelpSection] = []
    var examples: [String] = []

    /// The options the parser accepts, `--help` included.
    var allOptions: [Option] { options + [.help] }

    func option(named name: String) -> Option? {
        allOptions.first { $0.names.contains(name) }
    }
}

/// A titled block of a help text: "KEYS:", "EXIT STATUS:".
struct HelpSection: Sendable {
    /// Nil for a closing paragraph.
    let title: String?
    let body: String
}
