import Domain
import Foundation

/// How wf says things in one language: its phrase table, and numbers and dates as that language
/// writes them. Views receive one from the container; nothing reads a language from a global.
public struct Phrasebook: Sendable {
    public let language: Language
    private let phrases: [String: String]

    public init(_ language: Language) {
        self.language = language
        phrases = Self.table(language)
    }

    public static let english = Phrasebook(.english)

    /// The phrase with its `{placeholders}` filled: `phrasebook(.headerUpdated, ["time": "10:04"])`.
    public func callAsFunction(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
        var text = phrases[phrase.rawValue] ?? phrase.rawValue
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// Whether this language writes its own words for the weather, rather than the provider's.
    /// English keeps the provider's words ("light rain"); other languages say the category.
    public var usesProviderWords: Bool { language == .english }

    /// A number written by `String(format:)` with this language's decimal separator: "8,1" in German.
    public func localised(_ formatted: String) -> String {
        let separator = self(.numberDecimalSeparator)
        return separator == "." ? formatted : formatted.replacingOccurrences(of: ".", with: separator)
    }

    /// The phrase table as its translator wrote it: keys to text.
    public static func table(_ language: Language) -> [String: String] {
        let bytes: [UInt8] = switch language.code {
        case "de": PackageResources.de_json
        case "fr": PackageResources.fr_json
        case "es": PackageResources.es_json
        case "pt": PackageResources.pt_json
        case "ja": PackageResources.ja_json
        default: PackageResources.en_json
        }
        // The tables are part of the build and checked by PhraseTableTests; an unreadable one says keys.
        return (try? JSONDecoder().decode([String: String].self, from: Data(bytes))) ?? [:]
    }
}
