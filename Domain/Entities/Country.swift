import Foundation

/// ISO 3166 country codes from what a user types after a comma: "US", "us", "Germany", "deutschland" is not.
public enum Country {
    /// "US" for "US", "us", "United States"; nil when the text names no country (it may be a region).
    public static func code(for text: String) -> String? {
        let trimmed = text.trimmedOfWhiteSpace
        let upper = trimmed.uppercased()
        if upper.count == 2, codes.contains(upper) { return upper }
        let key = SearchQuery(trimmed).key
        guard key.count > 2 else { return nil }
        return namesByKey[key]
    }

    private static let codes = Set(Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) })

    /// English names (and the everyday short forms) to codes. Built only when a name is looked up.
    private static let namesByKey: [String: String] = {
        let english = Locale(identifier: "en_US")
        var names: [String: String] = [:]
        for code in codes {
            if let name = english.localizedString(forRegionCode: code) { names[SearchQuery(name).key] = code }
        }
        for (name, code) in ["usa": "US", "united states of america": "US", "uk": "GB", "england": "GB", "scotland": "GB",
                             "wales": "GB", "great britain": "GB", "holland": "NL", "south korea": "KR", "north korea": "KP",
                             "russia": "RU", "czech republic": "CZ", "ivory coast": "CI", "uae": "AE"] {
            names[name] = code
        }
        return names
    }()
}
