extension StringProtocol {
    /// The text without white space or line breaks at either end, by the standard library alone:
    /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, and its first use
    /// cost a quarter of a millisecond of every `wf here`.
    var trimmedOfWhiteSpace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text with every control and format character (escapes, BEL, C1 controls, bidi
    /// overrides, zero-width joiners and marks) written as "?": what a server sends may then be
    /// printed, and never writes to the terminal itself.
    public var withoutControls: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let category = scalar.properties.generalCategory
            if category == .control || category == .format {
                scalars.append(contentsOf: "?".unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Most scalars one character (grapheme cluster) keeps: the longest emoji sequences (a kiss with
    /// two skin tones) have 10; a base letter with a few accents, 3 or 4. Beyond that, the marks are
    /// stacked out of any line (a "Zalgo" name) or a run of 60,000 of them is one character.
    public static let scalarsPerCharacter = 16

    /// The text as it may be shown: at most `columns` terminal columns (a wide character takes two,
    /// `SearchQuery.columns`), each character cut to `scalarsPerCharacter` scalars, and "…" at the end
    /// when anything was cut. Text from a server is bounded by what it shows, never by its code
    /// points alone: 60,000 combining marks are one character of 60,000 scalars.
    public func bounded(columns: Int) -> String {
        var result = "", used = 0
        for character in self {
            let width = SearchQuery.columns(String(character))
            guard used + width <= columns else { return result + "…" }
            if character.unicodeScalars.count > Self.scalarsPerCharacter {
                result.unicodeScalars.append(contentsOf: character.unicodeScalars.prefix(Self.scalarsPerCharacter))
            } else {
                result.append(character)
            }
            used += width
        }
        return result
    }

    /// The text with the password of every URL in it replaced ("https://me:***@gateway.example"):
    /// a gateway's credentials are never printed, in a list of settings or a message.
    public var maskingURLPasswords: String {
        guard contains("://"), contains("@") else { return self }
        return replacing(/([A-Za-z][A-Za-z0-9+.\-]*:\/\/[^\/\s:@]*):[^@\/\s]*@/) { "\($0.1):***@" }
    }
}
