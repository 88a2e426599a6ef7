/// A language wf speaks, by its ISO 639-1 code: "de".
public struct Language: Hashable, Sendable, CustomStringConvertible {
    public let code: String

    /// The languages that have a phrase table, English first.
    public static let shipped = Phrasebook.tables.map { Language(shipped: $0.code) }
    public static let english = shipped[0]

    fileprivate init(shipped code: String) {
        self.code = code
    }

    /// The shipped language a code or locale name asks for ("pt-BR", "de_DE.UTF-8"), or nil when
    /// wf does not speak it.
    public init?(_ text: String) {
        guard let code = Self.code(of: text), let language = Self.shipped.first(where: { $0.code == code }) else { return nil }
        self = language
    }

    public var description: String { code }

    /// Written in a script with no ASCII spelling: an ASCII-only terminal shows it as "?".
    public var needsUnicode: Bool { code == "ja" }

    /// How the language spells its letters in plain ASCII where that is not the bare letter without
    /// its accent: German writes "für" as "fuer" (and ß as "ss" in every language).
    public var asciiSpellings: [(letter: String, ascii: String)] {
        code == "de" ? [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue")] : []
    }

    /// The language part of a code or locale name, lowercased: "pt-BR" and "pt_BR.UTF-8" are "pt".
    /// Nil for what names no language: "", "C", "POSIX", "12", "../x".
    public static func code(of text: String) -> String? {
        let language = text.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
        let rest = text.dropFirst(language.count)
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              rest.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.@".contains($0)) }),
              language != "c" else { return nil }
        return language
    }
}
