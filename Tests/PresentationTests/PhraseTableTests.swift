import Domain
import Foundation
import Presentation
import Testing

/// The phrase tables a translator edits (Presentation/Language/Phrases/<code>.json): each has
/// exactly English's keys, with the same placeholders, and reads as JSON.
@Suite("Phrase tables")
struct PhraseTableTests {
    static let english = Phrasebook.table(.english)

    @Test("English has exactly the phrases the code says")
    func englishMatchesTheCode() {
        #expect(Set(Self.english.keys) == Set(Phrase.allCases.map(\.rawValue)))
    }

    @Test("Each phrase's function gives exactly the placeholders its English text has")
    func functionsGiveEveryPlaceholder() {
        for phrase in Phrase.allCases {
            #expect(Set(phrase.placeholders) == Self.placeholders(Self.english[phrase.rawValue] ?? ""), "\(phrase.rawValue)")
            #expect(phrase.placeholders.count == Set(phrase.placeholders).count, "\(phrase.rawValue) names a placeholder twice")
        }
    }

    @Test("Each language has every key English has, and none English lacks", arguments: Language.shipped)
    func sameKeys(language: Language) {
        let table = Phrasebook.table(language)
        #expect(!table.isEmpty, "\(language).json does not read as an object of strings")
        let missing = Set(Self.english.keys).subtracting(table.keys).sorted()
        let extra = Set(table.keys).subtracting(Self.english.keys).sorted()
        #expect(missing.isEmpty, "\(language).json lacks \(missing)")
        #expect(extra.isEmpty, "\(language).json has keys English lacks: \(extra)")
    }

    @Test("Each phrase has English's placeholders, no more and no fewer", arguments: Language.shipped)
    func samePlaceholders(language: Language) {
        let table = Phrasebook.table(language)
        for (key, text) in Self.english {
            guard let translated = table[key] else { continue }
            #expect(Self.placeholders(translated) == Self.placeholders(text), "\(language): \(key)")
        }
    }

    @Test("The decimal separator is a comma for de, fr, es and pt, a dot for en and ja", arguments: Language.shipped)
    func decimalSeparator(language: Language) {
        let expected = ["de", "fr", "es", "pt"].contains(language.code) ? "," : "."
        #expect(Phrasebook(language)(.numberDecimalSeparator) == expected)
        #expect(Phrasebook(language).temperature(8.06, .metric) == "8\(expected)1 °C")
    }

    @Test("A report line's 'unavailable' value does not repeat its label (\"Rain soon   rain soon unavailable\")",
          arguments: Language.shipped)
    func unavailableDoesNotStutter(language: Language) {
        let words = Phrasebook(language)
        for (label, value) in [(Phrase.reportRain, Phrase.reportRainUnavailable), (.reportAir, .reportAirUnavailable)] {
            let labelWord = words(label).split(separator: " ").first.map { $0.lowercased() } ?? ""
            #expect(!words(value).lowercased().contains(labelWord), "\(language): \(words(label))  \(words(value))")
        }
    }

    /// What is wrong with a feature's own table (`PhraseTable`) against its phrases: each shipped
    /// language has exactly their keys, with English's placeholders, and each phrase's function gives them.
    static func problems(in table: PhraseTable, for phrases: [Phrase]) -> [String] {
        var problems: [String] = []
        let keys = Set(phrases.map(\.rawValue))
        let english = table.languages[Language.english.code] ?? [:]
        for phrase in phrases {
            if phrase.table != table { problems.append("\(phrase.rawValue) is not declared in \(table.name)") }
            if Set(phrase.placeholders) != placeholders(english[phrase.rawValue] ?? "") {
                problems.append("\(phrase.rawValue): its function gives \(phrase.placeholders), English has \(placeholders(english[phrase.rawValue] ?? ""))")
            }
        }
        for language in Language.shipped {
            guard let texts = table.languages[language.code] else {
                problems.append("\(table.name) has no \(language.code)")
                continue
            }
            let missing = keys.subtracting(texts.keys).sorted(), extra = Set(texts.keys).subtracting(keys).sorted()
            if !missing.isEmpty { problems.append("\(table.name): \(language.code) lacks \(missing)") }
            if !extra.isEmpty { problems.append("\(table.name): \(language.code) has keys the code lacks: \(extra)") }
            for (key, text) in texts where placeholders(text) != placeholders(english[key] ?? "") {
                problems.append("\(table.name): \(language.code) \(key) has placeholders \(placeholders(text))")
            }
        }
        return problems
    }

    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
