import Presentation

/// Rows of columns fitted to a width: columns are dropped in a fixed order (those of one order
/// together), then the flexible column is shortened, then a column of names, so that no line is
/// wider than the terminal, nothing wraps mid-word, and a number kept is never cut.
struct Table {
    struct Column {
        var cells: [String]
        var alignment: Alignment = .left
        /// Lower goes first when the row is too wide; nil is never dropped.
        var dropOrder: Int?
        /// Shortened with an ellipsis to fit; at most one per table, usually the last.
        var isFlexible = false
        /// Words (a name) shortened with an ellipsis when the row is too wide with nothing left to
        /// drop, rather than cut the numbers at the end of the line.
        var shortens = false
        /// Colour and the like, applied after padding so it never counts toward the width.
        var paint: (_ row: Int, _ padded: String) -> String = { $1 }
        /// The spaces before the column.
        var gap = Table.separator
        /// Rows whose cell here is written as it is and ends its row (an error in place of the
        /// weather): it never widens the column, so the other rows keep their widths.
        var looseRows: Set<Int> = []

        enum Alignment { case left, right }
    }

    static let separator = "  "
    /// A flexible column narrower than this is dropped instead of shown as a stump.
    static let minimumFlexibleWidth = 6
    /// Columns are dropped to give the flexible column this much before it is shortened.
    static let preferredFlexibleWidth = 12

    var columns: [Column]

    /// A droppable column with nothing to show in any row is left out from the start.
    init(columns: [Column]) {
        self.columns = columns.filter { column in
            column.dropOrder == nil || column.cells.contains { $0 != WeatherFormat.missing && !$0.isEmpty }
        }
    }

    func lines(width: Int, style: TerminalStyle) -> [String] {
        let rowCount = columns.map(\.cells.count).max() ?? 0
        var kept = style.unicode ? columns : columns.map { column in
            var column = column
            column.cells = column.cells.map(style.ascii)
            return column
        }
        // The flexible column asks for a little room of its own before other columns are dropped.
        func neededWidth(_ columns: [Column]) -> Int {
            columns.map { $0.isFlexible ? min($0.width, Self.preferredFlexibleWidth) : $0.width }.reduce(0, +)
                + columns.dropFirst().map(\.gap.count).reduce(0, +)
        }
        while neededWidth(kept) > width, let order = kept.compactMap(\.dropOrder).min() {
            kept.removeAll { $0.dropOrder == order }
        }
        if let flexible = kept.firstIndex(where: \.isFlexible) {
            let room = width - (neededWidth(kept) - min(kept[flexible].width, Self.preferredFlexibleWidth))
            if room >= min(kept[flexible].width, Self.minimumFlexibleWidth) {
                let loose = kept[flexible].looseRows
                kept[flexible].cells = kept[flexible].cells.enumerated().map { row, text in
                    loose.contains(row) ? text : text.truncated(to: room, style: style)
                }
            } else {
                kept.remove(at: flexible)
            }
        }
        if let names = kept.firstIndex(where: \.shortens) {
            let excess = kept.map(\.width).reduce(0, +) + kept.dropFirst().map(\.gap.count).reduce(0, +) - width
            if excess > 0 {
                let room = max(kept[names].width - excess, Self.minimumFlexibleWidth)
                let loose = kept[names].looseRows
                kept[names].cells = kept[names].cells.enumerated().map { row, text in
                    loose.contains(row) ? text : text.truncated(to: room, style: style)
                }
            }
        }
        let widths = kept.map(\.width)
        return (0..<rowCount).map { row in
            var line = ""
            for index in kept.indices {
                let column = kept[index]
                let text = row < column.cells.count ? column.cells[row] : ""
                if index > 0 { line += column.gap }
                if column.looseRows.contains(row) {
                    let room = width - TerminalStyle.visibleCount(line)
                    return line + column.paint(row, width == .max ? text : text.truncated(to: max(room, 1), style: style))
                }
                let isLast = index == kept.count - 1
                let padded = switch column.alignment {
                case .left: isLast ? text : text.rightPadded(widths[index])
                case .right: text.leftPadded(widths[index])
                }
                line += column.paint(row, padded)
            }
            return line
        }
    }
}

extension Table.Column {
    /// In terminal columns (a wide character takes two), loose rows left out.
    var width: Int { cells.enumerated().filter { !looseRows.contains($0.offset) }.map(\.element.terminalColumns).max() ?? 0 }
}

extension String {
    /// At most `width` terminal columns, ending in "…" (or "..." in ASCII) when cut.
    func truncated(to width: Int, style: TerminalStyle) -> String {
        fitted(columns: width, unicode: style.unicode)
    }
}
