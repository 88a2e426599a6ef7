import Domain
import Foundation

/// How wf says things in one language: its phrase table, and numbers and dates as that language
/// writes them. Views receive one from the container; nothing reads a language from a global.
public struct Phrasebook: Hashable, Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static let english = Phrasebook(.english)

    /// The phrase with its `{placeholders}` filled: `phrasebook(.headerUpdated, ["time": "10:04"])`.
    /// Each placeholder is filled once: a value that itself holds "{name}" (a place, an error's
    /// words) is never filled again.
    public func callAsFunction(_ phrase: Phrase, _ values: [String: String] = [:]) -> String {
        let template = LoadedTables.table(language)[phrase.rawValue] ?? phrase.rawValue
        guard !values.isEmpty else { return template }
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            text += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// Whether this language writes its own words for the weather, rather than the provider's.
    /// English keeps the provider's words ("light rain"); other languages say the category.
    public var usesProviderWords: Bool { language == .english }

    /// A number written by `String(format:)` with this language's decimal separator: "8,1" in German.
    public func localised(_ formatted: String) -> String {
        guard language != .english else { return formatted }
        let separator = self(.numberDecimalSeparator)
        return separator == "." ? formatted : formatted.replacingOccurrences(of: ".", with: separator)
    }

    /// The phrase table as its translator wrote it: keys to text.
    public static func table(_ language: Language) -> [String: String] {
        table(code: language.code)
    }

    fileprivate static func table(code: String) -> [String: String] {
        let bytes: [UInt8] = switch code {
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

/// Each table read once, on its first phrase: a status-bar line that says no words reads none.
private enum LoadedTables {
    static let en = Phrasebook.table(code: "en")
    static let de = Phrasebook.table(code: "de")
    static let fr = Phrasebook.table(code: "fr")
    static let es = Phrasebook.table(code: "es")
    static let pt = Phrasebook.table(code: "pt")
    static let ja = Phrasebook.table(code: "ja")

    static func table(_ language: Language) -> [String: String] {
        switch language.code {
        case "de": de
        case "fr": fr
        case "es": es
        case "pt": pt
        case "ja": ja
        default: en
        }
    }
}
