import Domain
import Foundation
import Presentation
import Testing

/// Countries and dates as a speech synthesiser should read them: in words of the language.
@Suite("Spoken countries and dates")
struct SpokenNamesTests {
    let berlin = Place(name: "Berlin", country: "DE", region: "Land Berlin", coordinate: Coordinate(unchecked: 52.52, 13.41))

    @Test("A country code is said as the country's name in each of the six languages")
    func countryNames() {
        let germany = ["en": "Germany", "de": "Deutschland", "fr": "Allemagne", "es": "Alemania", "pt": "Alemanha", "ja": "ドイツ"]
        for language in Language.shipped {
            #expect(Phrasebook(language).countryName("DE") == germany[language.code], "\(language)")
            #expect(Phrasebook(language).countryName("de") == germany[language.code], "\(language)")
        }
        #expect(Phrasebook.english.countryName("GB") == "United Kingdom")
        #expect(Phrasebook(Language("fr")!).countryName("US") == "États-Unis")
        #expect(Phrasebook(Language("ja")!).countryName("JP") == "日本")
        #expect(Phrasebook(Language("pt")!).countryName("XK") == "Kosovo")
    }

    @Test("A code wf does not know, or a name, is said as it is given")
    func unknownCountries() {
        for text in ["ZZ", "QQ", "Atlantis", "", "D"] {
            #expect(Phrasebook(Language("de")!).countryName(text) == text)
        }
    }

    @Test("A place is said with its region and its country in words; a coordinate in the language's numbers")
    func places() {
        let german = Phrasebook(Language("de")!)
        #expect(Phrasebook.english.spokenPlace(berlin) == "Berlin, Land Berlin, Germany")
        #expect(german.spokenPlace(berlin) == "Berlin, Land Berlin, Deutschland")
        #expect(german.spokenPlace(Place(name: "52.52, 13.41", coordinate: berlin.coordinate)) == "52,52; 13,41")
        #expect(german.spokenPlace("Berlin, DE", at: berlin.coordinate, country: "DE") == "Berlin, Deutschland")
        // Only a code at the end is a country: one inside a name stays.
        #expect(german.spokenPlace("DE Town, Ontario", at: berlin.coordinate, country: "DE") == "DE Town, Ontario")
        #expect(german.spokenPlace("Berlin", at: berlin.coordinate, country: nil) == "Berlin")
    }

    @Test("A time stamp is said with the month in words, never as digits and dashes", arguments: [
        ("en", "on 23 November at 22:30"), ("de", "am 23. November um 22:30"), ("fr", "le 23 novembre à 22:30"),
        ("es", "el 23 de noviembre a las 22:30"), ("pt", "a 23 de novembro às 22:30"), ("ja", "11月23日 22:30"),
    ])
    func timestamps(language: String, expected: String) {
        // 2026-11-23 22:30 UTC.
        let date = Date(timeIntervalSince1970: 1_795_473_000)
        #expect(Phrasebook(Language(language)!).spokenTimestamp(date, on: .fixed(0)) == expected)
    }
}
