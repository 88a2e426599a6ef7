import Foundation
import Testing
import TestSupport

/// With no key, `wf` uses Open-Meteo: it must work the first time with zero set-up.
@Suite("wf with Open-Meteo (no key)")
struct OpenMeteoEndToEndTests {
    @Test("The first search geocodes, then fetches the forecast and, for a place in Germany, its warnings")
    func firstSearchIsTwoRequests() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0)
        // The place found is in Germany: its official warnings (Bright Sky) are asked for the banner.
        #expect(scenario.server.requests.first?.path == "/v1/search")
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", "/v1/forecast", "/v1/search"])
        #expect(scenario.server.requests[0].query["name"] == "berlin")
        let forecast = try #require(scenario.server.weatherRequests().first)
        #expect(forecast.query["latitude"] == "52.52" && forecast.query["timezone"] == "auto")
        #expect(scenario.server.requests(to: "/alerts").first?.query["lat"] == "52.52")
        #expect(result.stdout.contains("Berlin, DE"))
        #expect(result.stdout.contains("Open-Meteo"))
        #expect(result.stdout.contains("also: Berlin, New Hampshire, US"))
        #expect(result.stdout.contains("Weather data by Open-Meteo.com"))
    }

    @Test("The same search the same day makes no request")
    func sameDayIsFree() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("search", "berlin")
        let second = try scenario.run("search", "Berlin")
        #expect(second.status == 0)
        // The first asked for the place, its forecast and its official warnings (Germany's DWD).
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", "/v1/forecast", "/v1/search"])
        #expect(second.stdout.contains("(cached)"))
    }

    @Test("With the place cached and the forecast stale, a search makes one request")
    func staleForecastCachedPlace() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("search", "berlin")
        try scenario.ageCache(byDays: 1, kind: "forecast")
        try scenario.ageCache(byDays: 30, kind: "geocoding")
        scenario.server.resetRequests()
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0)
        #expect(scenario.server.requests.map(\.path) == ["/v1/forecast"])
    }

    @Test("A name with no match exits 66")
    func noMatch() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/search", with: .json(#"{"generationtime_ms":0.5}"#))
        let result = try scenario.run("search", "xqzzy")
        #expect(result.status == 66)
        #expect(result.stderr.contains("no place called \"xqzzy\""))
    }

    @Test("An HTTP 400 with a reason shows the reason and exits 69")
    func badRequestReason() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: .json(#"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value"}"#, status: 400))
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 69)
        #expect(result.stderr.contains("Open-Meteo rejected the request: HTTP 400, saying \"Cannot initialize WeatherVariable"))
    }

    @Test("Unicode names are sent percent-encoded and cached under one normalised key", arguments: ["São Paulo", "Zürich", "東京都"])
    func unicodeQueries(name: String) throws {
        let scenario = try Scenario(.openMeteo)
        #expect(try scenario.run("search", name).status == 0)
        #expect(scenario.server.requests.first?.query["name"] == name)
        let target = try #require(scenario.server.requests.first?.rawTarget)
        let isASCII = target.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII)
        #expect(!target.contains(" "))
        // The same name decomposed (NFD) and in upper case is the same query.
        let decomposed = try scenario.run("search", name.decomposedStringWithCanonicalMapping.uppercased())
        #expect(decomposed.status == 0)
        // The place (the recording's Berlin), its forecast and its warnings, each once.
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", "/v1/forecast", "/v1/search"])
    }

    @Test("The provider can be chosen explicitly even with a key set")
    func explicitProvider() throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["WF_PROVIDER": "open-meteo"])
        #expect(try scenario.run("search", "berlin").status == 0)
        #expect(scenario.server.requests.allSatisfy { $0.path.hasPrefix("/v1/") || $0.path == "/alerts" })
        #expect(scenario.server.requests.allSatisfy { $0.query["appid"] == nil })
    }
}
