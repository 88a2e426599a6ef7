/// A feature's own phrases in every language, kept in its folder (`ForecastChange/ForecastChangePhrases.swift`),
/// so a new section adds its words without touching the language tables (`Phrases/<language>.json`)
/// or the package. A phrase declared `in:` a table is said from it.
public struct PhraseTable: Hashable, Sendable {
    /// What the words are of, for the tests' messages.
    public let name: String
    /// Each language's phrases by key: `["en": ["change.label": "Tomorrow"], "de": …]`.
    public let languages: [String: [String: String]]

    init(_ name: String, _ languages: [String: [String: String]]) {
        self.name = name
        self.languages = languages
    }

    /// The text of `key` in `language`, else in English.
    func text(_ key: String, in language: Language) -> String? {
        languages[language.code]?[key] ?? languages[Language.english.code]?[key]
    }

    public static func == (left: PhraseTable, right: PhraseTable) -> Bool { left.name == right.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
