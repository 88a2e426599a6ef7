/// A help text fitted to a terminal: every line within `width`, broken only between words, and
/// between whole options (`[--units metric|imperial]`) or quoted arguments, never inside one. A
/// word longer than a line is left whole.
@MainActor
struct HelpLayout {
    /// Columns a line may take: the terminal's (`Int.max` for a pipe), at most `HelpText.widest`.
    let width: Int

    /// Fewer columns than this beside the labels of a table, and each label has a line of its own.
    static let narrowestText = 16
    /// A table's text under a label of its own.
    static let stackedIndent = String(repeating: " ", count: 6)

    init(terminal: Int) {
        width = max(min(terminal, HelpText.widest), 20)
    }

    private init(width: Int) {
        self.width = width
    }

    /// For a block indented by two columns under its title.
    var indented: HelpLayout { HelpLayout(width: width - 2) }

    /// "USAGE: wf here [--location <where>] …", each usage (of a group's subcommands) under the
    /// first, and each going on further in. Narrower than 60 columns, "USAGE:" has a line of its own
    /// and the usages start two columns in, to leave an option room.
    func usage(_ usages: [[String]]) -> String {
        let narrow = width < 60
        let lines = usages.enumerated().flatMap { index, tokens in
            Self.joined(tokens, after: narrow ? "  " : index == 0 ? "USAGE: " : "       ", width: width, indent: narrow ? "    " : String(repeating: " ", count: 9))
        }
        return ((narrow ? ["USAGE:"] : []) + lines).joined(separator: "\n")
    }

    /// Prose filled to the width where a paragraph's lines do not fit as written; lines that are
    /// indented or lined up in columns (two spaces or more) kept, each broken as a row (`row`).
    func fill(_ text: String) -> String {
        var lines: [String] = [], prose: [String] = []
        func endProse() {
            if prose.contains(where: { $0.count > width }) {
                lines += HelpText.wrap(prose.joined(separator: " "), width: width)
            } else {
                lines += prose
            }
            prose = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty || line.hasPrefix(" ") || line.contains("  ") {
                endProse()
                lines += row(line)
            } else {
                prose.append(line)
            }
        }
        endProse()
        return lines.joined(separator: "\n")
    }

    /// Lines kept as written (commands to type), each broken as a row (`row`) when too long.
    func keep(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { row(String($0)) }.joined(separator: "\n")
    }

    /// A kept line, broken where it can be when too long: a label and its text as a table's rows
    /// are (the text under the label where beside it is too narrow), a row of cells between cells,
    /// a command between its arguments; what goes on under the line is indented four more.
    private func row(_ line: String) -> [String] {
        guard line.count > width else { return [line] }
        let margin = String(line.prefix { $0 == " " })
        let under = margin + "    "
        let cells = Self.cells(String(line.dropFirst(margin.count)))
        if cells.count == 1 {
            return Self.joined(Self.arguments(cells[0].text), after: margin, width: width, indent: under)
        }
        // A term (a key, a code, an option) or a label spaced out to a column, and its text; else cells.
        if cells.count == 2, !cells[0].text.contains(" ") || cells[1].separator.count > 3 {
            let (label, text) = (cells[0].text, cells[1])
            let column = margin.count + label.count + text.separator.count
            guard width - column >= Self.narrowestText else {
                return row(margin + label) + HelpText.wrap(text.text, width: width - under.count).map { under + $0 }
            }
            let lines = HelpText.wrap(text.text, width: width - column)
            return [margin + label + text.separator + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: column) + $0 }
        }
        var lines: [String] = [], current = margin
        for cell in cells {
            if current == margin {
                current += cell.text
            } else if current.count + cell.separator.count + cell.text.count > width {
                lines.append(current)
                current = margin + cell.text
            } else {
                current += cell.separator + cell.text
            }
        }
        return (lines + [current]).flatMap { row($0) }
    }

    /// A line's cells: its text between runs of two spaces or more, each with the spaces before it.
    private static func cells(_ text: String) -> [(separator: String, text: String)] {
        var cells: [(separator: String, text: String)] = []
        var separator = "", cell = "", spaces = 0
        for character in text {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2, !cell.isEmpty {
                cells.append((separator, cell))
                (separator, cell) = (String(repeating: " ", count: spaces), "")
            } else if spaces == 1 {
                cell += " "
            }
            spaces = 0
            cell.append(character)
        }
        return cells + [(separator, cell)]
    }

    /// Two-column rows, the second column wrapped under itself; `column` is wider than every label.
    /// Where that leaves the text too little room, the text goes under its label instead.
    func table(_ rows: [(String, String)], column: Int) -> String {
        let beside = width - 2 - column
        return rows.map { label, text in
            guard beside >= Self.narrowestText else {
                let lines = HelpText.wrap(text, width: width - Self.stackedIndent.count)
                return (["  " + label] + lines.map { Self.stackedIndent + $0 }).joined(separator: "\n")
            }
            let lines = HelpText.wrap(text, width: beside)
            let rest = lines.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
            // Labels are command and option names, one column a character, as `column` counts them.
            let padded = label + String(repeating: " ", count: max(column - label.count, 0))
            return (["  " + padded + (lines.first ?? "")] + rest).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Tokens joined by spaces into lines of at most `width`, the first after `prefix`, each line
    /// after the first indented.
    private static func joined(_ tokens: [String], after prefix: String = "", width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for token in tokens {
            if line == prefix {
                line += token
            } else if line.count + 1 + token.count > width {
                lines.append(line)
                line = indent + token
            } else {
                line += " " + token
            }
        }
        return lines + [line]
    }

    /// A command line's arguments: split at spaces outside quotes.
    private static func arguments(_ line: String) -> [String] {
        var tokens: [String] = [], token = ""
        var quote: Character?
        for character in line {
            if character == " ", quote == nil {
                if !token.isEmpty { tokens.append(token) }
                token = ""
                continue
            }
            // A quote opens at a token's start or after "=" (`--format="%c %t"`); within a word it is an apostrophe.
            let opens = quote == nil && (character == "\"" || character == "'") && (token.isEmpty || token.last == "=")
            token.append(character)
            if character == quote {
                quote = nil
            } else if opens {
                quote = character
            }
        }
        if !token.isEmpty { tokens.append(token) }
        return tokens
    }
}
