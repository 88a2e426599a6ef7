import Foundation
import Testing
import TestSupport

/// What a new user tripped over (issue 13): each test failed before its fix.
@Suite("What a new user trips over")
struct NewUserEndToEndTests {
    /// Open-Meteo's geocoder as the service answers: `countryCode` filters the recorded Berlins.
    func scenarioWithCountryFilter() throws -> Scenario {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let recorded = try Recorded.data("openmeteo_geocoding_berlin")
        scenario.server.respond(to: "/v1/search") { request in
            guard request.query["name"]?.lowercased() == "berlin" else { return .json(#"{"generationtime_ms": 0.2}"#) }
            let results = ((try? JSONSerialization.jsonObject(with: recorded)) as? [String: Any])?["results"] as? [[String: Any]] ?? []
            let kept = request.query["countryCode"].map { code in results.filter { $0["country_code"] as? String == code } } ?? results
            return .json((try? JSONSerialization.data(withJSONObject: ["results": kept])) ?? Data())
        }
        return scenario
    }

    @Test("'City, Country' and 'City, Region' find that city, the country going to the geocoder as countryCode",
          arguments: [("Berlin, US", "US", "44.4"), ("Berlin, United States", "US", "44.4"), ("Berlin, Wisconsin", "US", "43.9"),
                      ("Berlin, Wisconsin, US", "US", "43.9"), ("Berlin, DE", "DE", "52.5"), ("Berlin, NJ", "US", "39.7"),
                      ("Berlin, New Jersey", "US", "39.7"), ("Berlin, MD", "MD", "38.3")])
    func cityCountry(query: String, country: String?, latitude: String) throws {
        let scenario = try scenarioWithCountryFilter()
        let result = try scenario.run("search", query)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests(to: "/v1/search").first?.query["countryCode"] == country)
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["latitude"]?.hasPrefix(latitude) == true)
    }

    @Test("wf search --pick N takes the Nth of the places the name fits; out of range is a usage error")
    func searchPick() throws {
        let scenario = try scenarioWithCountryFilter()
        let second = try scenario.run("search", "berlin", "--pick", "2")
        #expect(second.status == 0)
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["latitude"]?.hasPrefix("44.4") == true)
        #expect(second.stdout.contains("also: Berlin, Land Berlin, DE"))
        let tooFar = try scenario.run("search", "berlin", "--pick", "99")
        #expect(tooFar.status == 64)
        #expect(tooFar.stderr.contains("--pick must be from 1 to"))
    }

    @Test("An ambiguous name lists the favourites it fits and removes nothing; a number or a fuller name chooses")
    func ambiguousFavourite() throws {
        let scenario = try scenarioWithCountryFilter()
        for pick in ["1", "2", "4"] { #expect(try scenario.run("fav", "add", "berlin", "--pick", pick).status == 0) }
        // Only remove, which would have changed something, says that nothing was done.
        for (command, tail) in [("remove", "; nothing was done: "), ("show", "; ")] {
            let result = try scenario.run("fav", command, "berlin")
            #expect(result.status == 64)
            #expect(result.stderr == "wf: \"berlin\" fits 3 favourites: 1. Berlin, Land Berlin, DE; 2. Berlin, New Hampshire, US;"
                + " 3. Berlin, Wisconsin, US\(tail)choose one by its number or a fuller name\n")
            #expect(result.stdout.isEmpty)
        }
        #expect(try favouriteCount(scenario) == 3)
        let fuller = try scenario.run("fav", "rm", "Berlin, New Hampshire")
        #expect(fuller.status == 0)
        #expect(fuller.stdout.contains("Removed Berlin, New Hampshire, US"))
        #expect(try scenario.run("fav", "delete", "2").stdout.contains("Removed Berlin, Wisconsin, US"))
        #expect(try scenario.run("fav", "list", "--names").stdout == "Berlin, DE\n")
    }

    @Test("wf fav list --names offers a name for each favourite that fav show and fav remove take to that one alone")
    func namesThatWork() throws {
        let scenario = try scenarioWithCountryFilter()
        for pick in ["2", "4"] { #expect(try scenario.run("fav", "add", "berlin", "--pick", pick).status == 0) }
        let names = try scenario.run("fav", "list", "--names").stdout
        #expect(names == "Berlin, New Hampshire, US\nBerlin, Wisconsin, US\n")
        for name in names.split(separator: "\n") {
            let shown = try scenario.run("fav", "show", String(name))
            #expect(shown.status == 0, "\(name): \(shown.stderr)")
            #expect(shown.stdout.contains(name))
        }
        #expect(try scenario.run("fav", "remove", "Berlin, Wisconsin, US").status == 0)
        #expect(try scenario.run("fav", "list", "--names").stdout == "Berlin, US\n")
    }

    func favouriteCount(_ scenario: Scenario) throws -> Int {
        let document = try JSONSerialization.jsonObject(with: Data(try scenario.run("fav", "list", "--json").stdout.utf8)) as? [String: Any]
        return (document?["favourites"] as? [Any])?.count ?? -1
    }

    @Test("Offline with a copy from three days ago: no past days, and the note says how old the copy is")
    func staleDays() throws {
        // Fetched three days ago: the copy's seven days start three days before today.
        let result = try searchOffline(withCopyDaysOld: 3)
        #expect(result.status == 0)
        #expect(result.stderr.contains(", 3 days old ("), "\(result.stderr)")
        let days = result.stdout.split(separator: "\n").filter { $0.contains(" °C  ") }
        #expect(days.count == 4)
        // Past days are dropped by the place's calendar: the stub's Berlin is an hour ahead of UTC.
        #expect(days.first?.hasPrefix(SearchEndToEndTests.today(format: "EEE d MMM", utcOffsetSeconds: OpenMeteoForecastAnswer.utcOffsetSeconds)) == true)

        // A copy whose seven days are all past is no forecast at all.
        let nothingLeft = try searchOffline(withCopyDaysOld: 10)
        #expect(nothingLeft.status == 69)
        #expect(nothingLeft.stdout.isEmpty)
    }

    /// `wf search berlin` with the network gone and only a copy of the forecast fetched `days` days ago.
    func searchOffline(withCopyDaysOld days: Double) throws -> WFResult {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast") { OpenMeteoForecastAnswer.response(for: $0, now: Date().addingTimeInterval(-days * 86_400)) }
        try scenario.run("search", "berlin")
        try scenario.ageCache(byDays: days, kind: "forecast")
        scenario.server.stop()
        return try scenario.run("search", "berlin")
    }

    @Test("A broken config.json does not block its own repair: list shows the rest, reset moves it aside")
    func brokenConfig() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_UNITS": "imperial"])
        try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
        let config = scenario.wf.home.appendingPathComponent("config.json")
        try Data("{bad".utf8).write(to: config)
        let list = try scenario.run("config", "list")
        #expect(list.status == 0)
        #expect(list.stdout.contains("imperial   (environment WF_UNITS)"))
        #expect(list.stderr.contains("cannot read \(config.path)"))
        #expect(try scenario.run("config", "set", "units", "metric").status == 78)
        let reset = try scenario.run("config", "reset")
        #expect(reset.status == 0)
        let moved = try FileManager.default.contentsOfDirectory(atPath: scenario.wf.home.path).filter { $0.hasPrefix("config.json.broken-") }
        #expect(moved.count == 1)
        #expect(reset.stderr.contains(moved.first ?? "?"))
        #expect(!FileManager.default.fileExists(atPath: config.path))
        #expect(try scenario.run("config", "set", "units", "metric").status == 0)
    }

    @Test("config set location refuses what no search would take, and names matching nothing",
          arguments: ["ab", String(repeating: "x", count: 100_000), "Atlantis"])
    func locationValidation(value: String) throws {
        let scenario = try scenarioWithCountryFilter()
        let result = try scenario.run("config", "set", "location", value)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("wf: location"))
        #expect(!FileManager.default.fileExists(atPath: scenario.wf.home.appendingPathComponent("config.json").path))
    }

    @Test("A configured location that matches nothing names the setting, exit 78")
    func badConfiguredLocation() throws {
        let scenario = try scenarioWithCountryFilter()
        let result = try scenario.wf.with(["WF_LOCATION": "Atlantis"]).run(["here"])
        #expect(result.status == 78)
        #expect(result.stderr.contains("WF_LOCATION \"Atlantis\" matches no place"))
    }

    @Test("The API key can come from stdin (not the command line); an empty key says so")
    func apiKeyFromStdin() throws {
        let scenario = try Scenario(.openMeteo)
        let set = try scenario.wf.runShell(#"printf 'k3y-from-stdin\n' | "$WF" config set api-key -"#)
        #expect(set.status == 0)
        let config = try String(contentsOf: scenario.wf.home.appendingPathComponent("config.json"), encoding: .utf8)
        #expect(config.contains("k3y-from-stdin"))
        #expect(!set.output.contains("k3y-from-stdin"))
        let empty = try scenario.wf.runShell(#"printf '\n' | "$WF" config set api-key -"#)
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("the API key is empty"))
    }

    @Test("Results that cannot be written exit 74 with one line; a closed pipe stays quiet")
    func fullDiskAndClosedPipe() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let full = try scenario.wf.runShell(#""$WF" search berlin > /dev/full"#)
        #expect(full.status == 74)
        #expect(full.stderr == "wf: cannot write the results: No space left on device\n")
        let pipe = try scenario.wf.runShell(#"set -o pipefail; "$WF" hourly berlin --hours 168 | head -c 10 > /dev/null"#)
        #expect(pipe.status == 0)
        #expect(pipe.stderr.isEmpty)
    }

    @Test("A slow request shows what is fetched on a terminal, and nothing when stderr is not one")
    func progress() throws {
        let scenario = try Scenario(.openMeteo)
        let forecast = try Recorded.openMeteoShiftedToToday()
        scenario.server.respond(to: "/v1/forecast", with: StubResponse(status: 200, body: forecast, delay: .milliseconds(1500)))
        let terminal = try scenario.wf.runOnTerminal(["search", "berlin"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("Fetching the forecast for berlin from Open-Meteo"))
        #expect(terminal.stdout.contains("\r\u{1B}[K"))
        try scenario.run("cache", "clear")
        let piped = try scenario.run("search", "berlin")
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("Fetching"))
    }

    @Test("A slow request in accessible mode says once, plainly and in the language asked, what it waits for")
    func progressSpokenInTheUsersLanguage() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": NotifyEndToEndTests.newYork])
        let forecast = try Recorded.openMeteoShiftedToToday()
        scenario.server.respond(to: "/v1/forecast", with: StubResponse(status: 200, body: forecast, delay: .milliseconds(1500)))
        let french = try scenario.wf.runOnTerminal(["here", "--accessible", "--lang", "fr"])
        #expect(french.status == 0)
        #expect(french.stdout.hasPrefix("Récupération de la météo là où vous êtes depuis Open-Meteo...\n"), "\(french.stdout.prefix(200))")
        #expect(!french.stdout.contains("Fetching"))
        try scenario.run("cache", "clear")
        let japanese = try scenario.wf.runOnTerminal(["search", "berlin", "--accessible", "--lang", "ja"])
        #expect(japanese.status == 0)
        #expect(japanese.stdout.hasPrefix("berlinの予報を取得しています（Open-Meteo）...\n"), "\(japanese.stdout.prefix(200))")
    }

    @Test("--help on a 40-column terminal fits it: the width is the terminal's, not a fixed 100", arguments: [["--help"], ["here", "--help"]])
    func helpFitsTerminal(arguments: [String]) throws {
        let result = try Scenario(.openMeteo).wf.runOnTerminal(arguments, columns: 40)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--location") || result.stdout.contains("COMMANDS:"))
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(result.stdout)")
    }

    @Test("After retries, a timeout says how many attempts over how long")
    func timeoutAfterRetries() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_RETRIES": "1", "WF_TIMEOUT": "1"])
        scenario.server.respond(to: "/v1/forecast", with: .fault(.neverRespond))
        let result = try scenario.run("at", "1", "2")
        #expect(result.status == 69)
        #expect(result.stderr.contains("Open-Meteo did not answer in 2 attempts over"))
    }

    @Test("With a non-UTF-8 locale or --ascii, no command prints a non-ASCII character",
          arguments: [["search", "berlin"], ["hourly", "berlin", "--hours", "6"], ["at", "52.52", "13.41"], ["here"], ["fav", "list"]])
    func plainASCII(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "52.52,13.41")
        for run in [scenario.wf.with(["LANG": "C"]), scenario.wf] {
            let result = try run.run(arguments + (run.environment["LANG"] == "C" ? [] : ["--ascii"]))
            #expect(result.status == 0)
            let ascii = result.output.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "\(result.output)")
        }
    }

    @Test("Every line fits 40 columns", arguments: [["at", "52.52", "13.41"], ["here"], ["fav", "list"], ["search", "berlin"]])
    func narrow(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41", "COLUMNS": "40"])
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "52.52,13.41")
        let result = try scenario.wf.run(arguments)
        #expect(result.status == 0)
        for line in result.stdout.split(separator: "\n") { #expect(line.count <= 40, "\(line)") }
    }

    @Test("NO_COLOR turns colour off only when it is set and not empty")
    func noColor() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let empty = try scenario.wf.with(["NO_COLOR": ""]).runOnTerminal(["search", "berlin"])
        #expect(empty.stdout.contains("\u{1B}[1m"))
        let set = try scenario.wf.with(["NO_COLOR": "1"]).runOnTerminal(["search", "berlin"])
        #expect(!set.stdout.contains("\u{1B}[1m"))
    }

    @Test("東京, 北京 and 서울 can be searched by their own names; 'lo' still cannot", arguments: ["東京", "北京", "서울"])
    func eastAsianNames(name: String) throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("search", name)
        #expect(result.status != 64)
        #expect(scenario.server.requests(to: "/v1/search").first?.query["name"] == name)
        #expect(try scenario.run("search", "lo").status == 64)
    }
}

@Suite("Accessible mode end to end")
struct AccessibleEndToEndTests {
    @Test("--accessible, WF_ACCESSIBLE=1 and 'accessible on' give sentences of letters, digits, ASCII punctuation and spaces",
          arguments: [["search", "berlin"], ["hourly", "berlin", "--hours", "3"], ["at", "52.52", "13.41"], ["here"], ["fav", "list"],
                      ["fav", "show", "1"]])
    func plainSentences(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "52.52,13.41")
        let flag = try scenario.wf.run(arguments + ["--accessible"])
        let environment = try scenario.wf.with(["WF_ACCESSIBLE": "1"]).run(arguments)
        #expect(flag.status == 0)
        // The later runs answer from the cache and say so; the rest is the same.
        func same(_ text: String) -> String {
            text.replacingOccurrences(of: "; this copy is from the cache", with: "").replacingOccurrences(of: ", from the cache", with: "")
        }
        #expect(same(flag.stdout) == same(environment.stdout))
        let plain = flag.stdout.unicodeScalars.allSatisfy { $0 == "\n" || (32...126).contains($0.value) }
        #expect(plain, "\(flag.stdout)")
        #expect(flag.stdout.contains("degrees Celsius"))
        #expect(!flag.stdout.contains("°") && !flag.stdout.contains("km/h"))
        try scenario.run("config", "set", "accessible", "on")
        #expect(same(try scenario.wf.run(arguments).stdout) == same(flag.stdout))
    }

    @Test("--json is unchanged by accessible mode")
    func jsonUnchanged() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let normal = try scenario.run("search", "berlin", "--json")
        let accessible = try scenario.run("search", "berlin", "--json", "--accessible")
        #expect(normal.stdout.replacingOccurrences(of: "\"network\"", with: "\"cache\"") == accessible.stdout)
    }
}
