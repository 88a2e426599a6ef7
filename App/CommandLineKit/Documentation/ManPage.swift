/// The manual page of a program (`wf help --man`: wf.1), made from the same declarations as `--help`;
/// it says it is printed by `<program> help --man`.
@MainActor
public enum ManPage {
    /// A section of the program's own after COMMANDS (ENVIRONMENT, FILES): terms, with their fonts
    /// (`Roff.bold`), each with a plain text.
    public struct Section {
        public let title: String
        public let definitions: [(term: String, text: String)]
        /// Plain text after the definitions, filled.
        public let text: String

        public init(title: String, definitions: [(term: String, text: String)] = [], text: String = "") {
            self.title = title
            self.definitions = definitions
            self.text = text
        }
    }

    /// `root` is the program itself: its name names the page; its sections close it, then `closing`
    /// (EXAMPLES, SEE ALSO). `date` is the version's, so that the page is the same whenever it is made.
    public static func render(_ root: some CommandNode, version: String, date: String, sections programSections: [Section] = [],
                              closing: [Section] = []) -> String {
        let signature = root.signature()
        let program = signature.name
        var page = Roff()
        page.comment("Made by '\(program) help --man' from \(program)'s command declarations; do not edit by hand.")
        page.request("TH", program.uppercased(), "1", date, "\(program) \(version)", "User Commands", escaping: false)
        // Options, paths and URLs read better unbroken and unstretched.
        page.request("nh")
        page.request("ad", "l")
        page.request("SH", "NAME")
        page.raw(Roff.escape(program) + " \\- " + Roff.escape(signature.summary))

        // Filled, each command's line going on indented under its name.
        page.request("SH", "SYNOPSIS")
        page.request("in", "+4n")
        for (path, leaf) in leaves(root, path: program) {
            page.request("ti", "-4n", escaping: false)
            page.raw(synopsis(leaf, path: path))
        }
        page.request("in", "-4n", escaping: false)

        page.request("SH", "DESCRIPTION")
        page.paragraphs(signature.discussion)
        page.request("PP")
        page.raw("Every command also takes " + Roff.bold("-h") + ", " + Roff.bold("--help") + ".")

        page.request("SH", "OPTIONS")
        options(signature.options, on: &page)

        page.request("SH", "COMMANDS")
        for (path, descriptor) in everyCommand(root, path: program) {
            command(descriptor, path: path, on: &page)
        }

        for section in programSections { add(section, to: &page) }
        for section in signature.sections {
            page.request("SH", section.title ?? "NOTES")
            page.paragraphs(section.body, keeping: isTableRow)
        }
        for section in closing { add(section, to: &page) }
        return page.text
    }

    private static func add(_ section: Section, to page: inout Roff) {
        page.request("SH", section.title)
        for (term, text) in section.definitions {
            page.definition(term, text)
        }
        if !section.text.isEmpty { page.paragraphs(section.text) }
    }

    private static func command(_ descriptor: some CommandNode, path: String, on page: inout Roff) {
        let signature = descriptor.signature()
        page.request("SS", path)
        if descriptor.subcommands.isEmpty {
            page.request("PP")
            page.raw(synopsis(signature, path: path))
        }
        page.paragraphs(signature.discussion.isEmpty ? signature.summary + "." : signature.discussion)
        for argument in signature.arguments {
            page.definition(Roff.italic(argument.name), argument.help)
        }
        options(signature.options, on: &page)
        for section in signature.sections {
            if let title = section.title {
                page.request("PP")
                page.raw(Roff.bold(title))
                page.paragraphs(section.body, keeping: isTableRow)
            } else {
                page.paragraphs(section.body)
            }
        }
        if !signature.examples.isEmpty {
            page.request("PP")
            page.raw("Examples:")
            page.request("RS", "4")
            page.preformatted(signature.examples.joined(separator: "\n"), width: Roff.keptWidth - 4)
            page.request("RE")
        }
    }

    private static func options(_ options: [Option], on page: inout Roff) {
        for option in options {
            page.request("TP")
            let names = option.names.reversed().map(Roff.bold).joined(separator: ", ")
            switch option.kind {
            case .flag: page.raw(names)
            case .value: page.raw(names + " " + Roff.italic(option.valueName))
            case .optionalValue: page.raw(names + " [" + Roff.italic(option.valueName) + "]")
            }
            var help = option.helpWithDefault
            if !option.value.allowedValues.isEmpty { help += "; one of: " + option.value.allowedValues.joined(separator: ", ") }
            page.raw(Roff.escape(help))
        }
    }

    /// "\fBwf search\fR \fIquery\fR [\fB--days\fR\ \fIN\fR] ...": an option and its value never
    /// parted at the end of a line.
    private static func synopsis(_ signature: CommandSignature, path: String) -> String {
        let arguments = signature.arguments.map { $0.isOptional ? "[" + Roff.italic($0.name) + "]" : Roff.italic($0.name) }
        let options = signature.options.map { option -> String in
            switch option.kind {
            case .flag: "[" + Roff.bold(option.name) + "]"
            case .value: "[" + Roff.bold(option.name) + "\\ " + (option.value.allowedValues.isEmpty
                ? Roff.italic(option.valueName) : Roff.escape(option.value.allowedValues.joined(separator: "|"))) + "]"
            case .optionalValue: "[" + Roff.bold(option.name) + "\\ [" + Roff.italic(option.valueName) + "]]"
            }
        }
        return ([Roff.bold(path)] + arguments + options).joined(separator: " ")
    }

    /// Columns lined up with spaces must keep their lines; the prose around them is filled.
    private static func isTableRow(_ line: String) -> Bool { line.contains("   ") }

    /// Every command below `wf`, groups before their subcommands.
    private static func everyCommand<Node: CommandNode>(_ descriptor: Node, path: String) -> [(String, Node)] {
        descriptor.subcommands.flatMap { subcommand in
            let subpath = "\(path) \(subcommand.name)"
            return [(subpath, subcommand)] + everyCommand(subcommand, path: subpath)
        }
    }

    /// The commands that run, with their signatures, for the synopsis.
    private static func leaves(_ descriptor: some CommandNode, path: String) -> [(String, CommandSignature)] {
        everyCommand(descriptor, path: path).filter { $0.1.subcommands.isEmpty }.map { ($0.0, $0.1.signature()) }
    }
}
