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

    /// Lines of at most `columns` columns, broken between words; a word longer than a line is cut.
    public func wrapped(columns: Int) -> [String] {
        var lines: [String] = [], line = ""
        for word in split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if candidate.terminalColumns <= columns {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = word.terminalColumns <= columns ? word : word.fitted(columns: columns)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
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
