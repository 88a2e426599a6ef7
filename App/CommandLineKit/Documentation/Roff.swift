/// Text for a roff (man) document: escapes, paragraphs and requests.
struct Roff {
    private(set) var text = ""

    /// A request line: `.SH NAME`, `.TH WF 1 ...`; arguments with spaces are quoted.
    mutating func request(_ name: String, _ arguments: String...) {
        let quoted = arguments.map { $0.isEmpty || $0.contains(" ") ? "\"\(Self.escape($0))\"" : Self.escape($0) }
        text += "." + ([name] + quoted).joined(separator: " ") + "\n"
    }

    /// Text that may already hold font escapes (`\fB`): only its line starts are made safe.
    mutating func raw(_ line: String) {
        text += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
    }

    /// A tagged paragraph: `term` (with its fonts) on its own line, `text` (plain) indented under it.
    mutating func definition(_ term: String, _ text: String) {
        request("TP")
        raw(term)
        raw(Self.escape(text))
    }

    mutating func comment(_ line: String) {
        text += ".\\\" " + line + "\n"
    }

    /// Plain text, filled into paragraphs; indented lines (commands to type) are kept as they are.
    mutating func paragraphs(_ prose: String) {
        for paragraph in prose.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            request("PP")
            var indented: [String] = []
            for line in paragraph.split(separator: "\n").map(String.init) {
                if line.hasPrefix(" ") {
                    indented.append(line)
                    continue
                }
                if !indented.isEmpty { preformatted(indented.joined(separator: "\n")) }
                indented = []
                raw(Self.escape(line))
            }
            if !indented.isEmpty { preformatted(indented.joined(separator: "\n")) }
        }
    }

    /// Lines kept as they are, as in a table or an example.
    mutating func preformatted(_ block: String) {
        request("nf")
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            line.isEmpty ? request("sp") : raw(Self.escape(String(line)))
        }
        request("fi")
    }

    /// Backslashes, hyphens (as minus signs, so options can be searched and copied) and every
    /// non-ASCII character as a groff named Unicode character, so no input encoding is assumed.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default: escaped += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return escaped
    }

    static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
