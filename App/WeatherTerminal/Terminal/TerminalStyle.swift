import Domain
import Foundation
import Presentation

/// What the output device can show (colour, Unicode glyphs, width), and the words to show.
public struct TerminalStyle: Sendable {
    public var colour: Bool
    public var unicode: Bool
    public var isTerminal: Bool
    /// Weather icons as glyphs (☂); as words ("rain") when false. Only a terminal shows glyphs: a
    /// script reading a pipe gets words, and `--format`'s `%c` keeps its own rule.
    public var iconGlyphs = true
    /// Sentences for a screen reader instead of tables, glyphs and colour.
    public var accessible = false
    /// `--more`: a place's sentences in full, a fact a line; without it, the summary (at most 75 words).
    public var spokenInFull = false
    /// Columns a line may use: the terminal's, or `COLUMNS`; unlimited for a pipe.
    public var width: Int
    /// The language results are written in (`--lang`, `WF_LANG`, `language`, the locale).
    public var phrasebook: Phrasebook = .english
    /// The credits providers ask for under their results, as the front end knows them.
    public var credits = Credits.none
    /// What to do about an error the user can fix, in the front end's words (wf's command lines).
    public var remedies = WeatherErrorMessage.Remedies()
    /// The side parts that close a report, in order, as the front end lists them with their sections
    /// (the CLI's `SideSections`): none unless it says.
    public var closingParts: [ReportPartView] = []

    public init(colour: Bool, unicode: Bool, isTerminal: Bool = false, width: Int = .max) {
        self.colour = colour
        self.unicode = unicode
        self.isTerminal = isTerminal
        self.width = width
    }

    public static let plain = TerminalStyle(colour: false, unicode: true)

    /// Colour and icon glyphs only on a terminal, colour never with NO_COLOR or TERM=dumb; ASCII only
    /// in a non-UTF-8 locale.
    public static func detect(environment: [String: String]) -> TerminalStyle {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let dumb = environment["TERM"] == "dumb"
        // no-color.org: set and not empty.
        let colour = isTerminal && !dumb && (environment["NO_COLOR"] ?? "").isEmpty
        // As in POSIX, a variable set to nothing is as if unset: LC_ALL= leaves LANG to decide.
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let unicode = !["C", "POSIX"].contains(locale) || locale.uppercased().contains("UTF")
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let width = columns ?? (isTerminal ? terminalWidth() : nil) ?? .max
        var style = TerminalStyle(colour: colour, unicode: unicode, isTerminal: isTerminal, width: width)
        style.iconGlyphs = isTerminal
        return style
    }

    public static func terminalWidth(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
        WindowSize.current(of: descriptor)?.columns
    }

    // MARK: Styling

    public enum Colour: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36"
    }

    public func paint(_ text: String, _ colour: Colour) -> String {
        self.colour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { paint(text, .bold) }

    /// Without Unicode, "…" becomes ".." and "°C" becomes "C".
    public func ascii(_ text: String) -> String {
        unicode ? text : text.replacingOccurrences(of: "…", with: "..").replacingOccurrences(of: "°", with: "")
    }
    public func dim(_ text: String) -> String { paint(text, .dim) }

    /// Cold blue to hot red, judged in °C.
    public func temperature(_ text: String, celsius: Double) -> String {
        let colour: Colour = switch celsius {
        case ..<0: .blue
        case ..<12: .cyan
        case ..<24: .green
        case ..<30: .yellow
        default: .red
        }
        return paint(text, colour)
    }

    /// A glyph, or without Unicode or a terminal the icon's name in whole words.
    public func icon(_ icon: WeatherIcon) -> String {
        iconsAreWords ? phrasebook.iconName(icon) : WeatherFormat.glyph(icon)
    }

    /// Icons as words say what a description beside them says: a table drops them before a number
    /// loses its room.
    public var iconsAreWords: Bool { !(unicode && iconGlyphs) }

    // MARK: Finishing a text result

    /// The lines of a text result as they go out: without Unicode, plain ASCII only; on a terminal
    /// (or with COLUMNS), no line wider than the width: a longer one ends in "…" ("..." in ASCII).
    /// Sentences for a screen reader are never cut: the terminal wraps them.
    public func finish(_ lines: [String]) -> String {
        lines.map { line in
            let text = unicode ? line : Self.asciiOnly(line, in: phrasebook.language)
            return accessible ? text : fitted(text)
        }.joined(separator: "\n") + "\n"
    }

    private static let asciiReplacements: [(String, String)] = [
        ("°", ""), ("ß", "ss"), ("…", "..."), ("–", "-"), ("—", "-"), ("·", "-"), ("│", "|"), ("└", "+"), ("─", "-"),
        ("←", "<-"), ("→", "->"), ("↑", "^"), ("↓", "v"), ("“", "\""), ("”", "\""), ("‘", "'"), ("’", "'"),
        ("μ", "u"), ("µ", "u"), ("³", "3"),
        // Letters of their own, that no accent can be dropped from: spelled as their languages do
        // in ASCII, so that a place keeps its name ("Tromsø" → "Tromso", never "Troms?").
        ("ø", "o"), ("Ø", "O"), ("æ", "ae"), ("Æ", "AE"), ("œ", "oe"), ("Œ", "OE"), ("đ", "d"), ("Đ", "D"), ("ð", "d"),
        ("Ð", "D"), ("ł", "l"), ("Ł", "L"), ("þ", "th"), ("Þ", "Th"), ("ħ", "h"), ("Ħ", "H"), ("ı", "i"), ("ŧ", "t"),
        ("Ŧ", "T"), ("ŋ", "ng"), ("Ŋ", "Ng"), ("ĸ", "k"), ("ſ", "s"),
    ]

    /// "São Paulo · 12 °C" → "Sao Paulo - 12 C": known symbols replaced, accents dropped, letters of
    /// their own spelled out ("Tromsø" → "Tromso"), anything else that is not ASCII shown as "?";
    /// German's umlauts as German spells them ("für" → "fuer").
    public static func asciiOnly(_ text: String, in language: Language = .english) -> String {
        guard !text.unicodeScalars.allSatisfy(\.isASCII) else { return text }
        var text = text.precomposedStringWithCanonicalMapping
        for (symbol, replacement) in asciiReplacements + language.asciiSpellings {
            text = text.replacingOccurrences(of: symbol, with: replacement)
        }
        let scalars = text.decomposedStringWithCanonicalMapping.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            if scalar.isASCII { return scalar }
            return scalar.properties.generalCategory == .nonspacingMark ? nil : "?"
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The line cut to the width, counting only what shows (colour codes do not) in terminal
    /// columns (a wide character takes two).
    private func fitted(_ line: String) -> String {
        guard width < Int.max, Self.visibleCount(line) > width else { return line }
        let ellipsis = unicode ? "…" : "..."
        var kept = ""
        var shown = 0
        var escape = false
        for character in line {
            if character == "\u{1B}" { escape = true }
            if escape {
                kept.append(character)
                if character.isLetter { escape = false }
                continue
            }
            let columns = String(character).terminalColumns
            guard shown + columns <= width - ellipsis.count else { shown = width; continue }
            kept.append(character)
            shown += columns
        }
        return kept + ellipsis + (colour ? "\u{1B}[0m" : "")
    }

    /// The terminal columns a line takes, colour codes left out.
    public static func visibleCount(_ line: String) -> Int {
        var count = 0
        var escape = false
        for character in line {
            if character == "\u{1B}" { escape = true }
            if escape {
                if character.isLetter { escape = false }
                continue
            }
            count += character.isASCII ? 1 : String(character).terminalColumns
        }
        return count
    }
}

extension Units {
    public func celsius(_ value: Double) -> Double {
        self == .metric ? value : (value - 32) * 5 / 9
    }
}
