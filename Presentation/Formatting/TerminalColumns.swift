import Domain

/// Text measured in terminal columns, where an East Asian wide character takes two, so that a
/// line fitted to the screen never wraps.
extension String {
    public var terminalColumns: Int { SearchQuery.columns(self) }

    /// The first `columns` columns; a wide character cut in half becomes a space.
    public func prefix(columns: Int) -> String {
        var result = "", used = 0
        for character in self {
            let width = character.terminalColumns
            if used + width > columns {
                if used < columns { result += " " }
                break
            }
            result.append(character)
            used += width
        }
        return result
    }

    /// What is left after the first `columns` columns; a wide character cut in half becomes a space.
    public func dropping(columns: Int) -> String {
        var used = 0
        for index in indices {
            if used >= columns {
                return (used > columns ? " " : "") + String(self[index...])
            }
            used += self[index].terminalColumns
        }
        return used > columns ? " " : ""
    }

    /// At most `columns` columns, ending in "…" ("..." without Unicode) when cut.
    public func fitted(columns: Int, unicode: Bool = true) -> String {
        guard terminalColumns > columns else { return self }
        let ellipsis = unicode ? "…" : "..."
        guard columns > ellipsis.count else { return prefix(columns: max(columns, 0)) }
        let kept = prefix(columns: columns - ellipsis.count)
        return String(kept.reversed().drop { $0 == " " }.reversed()) + ellipsis
    }

    /// Lines of at most `columns` columns, broken at spaces. Text without spaces (Japanese) is
    /// broken between its wide characters, and a word longer than a line is cut where the line
    /// ends as a last resort: nothing is left out. Colour codes take no room.
    public func wrapped(columns: Int) -> [String] {
        LineBreaker(first: columns, rest: columns).lines(self)
    }

    /// The same with every line after the first starting with `indent`, all within `columns`.
    public func wrapped(columns: Int, indent: String) -> [String] {
        let lines = LineBreaker(first: columns, rest: columns - indent.terminalColumns).lines(self)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
    }

    /// Spaces added to fill `columns` columns.
    public func padded(columns: Int) -> String {
        let missing = columns - terminalColumns
        return missing > 0 ? self + String(repeating: " ", count: missing) : self
    }
}

extension Character {
    var terminalColumns: Int { SearchQuery.columns(String(self)) }
}
