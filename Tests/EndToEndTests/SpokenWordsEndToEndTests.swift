import Foundation
import Testing
import TestSupport

/// What espeak-ng stumbles on, kept out of every `--accessible` output: a bare country code ("DE" is
/// read "duh"), a date in digits ("2026-11-23" is read as numbers and dashes), and sentences cut
/// into pieces by commas.
@Suite("Accessible output in words")
struct SpokenWordsEndToEndTests {
    /// Each command that speaks, at Berlin (the stub's geocoder answers Berlin, DE, for every name).
    static let commands: [[String]] = [
        ["here"], ["at", "52.5", "13.4"], ["search", "berlin", "--days", "2"], ["hourly", "berlin", "--hours", "2"],
        ["air", "berlin", "--hours", "2"], ["sky", "berlin"], ["fav", "list"], ["fav", "show", "1"], ["map"],
        ["alerts", "berlin"],
    ]

    /// Germany in each language, as wf says it.
    static let germany = ["en": "Germany", "de": "Deutschland", "ja": "ドイツ"]

    func scenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "Berlin"])
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "berlin", "--pick", "1")
        return scenario
    }

    @Test("No bare country code and no date in digits in any accessible output; the country is named", arguments: ["en", "de", "ja"])
    func countryAndDatesInWords(language: String) throws {
        let scenario = try scenario()
        for command in Self.commands {
            let result = try scenario.wf.run(command + ["--accessible", "--lang", language])
            let text = result.stdout
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(text.range(of: #"\bDE\b"#, options: .regularExpression) == nil, "\(command) in \(language): \(text)")
            #expect(text.range(of: #"\d{4}-\d{2}-\d{2}"#, options: .regularExpression) == nil, "\(command) in \(language): \(text)")
            // `wf at` names no place: Open-Meteo's forecast says nothing of where a coordinate is.
            if command[0] != "at" {
                #expect(text.contains(Self.germany[language] ?? "?"), "\(command) in \(language): \(text)")
            }
        }
    }

    @Test("Offline, the note on stderr says the copy's date in words too")
    func offlineNote() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_TIMEOUT": "1"])
        #expect(try scenario.run("at", "52.5", "13.4").status == 0)
        try scenario.ageCache(byDays: 2)
        scenario.server.respond(to: "/v1/forecast", with: .text("unavailable", status: 503))
        let result = try scenario.run("at", "52.5", "13.4", "--accessible", "--more")
        #expect(result.status == 0, "\(result.stderr)")
        let note = try #require(result.stderr.split(separator: "\n").first { $0.contains("offline") })
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
        #expect(months.contains { note.contains($0) }, "\(note)")
        // Not "Mon 23 Nov 22:30", which is read "mon" and "nov".
        #expect(note.range(of: #"\b[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}\b"#, options: .regularExpression) == nil, "\(note)")
    }

    /// The stub's place is at UTC+1 and the machine at UTC, so the time says its zone, in words.
    @Test("wf at says where the data comes from and when in one sentence, in each language", arguments: [
        ("en", #"^The data comes from Open-Meteo and was updated on \d{1,2} [A-Z][a-z]+ at \d\d:\d\d UTC plus 1\.$"#),
        ("de", #"^Die Daten kommen von Open-Meteo und wurden am \d{1,2}\. [A-Z][a-zä]+ um \d\d:\d\d UTC plus 1 aktualisiert\.$"#),
        ("fr", #"^Les données sont fournies par Open-Meteo et ont été mises à jour le \d{1,2} [a-zéû]+ à \d\d:\d\d UTC plus 1\.$"#),
        ("es", #"^Los datos vienen de Open-Meteo y se actualizaron el \d{1,2} de [a-z]+ a las \d\d:\d\d UTC más 1\.$"#),
        ("pt", #"^Os dados vêm de Open-Meteo e foram atualizados a \d{1,2} de [a-zç]+ às \d\d:\d\d UTC mais 1\.$"#),
        ("ja", #"^データの提供元はOpen-Meteoで、\d{1,2}月\d{1,2}日 \d\d:\d\d（UTCプラス1）に更新されました。$"#),
    ])
    func sourceSentence(language: String, pattern: String) throws {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "UTC"])
        let result = try scenario.run("at", "52.5", "13.4", "--accessible", "--more", "--lang", language)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "\(result.stdout)")
        #expect(!result.stdout.contains("comes,") && !result.stdout.contains("kommen,"), "\(result.stdout)")
    }
}
