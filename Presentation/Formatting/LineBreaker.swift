/// Text in lines of a width in terminal columns: broken at spaces; a word with wide characters
/// (Japanese writes no spaces) between them, never inside a number or after an opening bracket;
/// a word longer than a line where the line ends, as a last resort. Nothing is left out, and a
/// colour code ("\u{1B}[2m") takes no room.
struct LineBreaker {
    /// Columns of the first line and of the lines after it.
    let first: Int
    let rest: Int

    /// Stay with the character before them: a line never starts with one (nor with a temperature's
    /// unit, "°C", parted from its number).
    private static let closing = Set("、。，．・：；！？）」』】〕〉》ー…%),.:;!?]}°")
    /// Stay with the character after them: a line never ends with one.
    private static let opening = Set("（「『【〔〈《([{")

    func lines(_ text: String) -> [String] {
        guard text.visibleColumns > first else { return [text] }
        var lines: [String] = [], line = "", used = 0
        var room: Int { max(lines.isEmpty ? first : rest, 1) }
        func breakLine() {
            lines.append(line)
            (line, used) = ("", 0)
        }
        func add(_ piece: String, columns: Int, after gap: Int = 0) {
            line += String(repeating: " ", count: gap) + piece
            used += gap + columns
        }
        /// Character by character, as much as each line holds.
        func cut(_ piece: String) {
            var codes = ""
            for character in piece {
                if !codes.isEmpty || character == "\u{1B}" {
                    codes.append(character)
                    if character.isLetter { line += codes; codes = "" }
                    continue
                }
                let columns = character.terminalColumns
                if used > 0, used + columns > room { breakLine() }
                add(String(character), columns: columns)
            }
            line += codes
        }
        for (index, (spaces, word)) in Self.words(of: text).enumerated() {
            // The spaces before a word stay as they are, except at the start of a line.
            let columns = word.visibleColumns, gap = used > 0 || index == 0 ? spaces : 0
            if used + gap + columns <= room {
                add(word, columns: columns, after: gap)
                continue
            }
            let pieces = Self.pieces(of: word)
            if pieces.count == 1 || !word.contains(where: { $0.terminalColumns > 1 }) {
                // A word in letters goes whole to the next line, cut there only when longer than a line.
                if used > 0 { breakLine() }
                if columns <= room { add(word, columns: columns) } else { cut(word) }
                continue
            }
            for (number, piece) in pieces.enumerated() {
                let columns = piece.visibleColumns, pieceGap = number == 0 && used > 0 ? gap : 0
                if used + pieceGap + columns <= room {
                    add(piece, columns: columns, after: pieceGap)
                } else {
                    if used > 0 { breakLine() }
                    if columns <= room { add(piece, columns: columns) } else { cut(piece) }
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// The words between spaces, each with the number of spaces before it; a word that starts with
    /// a closing mark stays with the one before it ("99 %", "36 :" in French, "−18.2 °C").
    static func words(of text: String) -> [(spaces: Int, word: String)] {
        var words: [(spaces: Int, word: String)] = [], spaces = 0, word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            if let first = word.first(where: { $0 != "\u{1B}" }), closing.contains(first), !words.isEmpty {
                words[words.count - 1].word += String(repeating: " ", count: spaces) + word
            } else {
                words.append((spaces, word))
            }
            (spaces, word) = (0, "")
        }
        for character in text {
            if character == " " {
                endWord()
                spaces += 1
            } else {
                word.append(character)
            }
        }
        endWord()
        return words
    }

    /// The places a word may be broken: between two wide characters, between a wide character and
    /// a run of narrow ones (a number, a Latin word), never before a closing mark nor after an opening one.
    static func pieces(of word: String) -> [String] {
        var pieces: [String] = [], piece = "", codes = ""
        var narrowRun = false, joinsNext = false
        for character in word {
            if !codes.isEmpty && !codes.last!.isLetter || character == "\u{1B}" {
                codes.append(character)
                continue
            }
            let wide = character.terminalColumns > 1
            let text = codes + String(character)
            codes = ""
            if piece.isEmpty || joinsNext || closing.contains(character) || (!wide && narrowRun) {
                piece += text
            } else {
                pieces.append(piece)
                piece = text
            }
            narrowRun = !wide
            joinsNext = opening.contains(character)
        }
        piece += codes
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}

extension String {
    /// The terminal columns the text takes, colour codes left out.
    var visibleColumns: Int {
        var count = 0, escape = false
        for character in self {
            if character == "\u{1B}" { escape = true }
            if escape {
                if character.isLetter { escape = false }
                continue
            }
            count += character.terminalColumns
        }
        return count
    }
}
