import Foundation
import Testing
import TestSupport

/// `--format` one-liners for status bars, the 10-minute cache behind them, and location by IP.
@Suite("Status bars: --format, the current-weather cache, location auto")
struct StatusBarEndToEndTests {
    @Test("wf here --format prints exactly one line; a second call within 10 minutes makes no request")
    func oneLineFromCache() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "berlin"])
        try scenario.serveForecastsFromToday()
        let first = try scenario.run("here", "--format", "%l %c %t %h %w")
        #expect(first.status == 0)
        #expect(first.stdout.split(separator: "\n", omittingEmptySubsequences: false) .count == 2)
        #expect(first.stdout.hasPrefix("Berlin, DE "))
        #expect(first.stdout.contains("°C"))
        let requests = scenario.server.requestCount
        let second = try scenario.run("here", "--format", "%l %c %t %h %w")
        #expect(second.stdout == first.stdout)
        #expect(scenario.server.requestCount == requests)
        // Without forecast codes the line costs one request for current weather, not a forecast too.
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["current"] != nil)

        _ = try scenario.run("here", "--format", "%t", "--refresh")
        #expect(scenario.server.requestCount == requests + 1)
    }

    @Test("wf at twice makes one request; past 10 minutes it asks again")
    func atIsCached() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("at", "51.5", "-0.12")
        let cached = try scenario.run("at", "51.5", "-0.12")
        #expect(cached.status == 0)
        #expect(cached.stdout.contains("(cached)"))
        // Beside the weather, one air-quality request, kept for an hour.
        #expect(scenario.server.requests(to: "/data/2.5/weather").count == 1)
        #expect(scenario.server.requests(to: "/v1/air-quality").count == 1)
        try scenario.ageCache(byDays: 11.0 / 1440, kind: "current")
        try scenario.run("at", "51.5", "-0.12")
        #expect(scenario.server.requests(to: "/data/2.5/weather").count == 2)
        #expect(scenario.server.requests(to: "/v1/air-quality").count == 1)
    }

    @Test("A % before a character that is no code is printed as written, as wttr.in does", arguments: ["%q", "%t %Q", "50%"])
    func unknownCode(template: String) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "berlin"])
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("here", "--format", template)
        #expect(result.status == 0)
        #expect(result.stdout.contains(template.contains("50") ? "50%" : "%"))
        #expect(result.stdout.contains(template.hasSuffix("Q") ? "%Q" : template.hasSuffix("q") ? "%q" : "%"))
        #expect(result.stderr.isEmpty)
    }

    static let everyCode = "%c %C %x %h %t %f %w %l %m %M %p %o %P %D %S %z %s %d %u %T %Z %%"

    @Test("A template with every one of wttr.in's codes renders, in Unicode and in ASCII", arguments: [["--lang", "en"], ["--ascii"], ["--lang", "ja"]])
    func everyCode(extra: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "berlin"])
        try scenario.serveForecastsFromToday()
        let result = try scenario.wf.run(["here", "--format", Self.everyCode] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.contains("Berlin, DE"))
        #expect(result.stdout.contains("Europe/Berlin"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" %\n"))
        #expect(result.stdout.range(of: #"\d\d:\d\d \d\d:\d\d \d\d:\d\d \d\d:\d\d \d\d:\d\d"#, options: .regularExpression) != nil,
                "dawn, sunrise, noon, sunset and dusk: \(result.stdout)")
        if extra == ["--ascii"] { #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(result.stdout)") }
        let at = try scenario.run("at", "52.52", "13.41", "--format", Self.everyCode)
        #expect(at.status == 0, "\(at.stderr)")
        #expect(at.stdout.split(separator: "\n").count == 1)
    }

    @Test("wf at with only the sky's codes needs no server: no request, exit 0, the moon and the sun's times")
    func skyCodesOffline() throws {
        let scenario = try Scenario(.openMeteo)
        let counted = try scenario.run("at", "59.91", "10.75", "--format", "%m %M %D %z %d")
        #expect(counted.status == 0, "\(counted.stderr)")
        #expect(scenario.server.requestCount == 0)
        scenario.server.stop()
        let result = try scenario.run("at", "59.91", "10.75", "--format", "%m %M %D %z %d")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == counted.stdout)
        // Oslo's clock is not this machine's (UTC): each time names it; with %Z the line names it once.
        #expect(result.stdout.range(of: #"^\S+ \d+ \d\d:\d\d UTC\+1 \d\d:\d\d UTC\+1 \d\d:\d\d UTC\+1\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        let ascii = try scenario.run("at", "59.91", "10.75", "--format", "%l %m %T %Z %%", "--ascii")
        #expect(ascii.status == 0)
        #expect(ascii.stdout.hasPrefix("59.91, 10.75 "))
        #expect(ascii.stdout.hasSuffix(" UTC+01:00 %\n"), "the longitude's clocks: \(ascii.stdout)")
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("wf here with a lat,lon location and only the sky's codes needs no server either")
    func hereSkyCodesOffline() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "-33.87,151.21"])
        scenario.server.stop()
        let result = try scenario.run("here", "--format", "%m %M %S %s %T")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("?"), "\(result.stdout)")
        let weather = try scenario.run("here", "--format", "%m %t")
        #expect(weather.status == 69, "a weather code still needs the weather")
        #expect(weather.stdout.isEmpty)
    }

    @Test("A failure with --format leaves stdout empty: one line on stderr and the usual code")
    func failureIsBlank() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        scenario.server.stop()
        let result = try scenario.run("here", "--oneline")
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        let rejected = try Scenario(.openWeatherMap)
        rejected.server.respond(to: "/data/2.5/weather", with: try Recorded.response("owm_error_401", status: 401))
        let badKey = try rejected.run("at", "1", "2", "--format", "%t")
        #expect(badKey.status == 77)
        #expect(badKey.stdout.isEmpty)
    }

    @Test("Offline with a cached copy, --format prints the cached line and exits 0, with the time at the place")
    func offlineLine() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        try scenario.run("here", "--format", "%t")
        try scenario.ageCache(byDays: 1.0 / 24, kind: "current")
        scenario.server.stop()
        let result = try scenario.run("here", "--format", "%t %T")
        #expect(result.status == 0)
        // An hour old, and the line says so: a status bar never shows an old value as now.
        #expect(result.stdout.range(of: #"^[+-]?\d+°C \d\d:\d\d UTC\+\d \(old: 1h\)\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
        #expect(result.stderr.contains("offline"))
    }

    @Test("fav list --format prints one line per favourite, in order; fav show --oneline one line")
    func favourites() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("fav", "add", "48.85,2.35")
        let list = try scenario.run("fav", "list", "--format", "%l|%t")
        #expect(list.status == 0)
        let lines = list.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("52.52, 13.41|"))
        #expect(lines[1].hasPrefix("48.85, 2.35|"))
        let show = try scenario.run("fav", "show", "2", "--oneline")
        #expect(show.stdout.hasPrefix("48.85, 2.35: "))
        #expect(show.stdout.split(separator: "\n").count == 1)
    }

    @Test("Two favourites with one short name (two Berlins in the US) read apart in every short view: the narrow list, --format and --oneline")
    func sameShortName() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        try scenario.run("fav", "add", "berlin", "--pick", "1")
        try scenario.run("fav", "add", "berlin", "--pick", "2")
        try scenario.run("fav", "add", "berlin", "--pick", "3")
        let names = try scenario.run("fav", "list", "--names").stdout.split(separator: "\n").map(String.init)
        #expect(names.count == 3 && names[0] == "Berlin, DE" && names[1].hasSuffix(", US") && names[1] != "Berlin, US", "\(names)")
        let lines = try scenario.run("fav", "list", "--format", "%l|").stdout.split(separator: "\n").map(String.init)
        #expect(lines == names.map { $0 + "|" })
        let narrow = try scenario.wf.with(["COLUMNS": "40"]).run(["fav", "list"]).stdout
        for name in names.dropFirst() { #expect(narrow.contains(name), "\(narrow)") }
        let show = try scenario.run("fav", "show", "2", "--oneline")
        #expect(show.stdout.hasPrefix(names[1] + ": "), "\(show.stdout)")
    }

    @Test("location auto asks the IP service once an hour, then the provider; the first time it says where, approximately")
    func locationAuto() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "auto"])
        try scenario.serveForecastsFromToday()
        let first = try scenario.run("here", "--format", "%l %t")
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("Lisbon, PT "))
        #expect(first.stderr.contains("wf: using your IP address's location: Lisbon, PT (approximate; set one with wf config set location"))
        #expect(scenario.server.requests.map(\.path).first == "/json/")
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["latitude"] == "38.72")

        let second = try scenario.run("here", "--format", "%l %t", "--refresh")
        #expect(second.stderr.isEmpty)
        #expect(scenario.server.requests(to: "/json/").count == 1)

        try scenario.ageCache(byDays: 61.0 / 1440, kind: "ip-location")
        let later = try scenario.run("here", "--format", "%l %t")
        #expect(scenario.server.requests(to: "/json/").count == 2)
        #expect(later.stderr.isEmpty, "the same place is not announced again")
    }

    @Test("The IP service is never asked unless auto was chosen", arguments: [["here"], ["here", "--format", "%t"], ["hourly"], ["map"]])
    func neverUnlessAuto(arguments: [String]) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "berlin"])
        try scenario.serveForecastsFromToday()
        _ = try scenario.wf.run(arguments)
        #expect(scenario.server.requests(to: "/json/").isEmpty)
    }

    @Test("With the IP service failing and nothing cached: exit 69 and one line; with a copy: the copy")
    func autoFailure() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "auto"])
        try scenario.serveForecastsFromToday()
        scenario.server.respond(to: "/json/", with: .json(#"{"error": true, "reason": "down"}"#, status: 500))
        let failed = try scenario.run("here", "--oneline")
        #expect(failed.status == 69)
        #expect(failed.stdout.isEmpty)
        #expect(failed.stderr.contains("127.0.0.1"))

        scenario.server.respond(to: "/json/", with: try Recorded.response("ipapi_json_lisbon"))
        try scenario.run("here", "--oneline")
        try scenario.ageCache(byDays: 2.0 / 24, kind: "ip-location")
        scenario.server.respond(to: "/json/", with: StubResponse(status: 503))
        let cached = try scenario.run("here", "--oneline")
        #expect(cached.status == 0)
        #expect(cached.stdout.hasPrefix("Lisbon, PT: "))
    }
}
