import Foundation
import Testing
import TestSupport

/// `wf search` with OpenWeatherMap, run as a user would: the built binary against a loopback stub.
@Suite("wf search with OpenWeatherMap")
struct SearchEndToEndTests {
    /// OpenWeatherMap's forecast path: the searches below count its requests (Cape Town's warnings,
    /// WMO's centre's, are asked beside it and kept five minutes).
    static let forecast = "/data/2.5/forecast"

    @Test("The first search makes one request for the weather (and one for the warnings) and prints one line per local day")
    func firstSearchFetches() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", "cape town")
        #expect(result.status == 0)
        #expect(scenario.server.requests.map(\.path).sorted() == [Self.forecast, "/f/wfs"])
        #expect(scenario.server.requests.first?.query["q"] == "cape town")
        #expect(result.stdout.contains("Cape Town, ZA"))
        #expect(result.stdout.contains("OpenWeatherMap"))
        // The recording, moved to today: its first step's day is today's.
        #expect(result.stdout.split(separator: "\n")[1].hasPrefix(Self.today(format: "EEE d MMM")))
        #expect(result.stdout.contains("light rain"))
        #expect(!result.stdout.contains("(cached)"))
    }

    @Test("A second search on the same day makes no request and says it came from the cache")
    func secondSearchSameDayUsesCache() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("search", "Cape Town")
        let second = try scenario.run("search", "  cape   TOWN ")
        #expect(second.status == 0)
        #expect(scenario.server.requests(to: Self.forecast).count == 1)
        #expect(second.stdout.contains("(cached)"))
    }

    @Test("--refresh fetches again even when today's forecast is cached")
    func refreshBypassesCache() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("search", "cape town")
        let refreshed = try scenario.run("search", "cape town", "--refresh")
        #expect(refreshed.status == 0)
        #expect(scenario.server.requests(to: Self.forecast).count == 2)
        #expect(!refreshed.stdout.contains("(cached)"))
    }

    /// Chatham Islands time (UTC+12:45 or +13:45): its calendar day is not UTC's, and its offset is not whole hours.
    static let zone = "Pacific/Chatham"

    /// The start of today in `zone`.
    static func localMidnight() throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        return calendar.startOfDay(for: Date())
    }

    @Test("A forecast fetched a second before local midnight is fetched again after it, though it is less than a day old")
    func yesterdaysForecastIsRefetched() throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["TZ": Self.zone])
        try scenario.run("search", "cape town")
        // Yesterday, local time, by one second: a 24-hour window would still call it fresh.
        try scenario.setCacheFetchedAt(try Self.localMidnight().addingTimeInterval(-1), kind: "forecast")
        let today = try scenario.run("search", "cape town")
        #expect(today.status == 0)
        #expect(scenario.server.requests(to: Self.forecast).count == 2)
        #expect(!today.stdout.contains("(cached)"))
    }

    @Test("A forecast fetched a second after local midnight is still today's")
    func forecastFromJustAfterMidnightIsCached() throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["TZ": Self.zone])
        try scenario.run("search", "cape town")
        try scenario.setCacheFetchedAt(try Self.localMidnight().addingTimeInterval(1), kind: "forecast")
        let again = try scenario.run("search", "cape town")
        #expect(again.status == 0)
        #expect(scenario.server.requests(to: Self.forecast).count == 1)
        #expect(again.stdout.contains("(cached)"))
    }

    @Test("A query under 3 characters is a usage error and makes no request", arguments: ["lo", " l ", "", "  "])
    func shortQueryIsRejected(query: String) throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", query)
        #expect(result.status == 64)
        #expect(scenario.server.requestCount == 0)
        #expect(result.stderr.contains("at least 3 characters"))
    }

    @Test("An unknown city exits 66 with a one-line message")
    func unknownCity() throws {
        let scenario = try Scenario(.openWeatherMap)
        scenario.server.respond(to: "/data/2.5/forecast", with: try Recorded.response("owm_error_404", status: 404))
        let result = try scenario.run("search", "atlantisville")
        #expect(result.status == 66)
        #expect(result.stderr.contains("no place called \"atlantisville\""))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("A rejected key exits 77, says where the key came from and how to replace it there, and never prints the key")
    func rejectedKey() throws {
        let scenario = try Scenario(.openWeatherMap)
        scenario.server.respond(to: "/data/2.5/forecast", with: try Recorded.response("owm_error_401", status: 401))
        let result = try scenario.run("search", "london")
        #expect(result.status == 77)
        // The key is in OPENWEATHER_API_KEY and the config file has none: there is nothing to fall back to.
        #expect(result.stderr == "wf: OpenWeatherMap rejected the API key from the environment variable OPENWEATHER_API_KEY"
            + " (HTTP 401). Export a valid one in OPENWEATHER_API_KEY.\n")
        #expect(!result.output.contains(Scenario.apiKey))
        #expect(scenario.server.requests.first?.query["appid"] == Scenario.apiKey)

        // With a key in the config file too, the environment's overrides it: `wf config set` would not help.
        #expect(try scenario.wf.with(["OPENWEATHER_API_KEY": ""]).run("config", "set", "api-key", "file-key-1b2c").status == 0)
        let overriding = try scenario.run("search", "london")
        #expect(overriding.status == 77)
        #expect(overriding.stderr == "wf: OpenWeatherMap rejected the API key from the environment variable OPENWEATHER_API_KEY,"
            + " which overrides the one in the config file (HTTP 401)."
            + " Export a valid one in OPENWEATHER_API_KEY, or unset it to use the config file's key.\n")

        // The same key in the config file: replace it there.
        let fromFile = try Scenario(.openWeatherMap)
        fromFile.server.respond(to: "/data/2.5/forecast", with: try Recorded.response("owm_error_401", status: 401))
        #expect(try fromFile.wf.with(["OPENWEATHER_API_KEY": ""]).run("config", "set", "api-key", Scenario.apiKey).status == 0)
        let filed = try fromFile.wf.with(["OPENWEATHER_API_KEY": "", "WF_PROVIDER": "openweathermap"]).run("search", "london")
        #expect(filed.status == 77)
        #expect(filed.stderr == "wf: OpenWeatherMap rejected the API key from the config file (HTTP 401)."
            + " Set a valid one with: wf config set api-key <key>\n")
    }

    @Test("Choosing OpenWeatherMap without a key exits 77 before any request")
    func missingKey() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_PROVIDER": "openweathermap"])
        let result = try scenario.run("search", "london")
        #expect(result.status == 77)
        #expect(result.stderr.contains("needs an API key"))
        #expect(scenario.server.requestCount == 0)
    }

    @Test("A rate limit says so and exits 69")
    func rateLimited() throws {
        let scenario = try Scenario(.openWeatherMap)
        scenario.server.respond(to: "/data/2.5/forecast", with: .json(#"{"cod":429,"message":"limit"}"#, status: 429))
        let result = try scenario.run("search", "london")
        #expect(result.status == 69)
        #expect(result.stderr.contains("rate-limited until"), "\(result.stderr)")
    }

    @Test("With the provider gone, a cached forecast is shown with an offline note and exit 0")
    func offlineWithCache() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("search", "cape town")
        try scenario.ageCache(byDays: 1)
        scenario.server.stop()
        let result = try scenario.run("search", "cape town")
        #expect(result.status == 0)
        #expect(result.stderr.contains("offline — showing data from"))
        #expect(result.stdout.contains("Cape Town, ZA"))
    }

    @Test("Offline, a search in another language shows the copy cached in English (names as cached), exit 0",
          arguments: [(Scenario.Provider.openMeteo, "berlin", "Berlin"), (.openWeatherMap, "cape town", "Cape Town")])
    func offlineInAnotherLanguage(provider: Scenario.Provider, query: String, name: String) throws {
        let scenario = try Scenario(provider)
        #expect(try scenario.run("search", query).status == 0)
        scenario.server.stop()
        for language in ["ja", "de"] {
            let result = try scenario.run("search", query, "--lang", language)
            #expect(result.status == 0, "\(language): \(result.stderr)")
            #expect(result.stdout.contains(name), "\(language): \(result.stdout)")
        }
    }

    @Test("With the machine's clock 26 days behind the server's, an answer without the days asked for is no answer: not shown, not cached, and the clock is named")
    func clockWeeksBehind() throws {
        let scenario = try Scenario(.openMeteo)
        let serverNow = Date().addingTimeInterval(26 * 86_400)
        scenario.server.respond(to: "/v1/forecast") { OpenMeteoForecastAnswer.response(for: $0, now: serverNow) }
        let result = try scenario.run("search", "berlin", "--days", "2")
        #expect(result.status == 69, "\(result.stdout)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("not those asked for") && result.stderr.contains("clock"), "\(result.stderr)")
        let json = try scenario.run("search", "berlin", "--days", "2", "--json")
        #expect(json.status == 69)
        #expect(!json.stdout.contains(CalendarDayText.of(serverNow)), "\(json.stdout)")
        // Nothing was cached: with the server gone, there is no copy to show.
        scenario.server.stop()
        let offline = try scenario.run("search", "berlin", "--days", "2")
        #expect(offline.status == 69, "\(offline.stdout)")
        #expect(offline.stdout.isEmpty)
    }

    @Test("With the provider gone and nothing cached, the search exits 69")
    func offlineWithoutCache() throws {
        let scenario = try Scenario(.openWeatherMap)
        scenario.server.stop()
        let result = try scenario.run("search", "cape town")
        #expect(result.status == 69)
        #expect(result.stderr.contains("cannot be reached"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("--json prints the documented document")
    func jsonDocument() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", "cape town", "--json", "--days", "2")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["query"] as? String == "cape town")
        #expect(document["source"] as? String == "network")
        #expect(document["units"] as? String == "metric")
        let city = try #require(document["city"] as? [String: Any])
        #expect(city["name"] as? String == "Cape Town")
        #expect(city["country"] as? String == "ZA")
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.count == 2)
        #expect(days[0]["date"] as? String == Self.today(format: "yyyy-MM-dd"))
        #expect((days[0]["temperature"] as? [String: Any])?["average"] is Double)
        #expect(days[0]["description"] as? String == "light rain")
        #expect(days[0]["icon"] as? String == "rain")
        #expect(document["updated"] is String)
    }

    @Test("--units imperial asks the provider for imperial units")
    func imperialUnits() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", "cape town", "--units", "imperial")
        #expect(result.status == 0)
        #expect(scenario.server.requests.first?.query["units"] == "imperial")
        #expect(result.stdout.contains("°F"))
    }

    @Test("Recent queries are listed newest first, normalised, without duplicates")
    func recentQueries() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("search", "London")
        try scenario.run("search", "paris")
        try scenario.run("search", "  LONDON ")
        let result = try scenario.run("recent")
        #expect(result.status == 0)
        #expect(result.stdout == "LONDON\nparis\n")
        #expect(try scenario.run("recent", "--limit", "1").stdout == "LONDON\n")
    }

    @Test("wf recent shows as many as recent-limit keeps, 20 by default; --limit asks for fewer")
    func recentHonoursLimit() throws {
        let scenario = try Scenario(.openMeteo)
        for index in 0..<22 { try scenario.run("search", "berlin \(index)") }
        #expect(try scenario.run("recent").stdout.split(separator: "\n").count == 20)
        #expect(try scenario.wf.with(["WF_RECENT_LIMIT": "3"]).run("recent").stdout == "berlin 21\nberlin 20\nberlin 19\n")
        #expect(try scenario.run("recent", "--limit", "2").stdout == "berlin 21\nberlin 20\n")
    }

    @Test("cache info counts entries; cache clear forgets forecasts and queries")
    func cacheInfoAndClear() throws {
        let scenario = try Scenario(.openWeatherMap)
        try scenario.run("search", "cape town")
        let info = try scenario.run("cache", "info")
        #expect(info.status == 0)
        #expect(info.stdout.contains("Forecasts       1"))
        #expect(info.stdout.contains(scenario.wf.databaseURL.path))
        #expect(try scenario.run("cache", "clear").status == 0)
        #expect(try scenario.run("recent").stdout.isEmpty)
        try scenario.run("search", "cape town")
        #expect(scenario.server.requests(to: Self.forecast).count == 2)
    }

    @Test("Output to a pipe has no colour escapes")
    func plainOutputWhenPiped() throws {
        let scenario = try Scenario(.openWeatherMap)
        let result = try scenario.run("search", "cape town")
        #expect(!result.output.contains("\u{1B}["))
    }

    /// Today (UTC, as the tests run wf with TZ=UTC), formatted.
    /// Today as a place `utcOffsetSeconds` from UTC sees it: at 23:30 UTC Berlin's today is UTC's tomorrow.
    static func today(format: String, utcOffsetSeconds: Int = 0) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds)
        formatter.dateFormat = format
        return formatter.string(from: Date())
    }
}

/// "2026-12-14": a moment's day in UTC, as the documents write dates.
enum CalendarDayText {
    static func of(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
