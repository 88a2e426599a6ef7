import Foundation
import Testing
import TestSupport

/// `wf usage`: the ledger of what was sent, read back against what the server saw.
@Suite("wf usage: requests per source, Open-Meteo's calls against daily-budget")
struct UsageEndToEndTests {
    /// Which source each path the stub serves belongs to.
    static let sourceOfPath = [
        "/v1/forecast": "open-meteo", "/v1/search": "open-meteo-geocoding", "/v1/air-quality": "open-meteo-air-quality",
        "/alerts/active": "nws", "/alerts": "brightsky", "/json/": "ip-location", "/metalerts/2.0/current.json": "met-norway",
        "/locationforecast/2.0/complete": "met-norway", "/data/2.5/weather": "openweathermap", "/data/2.5/forecast": "openweathermap",
        "/geo/1.0/direct": "openweathermap", "/v1/archive": "open-meteo-archive",
        "/v1/ensemble": "open-meteo-ensemble", PreviousRunsAnswer.path: "open-meteo-previous-runs",
        "/api/v1/warnings/feeds-portugal": "meteoalarm", "/collections/weather-alerts/items": "eccc",
    ]

    struct Document: Decodable, Equatable {
        struct Source: Decodable, Equatable {
            let source: String, requests: Int, weighted_calls: Double
        }

        let day: String, budget: Int, sources: [Source]

        func requests(_ source: String) -> Int? { sources.first { $0.source == source }?.requests }
    }

    static func usage(_ wf: WFProcess) throws -> Document {
        let result = try wf.run("usage", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
    }

    static var today: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }

    @Test("What wf usage counts is what the server saw, source by source; cache hits cost nothing")
    func countsWhatTheServerSaw() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "auto"])
        try scenario.serveForecastsFromToday()
        for arguments in [["search", "berlin"], ["here"], ["air", "berlin"], ["alerts", "40.71,-74.01"], ["at", "59.91", "10.75"],
                          ["search", "berlin"], ["here", "--format", "%t", "--refresh"]] {
            let result = try scenario.wf.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        var seen: [String: Int] = [:]
        for request in scenario.server.requests + scenario.sides.requests {
            seen[try #require(Self.sourceOfPath[request.path], "a path with no source: \(request.path)"), default: 0] += 1
        }
        let document = try Self.usage(scenario.wf)
        #expect(document.day == Self.today)
        #expect(document.budget == 10_000)
        for source in document.sources {
            #expect(source.requests == seen[source.source, default: 0], "\(source.source)")
        }
        #expect(document.sources.reduce(0) { $0 + $1.requests } == scenario.server.requestCount + scenario.sides.requestCount)
        #expect(Set(seen.keys).isSubset(of: document.sources.map(\.source)))
        #expect(seen.count >= 4, "forecast, geocoding, air, alerts and IP location were asked: \(seen)")
        // wf's forecast asks for 28 variables: 2.8 calls each; a geocoder request is one.
        let openMeteo = try #require(document.sources.first { $0.source == "open-meteo" })
        #expect(openMeteo.weighted_calls > Double(openMeteo.requests))
        let geocoding = try #require(document.sources.first { $0.source == "open-meteo-geocoding" })
        #expect(geocoding.weighted_calls == Double(geocoding.requests))
        // The climate archive: once per place (here, by IP, and at): each 10,972 days, 783.7 calls.
        let archive = try #require(document.sources.first { $0.source == "open-meteo-archive" })
        #expect(archive.requests == 2 && abs(archive.weighted_calls - 2 * 10_972.0 / 14) < 0.01, "\(archive)")

        // The ledger is not a cache: clearing the cache keeps it.
        #expect(try scenario.run("cache", "clear").status == 0)
        #expect(try Self.usage(scenario.wf) == document)
    }

    @Test("Past 80 % of daily-budget one line warns, once per process, and wf usage says it too")
    func budgetWarning() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_DAILY_BUDGET": "1"])
        try scenario.serveForecastsFromToday()
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(scenario.server.requests(to: "/v1/search").count == 1)
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
        // The geocoder's one call passes 80 % of 1; the forecast's 2.8 more say nothing again.
        #expect(search.stderr.components(separatedBy: "\n").filter { $0.contains("Open-Meteo calls") }
                == ["wf: warning: wf has made 1 of today's 1 Open-Meteo calls (100 %); see wf usage"], "\(search.stderr)")

        let usage = try scenario.run("usage")
        #expect(usage.status == 0)
        // Geocoder 1 + forecast 2.8: the weather is always asked. The ensemble (its 2 variables × 51
        // members over 15 days, 10.93) and the previous runs are side parts, not asked past the budget.
        #expect(usage.stderr == "wf: warning: wf has made 3.8 of today's 1 Open-Meteo calls (380 %); see wf usage\n")
        #expect(usage.stdout.contains("3.8 of 1 Open-Meteo calls (380 % of daily-budget)"), "\(usage.stdout)")
        #expect(search.stdout.contains("Likely ranges skipped: today's budget is"), "\(search.stdout)")
        #expect(scenario.sides.requests.isEmpty)

        let roomy = try scenario.wf.with(["WF_DAILY_BUDGET": "10000"]).run(["search", "berlin", "--refresh"])
        #expect(roomy.status == 0)
        #expect(!roomy.stderr.contains("Open-Meteo calls"), "\(roomy.stderr)")
    }

    @Test("A request that fails counts, and so does each retry: as many as the server saw")
    func retriesCount() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_RETRIES": "2"])
        scenario.server.respond(to: "/v1/search", with: .json(#"{"error": true, "reason": "busy"}"#, status: 503))
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 69, "\(search.stderr)")
        #expect(scenario.server.requests(to: "/v1/search").count == 3)
        #expect(try Self.usage(scenario.wf).requests("open-meteo-geocoding") == 3)
    }

    @Test("Per section: the weather, rain soon, a rain grid by its points, the climate; in JSON and in the user's language")
    func sections() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        #expect(try scenario.run("here").status == 0)
        let map = try scenario.run("map", "--rain", "--around", "52.52,13.41")
        #expect(map.status == 0, "\(map.stderr)")
        let grids = scenario.server.requests(to: "/v1/forecast").filter(RainMapAnswer.isRainMap)
        #expect(grids.count == 1)
        let points = grids.first?.query["latitude"]?.split(separator: ",").count ?? 0
        let json = try scenario.run("usage", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sections = Dictionary(uniqueKeysWithValues: ((document["sections"] as? [[String: Any]]) ?? []).compactMap { section in
            (section["section"] as? String).map { ($0, section) }
        })
        #expect(sections["rain-grid"]?["requests"] as? Int == 1)
        #expect(sections["rain-grid"]?["weighted_calls"] as? Double == Double(points), "each point is one call: \(json.stdout)")
        #expect(sections["climate"]?["requests"] as? Int == 1 && sections["weather"] != nil && sections["air-quality"] != nil)
        // Berlin's warnings, the DWD's through Bright Sky, are counted as alerts, as every source's are.
        #expect(sections["alerts"]?["requests"] as? Int == 1 && sections["brightsky"] == nil, "\(json.stdout)")

        let german = try scenario.run("usage", "--lang", "de")
        #expect(german.stdout.contains("nach Bereich"), "\(german.stdout)")
        let gridLine = german.stdout.split(separator: "\n").first { $0.hasPrefix("Regenkarten (\(points) Punkte)") }
        #expect(gridLine?.split(separator: " ").suffix(2) == ["1", "\(points)"], "\(german.stdout)")
        #expect(german.stdout.contains(#/von 10\.000 Open-Meteo-Aufrufen \(\d+ % von daily-budget\)/#), "\(german.stdout)")
    }

    @Test("A redirect followed within the server counts as the request it was: two for one answer")
    func redirectsCount() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/search", with: StubResponse.json("", status: 302).with(header: "Location", "/v1/moved-search"))
        scenario.server.respond(to: "/v1/moved-search", with: try Recorded.response("openmeteo_geocoding_berlin"))
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(scenario.server.requests(to: "/v1/search").count == 1 && scenario.server.requests(to: "/v1/moved-search").count == 1)
        #expect(try Self.usage(scenario.wf).requests("open-meteo-geocoding") == 2)
    }

    @Test("Eight wf processes at once, one request each: eight counted")
    func concurrentProcesses() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            // Eight places, so that nothing could share one request.
            if let result = try? scenario.wf.run(["at", "\(10 + index)", "\(20 + index)", "--format", "%t"]) { results.append([result]) }
        }
        #expect(results.all.count == 8)
        for result in results.all { #expect(result.status == 0, "\(result.stderr)") }
        #expect(scenario.server.requests(to: "/v1/forecast").count == 8)
        let document = try Self.usage(scenario.wf)
        #expect(document.requests("open-meteo") == 8)
        #expect(document.sources.reduce(0) { $0 + $1.requests } == scenario.server.requestCount)
    }

    @Test("Eight wf processes asking at once for the same forecast: only what reached the server counts")
    func sharedRequest() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        // Slow, so that the others wait for the first one's answer rather than ask.
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(try Recorded.openMeteoShiftedToToday()).delayed(by: .seconds(3)))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let result = try? scenario.wf.run(["here", "--format", "%t"], timeout: 60) { results.append([result]) }
        }
        #expect(results.all.count == 8)
        for result in results.all { #expect(result.status == 0, "\(result.stderr)") }
        let document = try Self.usage(scenario.wf)
        #expect(document.requests("open-meteo") == scenario.server.requests(to: "/v1/forecast").count)
        #expect(document.sources.reduce(0) { $0 + $1.requests } == scenario.server.requestCount)
    }

    @Test("With no database wf usage prints zeros, exits 0 and creates nothing")
    func nothingYet() throws {
        let wf = WFProcess()
        defer { wf.removeHome() }
        let text = try wf.run("usage")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.contains("open-meteo "))
        #expect(text.stdout.contains("0 of 10,000 Open-Meteo calls (0 % of daily-budget)"), "\(text.stdout)")
        let document = try Self.usage(wf)
        #expect(document.day == Self.today)
        #expect(document.sources.map(\.source).prefix(3) == ["open-meteo", "open-meteo-geocoding", "open-meteo-air-quality"])
        #expect(document.sources.allSatisfy { $0.requests == 0 && $0.weighted_calls == 0 })
        #expect(!FileManager.default.fileExists(atPath: wf.home.path))
    }

    @Test("A WF_DAILY_BUDGET that is no whole number from 1 to 10,000,000 is refused as bad input", arguments: ["0", "ten", "10000001"])
    func invalidBudget(value: String) throws {
        let wf = WFProcess(environment: ["WF_DAILY_BUDGET": value])
        defer { wf.removeHome() }
        let result = try wf.run("usage")
        #expect(result.status == 64)
        #expect(result.stderr == "wf: WF_DAILY_BUDGET is not valid: a whole number from 1 to 10000000\n", "\(result.stderr)")
    }
}
