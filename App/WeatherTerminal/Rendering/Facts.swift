import Presentation

/// "Humidity    81 %": the facts of one report, each a label and a value, laid out together so that
/// the values line up in any language. The label column is as wide as the longest label shown and
/// a space (12 columns at least, as in English); a label never touches its value. A value too long
/// for the width goes on under itself, broken between words (between characters in Japanese), so
/// that a narrow screen never cuts a number. Where the label column would leave the values too
/// little room, each label has a line of its own with its value indented under it.
struct Facts {
    private enum Row {
        case fact(label: String, value: String)
        case text(String)
    }

    let words: Phrasebook
    private var rows: [Row] = []

    /// The label column is never narrower.
    static let minimumLabelWidth = 12
    /// Fewer columns than this beside the labels, and the labels go on lines of their own.
    static let minimumValueWidth = 16
    /// The values' indent under a label of their own.
    static let stackedIndent = "  "

    init(words: Phrasebook) {
        self.words = words
    }

    mutating func add(_ label: Phrase, _ value: String) {
        rows.append(.fact(label: words(label), value: value))
    }

    /// A line of its own among the facts, as it is ("☁  overcast").
    mutating func add(text: String) {
        rows.append(.text(text))
    }

    static func += (facts: inout Facts, more: Facts) {
        facts.rows += more.rows
    }

    /// The longest label shown and a space.
    var labelWidth: Int {
        let labels = rows.compactMap { row -> Int? in
            guard case .fact(let label, _) = row else { return nil }
            return label.terminalColumns
        }
        return max(Self.minimumLabelWidth, (labels.max() ?? 0) + 1)
    }

    /// The facts in lines of at most `width` columns.
    func lines(width: Int) -> [String] {
        let labelWidth = labelWidth
        let stacked = width - labelWidth < Self.minimumValueWidth
        let indent = stacked ? Self.stackedIndent : String(repeating: " ", count: labelWidth)
        let columns = max(width - indent.count, 10)
        return rows.flatMap { row -> [String] in
            switch row {
            case .text(let text):
                return [text]
            case .fact(let label, let value) where stacked:
                return [label] + value.wrapped(columns: columns).map { indent + $0 }
            case .fact(let label, let value):
                return value.wrapped(columns: columns).enumerated().map { index, line in
                    (index == 0 ? label.rightPadded(labelWidth) : indent) + line
                }
            }
        }
    }
}
