import Foundation

/// A place query as the user typed it, normalised so that "  London", "london" and "LONDON" are one query.
public struct SearchQuery: Hashable, Codable, Sendable {
    /// Trimmed, Unicode-composed text with inner runs of white space folded to one space.
    public let text: String
    /// `text` folded to lower case: the cache key.
    public let key: String

    public init(_ raw: String) {
        let cleaned = raw.precomposedStringWithCanonicalMapping
            .unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }
        let words = String(String.UnicodeScalarView(cleaned))
            .split(whereSeparator: { $0.isWhitespace })
        text = words.joined(separator: " ")
        key = text.lowercased()
    }
}
