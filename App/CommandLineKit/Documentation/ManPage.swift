/// The manual page of a program (`wf help --man`: wf.1), made from the same declarations as `--help`;
/// it says it is printed by `<program> help --man`.
@MainActor
public enum ManPage {
    /// A section of the program's own after COMMANDS (ENVIRONMENT, FILES): terms, with their fonts
    /// (`Roff.bold`), each with a plain text.
    public struct Section {
        public let title: String
        public let definitions: [(term: String, text: String)]

        public init(title: String, definitions: [(term: String, text: String)]) {
            self.title = title
            self.definitions = definitions
        }
    }

    /// `root` is the program itself: its name names the page; its sections close it.
    public static func render(_ root: some CommandNode, version: String, sections programSections: [Section] = []) -> String {
        let signature = root.signature()
        let program = signature.name
        var page = Roff()
        page.comment("Made by '\(program) help --man' from \(program)'s command declarations; do not edit by hand.")
        page.request("TH", program.uppercased(), "1", "", "\(program) \(version)", "User Commands")
        // Options, paths and URLs read better unbroken and unstretched.
        page.request("nh")
        page.request("ad", "l")
        page.request("SH", "NAME")
        page.raw(Roff.escape(program) + " \\- " + Roff.escape(signature.summary))

        page.request("SH", "SYNOPSIS")
        page.request("nf")
        for (path, leaf) in leaves(root, path: program) {
            page.raw(synopsis(leaf, path: path))
        }
        page.request("fi")

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

        for section in programSections {
            page.request("SH", section.title)
            for (term, text) in section.definitions {
                page.definition(term, text)
            }
        }

        for section in signature.sections {
            page.request("SH", section.title ?? "NOTES")
            isTable(section.body) ? page.preformatted(section.body) : page.paragraphs(section.body)
        }
        return page.text
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
                isTable(section.body) ? page.preformatted(section.body) : page.paragraphs(section.body)
            } else {
                page.paragraphs(section.body)
            }
        }
        if !signature.examples.isEmpty {
            page.request("PP")
            page.raw("Examples:")
            page.request("RS", "4")
            page.preformatted(signature.examples.joined(separator: "\n"))
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

    /// "\fBwf search\fR \fIquery\fR [\fB--days\fR \fIN\fR] ...".
    private static func synopsis(_ signature: CommandSignature, path: String) -> String {
        let arguments = signature.arguments.map { $0.isOptional ? "[" + Roff.italic($0.name) + "]" : Roff.italic($0.name) }
        let options = signature.options.map { option -> String in
            switch option.kind {
            case .flag: "[" + Roff.bold(option.name) + "]"
            case .value: "[" + Roff.bold(option.name) + " " + (option.value.allowedValues.isEmpty
                ? Roff.italic(option.valueName) : Roff.escape(option.value.allowedValues.joined(separator: "|"))) + "]"
            case .optionalValue: "[" + Roff.bold(option.name) + " [" + Roff.italic(option.valueName) + "]]"
            }
        }
        return ([Roff.bold(path)] + arguments + options).joined(separator: " ")
    }

    /// Columns lined up with spaces must keep their lines.
    private static func isTable(_ text: String) -> Bool { text.contains("   ") }

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
