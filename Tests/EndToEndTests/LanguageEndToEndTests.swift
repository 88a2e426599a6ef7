import Foundation
import Testing
import TestSupport

/// `--lang`, `WF_LANG`, `language` and the locale, against the stub providers.
@Suite("Languages end to end")
struct LanguageEndToEndTests {
    static let germanWeekdays = ["Mo ", "Di ", "Mi ", "Do ", "Fr ", "Sa ", "So "]
    static let englishWeekdays = ["Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "]

    @Test("WF_LANG=de: German weekdays and descriptions from the category, decimal commas; Open-Meteo's geocoder is asked in German")
    func germanOpenMeteo() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LANG": "de"])
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "berlin", "--days", "3")
        #expect(result.status == 0)
        let days = result.stdout.split(separator: "\n").dropFirst().prefix(3)
        #expect(days.allSatisfy { line in Self.germanWeekdays.contains { line.hasPrefix($0) } }, "\(result.stdout)")
        #expect(result.stdout.contains("aktualisiert") && result.stdout.contains("Wetterdaten von"))
        #expect(result.stdout.range(of: #"\d+,\d °C"#, options: .regularExpression) != nil, "\(result.stdout)")
        #expect(result.stdout.range(of: #"\d+\.\d °C"#, options: .regularExpression) == nil)
        let germanWords = ["klar", "bewölkt", "bedeckt", "Nebel", "Niesel", "Regen", "Schnee", "Gewitter", "Hagel", "Schauer"]
        #expect(days.allSatisfy { line in germanWords.contains { line.contains($0) } }, "\(result.stdout)")
        #expect(scenario.server.requests(to: "/v1/search").first?.query["language"] == "de")
    }

    @Test("With Open-Meteo one cached copy of the weather serves every language: only the place's name is asked again")
    func oneCopyForEveryLanguage() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        #expect(try scenario.run("here").status == 0)
        #expect(try scenario.run("search", "berlin", "--days", "3").status == 0)
        let weather = scenario.server.weatherRequests().count
        let german = try scenario.run("here", "--lang", "de")
        #expect(german.status == 0 && german.stdout.contains("aktualisiert"), "\(german.stderr)")
        let french = try scenario.run("search", "berlin", "--days", "3", "--lang", "fr")
        #expect(french.status == 0 && french.stdout.contains("mis à jour"), "\(french.stderr)")
        #expect(scenario.server.weatherRequests().count == weather)
        // The place is looked up in French, once.
        #expect(scenario.server.requests(to: "/v1/search").map { $0.query["language"] } == ["en", "fr"])
    }

    @Test("With OpenWeatherMap the request carries lang=de, and names come from local_names")
    func germanOpenWeatherMap() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", "london", "--lang", "ja")
        #expect(result.status == 0)
        #expect(result.stdout.contains("メートル法"), "\(result.stdout)")
        #expect(scenario.server.requests(to: "/data/2.5/forecast").last?.query["lang"] == "ja")
        #expect(try scenario.wf.with(["WF_LANG": "ja"]).run(["fav", "add", "london", "--pick", "1"]).status == 0)
        #expect(try scenario.run("fav", "list", "--names").stdout.contains("ロンドン"))
        let german = try scenario.wf.with(["WF_LANG": "de"]).run(["at", "37.57", "126.98"])
        #expect(german.status == 0)
        #expect(scenario.server.requests(to: "/data/2.5/weather").last?.query["lang"] == "de")
        #expect(german.stdout.contains("Temperatur"), "\(german.stdout)")
        // English asks with no lang at all, as before.
        try scenario.run("at", "37.57", "126.98", "--refresh")
        #expect(scenario.server.requests(to: "/data/2.5/weather").last?.query["lang"] == nil)
    }

    @Test("LANG=fr_FR.UTF-8: French with decimal commas; LC_ALL wins over LANG, --lang over both")
    func localeDefault() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let french = try scenario.wf.with(["LANG": "fr_FR.UTF-8"]).run(["search", "paris", "--days", "2"])
        #expect(french.status == 0)
        #expect(french.stdout.contains("mis à jour") && french.stdout.contains("Données météo : "), "\(french.stdout)")
        #expect(french.stdout.range(of: #"\d+,\d °C"#, options: .regularExpression) != nil)
        #expect(["lun. ", "mar. ", "mer. ", "jeu. ", "ven. ", "sam. ", "dim. "].contains { french.stdout.contains("\n" + $0) })
        let spanish = try scenario.wf.with(["LANG": "fr_FR.UTF-8", "LC_ALL": "es_ES.UTF-8"]).run(["search", "paris", "--days", "2"])
        #expect(spanish.stdout.contains("actualizado"), "\(spanish.stdout)")
        let english = try scenario.wf.with(["LANG": "fr_FR.UTF-8"]).run(["search", "paris", "--days", "2", "--lang", "en"])
        #expect(english.stdout.contains("updated") && Self.englishWeekdays.contains { english.stdout.contains("\n" + $0) })
    }

    @Test("'wf config set language pt' is used; WF_LANG overrides it; a code wf cannot read is refused")
    func setting() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        #expect(try scenario.run("config", "set", "language", "pt").status == 0)
        #expect(try scenario.run("search", "berlin", "--days", "1").stdout.contains("atualizado"))
        #expect(try scenario.wf.with(["WF_LANG": "es"]).run(["search", "berlin", "--days", "1"]).stdout.contains("actualizado"))
        let refused = try scenario.run("config", "set", "language", "../12")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("language"))
    }

    @Test("A language wf does not speak falls back to English with one note; C and POSIX are English without one")
    func fallback() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let italian = try scenario.run("search", "berlin", "--lang", "it", "--days", "1")
        #expect(italian.status == 0)
        #expect(italian.stdout.contains("updated"))
        #expect(italian.stderr.components(separatedBy: "\n").filter { $0.contains("\"it\"") }.count == 1, "\(italian.stderr)")
        for locale in ["C", "POSIX", "C.UTF-8", "en_GB.UTF-8"] {
            let quiet = try scenario.wf.with(["LANG": locale]).run(["search", "berlin", "--days", "1"])
            #expect(quiet.stderr.isEmpty, "\(locale): \(quiet.stderr)")
            #expect(quiet.stdout.contains("updated"))
        }
        let asciiJapanese = try scenario.run("search", "berlin", "--lang", "ja", "--ascii", "--days", "1")
        #expect(asciiJapanese.stdout.contains("updated") && !asciiJapanese.stdout.contains("?"), "\(asciiJapanese.stdout)")
        #expect(asciiJapanese.stderr.contains("UTF-8"))
    }

    @Test("Without UTF-8 (LANG=C, also with LC_ALL set empty), German spells its umlauts (Höchstwert: Hoechstwert); French and Spanish drop the accent")
    func asciiSpelling() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let ascii = scenario.wf.with(["LANG": "C"])
        let german = try ascii.run(["search", "berlin", "--lang", "de", "--days", "2", "--accessible"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(german.stdout.contains("Hoechstwert") && !german.stdout.contains("Hochstwert"), "\(german.stdout)")
        #expect(german.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        let french = try ascii.run(["search", "berlin", "--lang", "fr", "--days", "2", "--accessible"])
        #expect(french.stdout.contains("degres Celsius"), "\(french.stdout)")
        let spanish = try ascii.run(["search", "berlin", "--lang", "es", "--days", "2", "--accessible"])
        #expect(spanish.stdout.contains("minima") && spanish.stdout.contains("maxima"), "\(spanish.stdout)")
        let portuguese = try ascii.run(["search", "berlin", "--lang", "pt", "--days", "2", "--accessible"])
        #expect(portuguese.stdout.contains("Media"), "\(portuguese.stdout)")
        // An empty LC_ALL is as if unset (POSIX): LANG=C still decides.
        let emptyLCAll = try scenario.wf.with(["LANG": "C", "LC_ALL": ""]).run(["search", "berlin", "--lang", "de", "--days", "2", "--accessible"])
        #expect(emptyLCAll.stdout.contains("Hoechstwert"), "\(emptyLCAll.stdout)")
    }

    @Test("The language is part of the cache key: German names are fetched, not served from the English copy")
    func cacheKeys() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        try scenario.run("search", "berlin")
        try scenario.run("search", "berlin")
        #expect(scenario.server.requests(to: "/v1/search").count == 1)
        try scenario.run("search", "berlin", "--lang", "de")
        try scenario.run("search", "berlin", "--lang", "de")
        #expect(scenario.server.requests(to: "/v1/search").map { $0.query["language"] } == ["en", "de"])
    }

    @Test("--json is the same in every language: category codes, ISO dates, numbers with a dot")
    func jsonNeutral() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let english = try scenario.run("search", "berlin", "--json")
        for language in ["de", "fr", "ja"] {
            let other = try scenario.run("search", "berlin", "--json", "--lang", language)
            #expect(other.status == 0)
            // Each language is its own cache entry, fetched a moment apart.
            func neutral(_ text: String) -> String {
                text.replacingOccurrences(of: "\"network\"", with: "\"cache\"")
                    .replacingOccurrences(of: #""updated" : "[^"]*""#, with: "", options: .regularExpression)
            }
            #expect(neutral(other.stdout) == neutral(english.stdout), "\(language)")
        }
        // Names and the provider's words in JSON are asked for in English.
        #expect(try scenario.wf.with(["WF_LANG": "de"]).run(["search", "paris", "--json"]).status == 0)
        #expect(scenario.server.requests(to: "/v1/search").allSatisfy { $0.query["language"] == "en" })
    }

    @Test("Accessible mode speaks the language too, with its letters")
    func accessibleGerman() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("search", "berlin", "--accessible", "--lang", "de", "--days", "1")
        #expect(result.stdout.contains("Grad Celsius") && result.stdout.contains("Vorhersage für"), "\(result.stdout)")
        #expect(["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"].contains { result.stdout.contains($0) })
    }

    @Test("wf map --accessible lists here and the favourites with weather, distance and direction, without braille; in German too")
    func accessibleMap() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.run("fav", "add", "48.86,2.35")
        let result = try scenario.run("map", "--accessible")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("2 places on the map.\nYour location is 52.52, 13.41. Now: "), "\(result.stdout)")
        #expect(result.stdout.contains("\n1. a point, at 48.86, 2.35, 878 kilometres to the south-west of here. Now: "))
        #expect(!result.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || $0 == "#" })
        let german = try scenario.run("map", "--accessible", "--lang", "de", "--units", "imperial")
        #expect(german.stdout.contains("546 Meilen nach Südwesten von hier") || german.stdout.contains("545 Meilen nach Südwesten von hier"),
                "\(german.stdout)")
        #expect(german.stdout.contains("Grad Fahrenheit"))
    }

    @Test("A status-bar line is in the language: %C in words of the category, numbers with a decimal comma")
    func statusLine() throws {
        let scenario = try Scenario(.openWeatherMap)
        let german = try scenario.run("at", "52.52", "13.41", "--format", "%C|%P", "--lang", "de", "--units", "imperial")
        #expect(german.status == 0)
        let parts = german.stdout.trimmingCharacters(in: .newlines).split(separator: "|")
        #expect(parts.count == 2 && ["klar", "bewölkt", "bedeckt", "Nebel", "Regen", "Schnee", "Gewitter", "Niesel"].contains { parts[0].contains($0) },
                "\(german.stdout)")
        #expect(parts.last?.contains(",") == true && parts.last?.contains(".") == false, "\(german.stdout)")
    }
}
