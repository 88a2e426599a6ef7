import Foundation

/// Text for a roff (man) document: escapes, paragraphs and requests.
public struct Roff {
    public private(set) var text = ""

    public init() {}

    /// A request line: `.SH NAME`, `.TH WF 1 ...`; arguments with spaces are quoted.
    public mutating func request(_ name: String, _ arguments: String...) {
        let quoted = arguments.map { $0.isEmpty || $0.contains(" ") ? "\"\(Self.escape($0))\"" : Self.escape($0) }
        text += "." + ([name] + quoted).joined(separator: " ") + "\n"
    }

    /// Text that may already hold font escapes (`\fB`): only its line starts are made safe.
    public mutating func raw(_ line: String) {
        text += (line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" : "") + line + "\n"
    }

    /// A tagged paragraph: `term` (with its fonts) on its own line, `text` (plain) indented under it.
    public mutating func definition(_ term: String, _ text: String) {
        request("TP")
        raw(term)
        raw(Self.escape(text))
    }

    public mutating func comment(_ line: String) {
        text += ".\\\" " + line + "\n"
    }

    /// Plain text, filled into paragraphs; indented lines (commands to type) are kept as they are.
    public mutating func paragraphs(_ prose: String) {
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
    public mutating func preformatted(_ block: String) {
        request("nf")
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            line.isEmpty ? request("sp") : raw(Self.escape(String(line)))
        }
        request("fi")
    }

    /// Backslashes, hyphens (as minus signs, so options can be searched and copied) and every
    /// non-ASCII character as a groff named Unicode character, so no input encoding is assumed.
    public static func escape(_ text: String) -> String {
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

    public static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
    public static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
