import Foundation

/// Text for a roff (man) document: escapes, paragraphs and requests.
public struct Roff {
    public private(set) var text = ""

    public init() {}

    /// A request line: `.SH NAME`, `.TH WF 1 ...`; arguments with spaces are quoted. Without
    /// `escaping`, a hyphen stays a hyphen (a date), not a minus sign.
    public mutating func request(_ name: String, _ arguments: String..., escaping: Bool = true) {
        let escape = escaping ? Self.escape : { $0 }
        let quoted = arguments.map { $0.isEmpty || $0.contains(" ") ? "\"\(escape($0))\"" : escape($0) }
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

    /// Plain text, filled into paragraphs; indented lines (commands to type), and the lines `keeping`
    /// picks, are kept as lines.
    public mutating func paragraphs(_ prose: String, keeping: (String) -> Bool = { $0.hasPrefix(" ") }) {
        for paragraph in prose.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            request("PP")
            var indented: [String] = []
            for line in paragraph.split(separator: "\n").map(String.init) {
                if line.hasPrefix(" ") || keeping(line) {
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

    /// Lines kept as they are, as in a table or an example; a line wider than `width` goes on under
    /// its second column (`wrapped`), so that the page fits an 80-column terminal.
    public mutating func preformatted(_ block: String, width: Int = Self.keptWidth) {
        request("nf")
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { request("sp") }
            for part in Self.wrapped(String(line), width: width) { raw(Self.escape(part)) }
        }
        request("fi")
    }

    /// What a kept line may take at a section's indent (7) on an 80-column page (man sets 78).
    public static let keptWidth = 71

    /// `line` broken into lines of at most `width` where it can be. A row of cells ("%l place   %c
    /// icon   …") breaks between cells and goes on at its own indent; a row of two columns ("key
    /// text") breaks at spaces and goes on under its second column (two columns in when that is
    /// too far right).
    public static func wrapped(_ line: String, width: Int) -> [String] {
        let characters = Array(line)
        let lead = characters.prefix { $0 == " " }.count
        guard characters.count > width, lead + 2 < width else { return [line] }
        // Where each run of spaces after the indent starts, and how long it is.
        var runs: [(start: Int, length: Int)] = []
        var index = lead
        while index < characters.count {
            guard characters[index] == " " else { index += 1; continue }
            let length = characters[index...].prefix { $0 == " " }.count
            runs.append((index, length))
            index += length
        }
        let cells = runs.filter { $0.length >= 3 }
        let column = runs.first { $0.length >= 2 }.map { $0.start + $0.length }
        let twoColumns = cells.count < 2 && column.map { $0 <= width / 2 } == true
        if !twoColumns, let cut = cells.last(where: { $0.start <= width }) {
            let rest = String(repeating: " ", count: lead) + String(characters[(cut.start + cut.length)...])
            return [String(characters[..<cut.start])] + wrapped(rest, width: width)
        }
        let hang = twoColumns ? column ?? lead + 2 : lead + 2
        guard let cut = runs.last(where: { $0.start <= width && $0.start > hang }) else { return [line] }
        let rest = String(repeating: " ", count: hang) + String(characters[(cut.start + cut.length)...])
        return [String(characters[..<cut.start])] + wrapped(rest, width: width)
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
