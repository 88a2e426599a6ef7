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

    /// The 3-character rule: fewer is too little to look up (a geocoder's prefix match finds nothing useful).
    public static let minimumLength = 3
    /// The longest place names are well under this; anything longer is a mistake, not a place.
    public static let maximumLength = 100

    /// The normalised query, or `queryTooShort` with no side effect.
    public static func validated(_ rawQuery: String) throws(WeatherError) -> SearchQuery {
        let query = SearchQuery(rawQuery)
        guard columns(query.text) >= minimumLength else { throw .queryTooShort(query.text) }
        guard query.text.count <= maximumLength else {
            throw .invalidInput("a place name is at most \(maximumLength) characters (got \(query.text.count))")
        }
        return query
    }

    /// The 3-character rule counts terminal columns: an East Asian wide or fullwidth character
    /// (Unicode East Asian Width W or F) counts 2, so "東京" and "서울" are long enough and "lo" is not.
    /// A character with combining marks counts once; an emoji shown wide counts 2.
    public static func columns(_ text: String) -> Int {
        text.reduce(0) { total, character in
            guard let scalar = character.unicodeScalars.first else { return total }
            return total + (isWide(scalar) ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
