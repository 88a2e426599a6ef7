import Foundation

/// A US state (or the District of Columbia) or a Canadian province or territory, as typed after a
/// comma: its postal code ("NJ", "ON") or its name ("New Jersey"). Geocoders name a place's
/// first-level region in words (Open-Meteo's `admin1`), so a code is matched by the name it stands for.
public struct Subdivision: Hashable, Sendable {
    /// ISO 3166 alpha-2 code of the country ("US").
    public let country: String
    /// The postal code ("NJ").
    public let code: String
    /// The name geocoders give ("New Jersey").
    public let name: String

    /// The subdivision `text` names by code or name, nil when it names none.
    public static func named(_ text: String) -> Subdivision? {
        let trimmed = text.trimmedOfWhiteSpace
        if trimmed.count == 2, let found = byCode[trimmed.uppercased()] { return found }
        return byName[key(trimmed)]
    }

    /// Whether `region` (a geocoder's `admin1`) is this subdivision: "Québec" and "Quebec" are one.
    public func isNamed(_ region: String?) -> Bool {
        guard let region else { return false }
        let wanted = Self.key(region)
        return wanted == Self.key(name) || Self.alternatives[code, default: []].contains { Self.key($0) == wanted }
    }

    static func key(_ text: String) -> String {
        SearchQuery(text).text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: ".", with: "")
    }

    private static let all: [Subdivision] = {
        let states = ["AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
                      "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
                      "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
                      "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
                      "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
                      "NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
                      "NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
                      "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
                      "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
                      "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming"]
        let provinces = ["AB": "Alberta", "BC": "British Columbia", "MB": "Manitoba", "NB": "New Brunswick",
                         "NL": "Newfoundland and Labrador", "NS": "Nova Scotia", "NT": "Northwest Territories", "NU": "Nunavut",
                         "ON": "Ontario", "PE": "Prince Edward Island", "QC": "Quebec", "SK": "Saskatchewan", "YT": "Yukon"]
        return states.map { Subdivision(country: "US", code: $0.key, name: $0.value) }
            + provinces.map { Subdivision(country: "CA", code: $0.key, name: $0.value) }
    }()

    /// Other names a geocoder or a user gives the same region.
    private static let alternatives = ["DC": ["Washington DC", "DC"], "QC": ["Québec"],
                                       "NL": ["Newfoundland"], "PE": ["PEI"], "YT": ["Yukon Territory"]]

    private static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })

    private static let byName: [String: Subdivision] = {
        var names = Dictionary(uniqueKeysWithValues: all.map { (key($0.name), $0) })
        for (code, others) in alternatives { for other in others { names[key(other)] = byCode[code] } }
        return names
    }()
}
