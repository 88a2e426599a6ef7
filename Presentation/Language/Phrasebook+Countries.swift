import Domain
import Foundation

/// Countries said by their names, for a screen reader: "Berlin, Germany", "Berlin, Deutschland",
/// never "Berlin, DE", which a speech synthesiser reads as a word ("duh").
///
/// The names are CLDR's, written out of ICU by Foundation's `Locale.localizedString(forRegionCode:)`
/// (Portuguese from pt_PT, as the phrase table is written) into `countries.json`. They are bundled
/// because release builds keep ICU's region names for English only (scripts/icu-data-filter.c).
extension Phrasebook {
    /// "Deutschland" for "DE" in German; a code wf does not know, or a name, as it is given.
    public func countryName(_ code: String) -> String {
        CountryNames.names(in: language)[code.uppercased()] ?? code
    }

    /// A place in a sentence: "Berlin, Land Berlin, Germany"; one named by its coordinate is said
    /// in this language's numbers.
    public func spokenPlace(_ place: Place) -> String {
        guard place.name != place.coordinate.description else { return coordinate(place.coordinate) }
        return [place.name, place.distinctRegion, place.country.map(countryName)]
            .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: ", ")
    }

    /// The place a provider named with its weather: "Lisbon, Portugal", or its coordinate in words.
    public func spokenPlace(_ weather: CurrentWeather) -> String {
        spokenPlace(weather.displayName, at: weather.coordinate, country: weather.country)
    }

    /// A name already written with a country code at its end ("Berlin, DE") with the country said
    /// instead; a name that is only its coordinate is said in this language's numbers.
    public func spokenPlace(_ name: String, at coordinate: Coordinate, country: String?) -> String {
        guard let country, !country.isEmpty, name.hasSuffix(", " + country) else { return spokenPlace(name, at: coordinate) }
        return name.dropLast(country.count) + countryName(country)
    }
}

/// `countries.json`, read once, on the first country said.
private enum CountryNames {
    private static let all: [String: [String: String]] =
        (try? JSONDecoder().decode([String: [String: String]].self, from: Data(PackageResources.countries_json))) ?? [:]

    static func names(in language: Language) -> [String: String] {
        all[language.code] ?? [:]
    }
}
