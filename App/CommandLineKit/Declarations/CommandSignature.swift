/// Everything a command accepts and says about itself, declared once: the parser, `--help`, the
/// man page and the shell completions are all made from it.
public struct CommandSignature: Sendable {
    public let name: String
    /// Other names the command answers to (`wf fav rm`); help and completions use `name`.
    public var aliases: [String] = []
    /// One line for the list of commands.
    public let summary: String
    /// The prose of `--help` and the man page, after the usage.
    public var discussion = ""
    public var arguments: [Argument] = []
    /// Without `--help`, which every command takes.
    public var options: [Option] = []
    /// What to suggest when a command that takes no arguments is given some: "use --location <place>".
    public var instead: String?
    /// Titled blocks after the options (`wf map`'s keys, `wf config`'s settings).
    public var sections: [HelpSection] = []
    public var examples: [String] = []

    public init(name: String, aliases: [String] = [], summary: String, discussion: String = "", arguments: [Argument] = [],
                options: [Option] = [], instead: String? = nil, sections: [HelpSection] = [], examples: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.instead = instead
        self.sections = sections
        self.examples = examples
    }

    /// The options the parser accepts, `--help` included.
    public var allOptions: [Option] { options + [.help] }

    public func option(named name: String) -> Option? {
        allOptions.first { $0.names.contains(name) }
    }
}

/// A titled block of a help text: "KEYS:", "EXIT STATUS:".
public struct HelpSection: Sendable {
    /// Nil for a closing paragraph.
    public let title: String?
    public let body: String

    public init(title: String?, body: String) {
        self.title = title
        self.body = body
    }
}
