import Domain
import Foundation

/// How wf says things in one language: its phrase table, and numbers and dates as that language
/// writes them. Views receive one from the container; nothing reads a language from a global.
public struct Phrasebook: Hashable, Sendable {
    public let language: Language
    /// The unit wind speeds are said in (`wind-unit`); nil says them in the units' own, km/h or mph.
    public var windUnit: WindUnit?

    public init(_ language: Language, windUnit: WindUnit? = nil) {
        self.language = language
        self.windUnit = windUnit
    }

    public static let english = Phrasebook(.english)

    /// The phrase in this language, its `{placeholders}` filled: `phrasebook(.searchNoDays)`,
    /// `phrasebook(.headerUpdated(time: "10:04"))`. Each placeholder is filled once: a value that
    /// itself holds "{name}" (a place, an error's words) is never filled again.
    public func callAsFunction(_ phrase: Phrase) -> String {
        let template = (phrase.table.map { $0.text(phrase.rawValue, in: language) } ?? LoadedTables.table(language)[phrase.rawValue])
            ?? phrase.rawValue
        let values = phrase.values
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

    /// A number written by `String(format:)` with this language's decimal separator: "8,1" in German.
    public func localised(_ formatted: String) -> String {
        guard language != .english else { return formatted }
        let separator = self(.numberDecimalSeparator)
        return separator == "." ? formatted : formatted.replacingOccurrences(of: ".", with: separator)
    }

    /// The languages wf speaks, English first: each one's phrase table (`Phrases/<code>.json`,
    /// embedded by Package.swift) and its line here. `Language.shipped` is this list's codes.
    static let tables: [(code: String, bytes: [UInt8])] = [
        ("en", PackageResources.en_json),
        ("de", PackageResources.de_json),
        ("fr", PackageResources.fr_json),
        ("es", PackageResources.es_json),
        ("pt", PackageResources.pt_json),
        ("ja", PackageResources.ja_json),
    ]

    static func embeddedTable(_ code: String) -> [UInt8]? {
        tables.first { $0.code == code }?.bytes
    }

    /// The phrase table as its translator wrote it: keys to text. Empty for a table that does not
    /// read (PhraseTableTests fails on it); every phrase then says its key.
    public static func table(_ language: Language) -> [String: String] {
        guard let bytes = embeddedTable(language.code) else { return [:] }
        return FlatJSONObject.strings(bytes) ?? [:]
    }
}

/// Each table read once, on its first phrase: a status-bar line that says no words reads none.
private final class LoadedTables: @unchecked Sendable {
    private static let shared = LoadedTables()
    private let lock = NSLock()
    private var tables: [Language: [String: String]] = [:]

    static func table(_ language: Language) -> [String: String] {
        shared.lock.withLock {
            if let table = shared.tables[language] { return table }
            let table = Phrasebook.table(language)
            shared.tables[language] = table
            return table
        }
    }
}
