import Foundation
import Testing
import TestSupport

/// `provider met-norway`: MET Norway's Locationforecast, names through Open-Meteo's geocoder, a
/// User-Agent on every request to api.met.no, and its `Expires` honoured.
@Suite("wf with MET Norway")
struct MetNorwayEndToEndTests {
    static let forecastPath = "/locationforecast/2.0/complete"

    func scenario(_ environment: [String: String] = [:]) throws -> Scenario {
        try Scenario(.openMeteo, environment: ["WF_PROVIDER": "met-norway"].merging(environment) { $1 })
    }

    /// The recorded answer with an `Expires` header, as api.met.no sends it.
    func serveForecast(on scenario: Scenario, expires: Date) throws {
        let body = Recorded.datesMovedToToday(try Recorded.data("Answers/locationforecast~2.0~complete"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        scenario.server.respond(to: Self.forecastPath, with: StubResponse.json(body).with(header: "Expires", formatter.string(from: expires)))
    }

    /// The recorded answer as api.met.no sends it, with `Expires` and `Last-Modified`; a request
    /// that asks whether it changed since then is answered 304, expiring at `expiresAgain`.
    func serveConditionally(on scenario: Scenario, lastModified: Date, expires: Date, expiresAgain: Date) throws {
        let body = Recorded.datesMovedToToday(try Recorded.data("Answers/locationforecast~2.0~complete"))
        let modified = HTTPDateText.of(lastModified)
        scenario.server.respond(to: Self.forecastPath) { request in
            guard request.headers["if-modified-since"] == modified else {
                return StubResponse.json(body).with(header: "Expires", HTTPDateText.of(expires)).with(header: "Last-Modified", modified)
            }
            return StubResponse(status: 304, headers: ["Expires": HTTPDateText.of(expiresAgain), "Last-Modified": modified])
        }
    }

    @Test("The conditions now live until the answer's Expires, as its forecast does: 1 request at +0, +11 and +25 minutes, 2 at +32; a 304 reuses the copy until its new Expires",
          .enabled(if: FakeClock.isAvailable, "needs a C compiler for scripts/fake-clock.c"))
    func expiresForEveryPart() throws {
        let scenario = try scenario()
        let start = Date()
        let lastModified = start - 600
        try serveConditionally(on: scenario, lastModified: lastModified, expires: start + 30 * 60, expiresAgain: start + 62 * 60)
        // wf at +minutes on its own clock; the stub keeps the real one.
        func at(_ minutes: Int) throws {
            let result = try scenario.wf.with(FakeClock.later(by: minutes * 60)).run(["at", "59.91", "10.75"])
            #expect(result.status == 0, "at +\(minutes) min: \(result.stderr)")
            #expect(result.stdout.contains("MET Norway") && !result.output.contains("offline"), "at +\(minutes) min: \(result.output)")
        }
        for minutes in [0, 11, 25] { try at(minutes) }
        #expect(scenario.server.requests(to: Self.forecastPath).count == 1)
        try at(32)
        var asked = scenario.server.requests(to: Self.forecastPath)
        #expect(asked.count == 2)
        #expect(asked.first?.headers["if-modified-since"] == nil)
        // The second asks whether the answer changed since its Last-Modified; the 304 reuses the copy.
        #expect(asked.last?.headers["if-modified-since"] == HTTPDateText.of(lastModified))
        // Until the 304's Expires nothing more is asked; after it, once more.
        try at(45)
        #expect(scenario.server.requests(to: Self.forecastPath).count == 2)
        try at(63)
        asked = scenario.server.requests(to: Self.forecastPath)
        #expect(asked.count == 3)
        #expect(asked.last?.headers["if-modified-since"] == HTTPDateText.of(lastModified))
    }

    @Test("A search geocodes with Open-Meteo, then asks MET Norway once, at 4 decimals, saying who asks; the same search again asks nothing")
    func search() throws {
        let scenario = try scenario()
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0, "\(result.stderr)")
        // And Berlin's official warnings, from the Deutscher Wetterdienst.
        #expect(scenario.server.requests.map(\.path).sorted() == ["/alerts", Self.forecastPath, "/v1/search"])
        let forecast = try #require(scenario.server.requests(to: Self.forecastPath).first)
        #expect(forecast.query["lat"] == "52.5244" && forecast.query["lon"] == "13.4105")
        #expect(forecast.headers["user-agent"]?.hasPrefix("wf/") == true)
        #expect(result.stdout.contains("Berlin, DE") && result.stdout.contains("MET Norway"))
        #expect(result.stdout.contains("Weather data by MET Norway (CC BY 4.0)"))
        let again = try scenario.run("search", "Berlin")
        #expect(again.status == 0 && again.stdout.contains("(cached)"))
        #expect(scenario.server.requestCount == 3)
    }

    @Test("The contact setting goes into the User-Agent of every request to MET Norway")
    func contact() throws {
        let scenario = try scenario(["WF_CONTACT": "someone@example.org"])
        #expect(try scenario.run("at", "59.91", "10.75").status == 0)
        #expect(try scenario.run("config", "set", "contact", "other@example.org").status == 0)
        #expect(try scenario.wf.with(["WF_CONTACT": ""]).run(["at", "60.39", "5.32"]).status == 0)
        let agents = scenario.server.requests(to: Self.forecastPath).map { $0.headers["user-agent"] ?? "" }
        #expect(agents.count == 2)
        #expect(agents[0].hasPrefix("wf/") && agents[0].hasSuffix(" someone@example.org"))
        #expect(agents[1].hasSuffix(" other@example.org"))
    }

    @Test("An answer is not asked for again before it expires, and is asked for again after, the same day")
    func expires() throws {
        let scenario = try scenario()
        try serveForecast(on: scenario, expires: Date() + 3600)
        #expect(try scenario.run("search", "berlin").status == 0)
        #expect(try scenario.run("search", "berlin").stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: Self.forecastPath).count == 1)
        try serveForecast(on: scenario, expires: Date() - 60)
        #expect(try scenario.run("search", "berlin", "--refresh").status == 0)
        let afterExpiry = try scenario.run("search", "berlin")
        #expect(afterExpiry.status == 0 && !afterExpiry.stdout.contains("(cached)"))
        #expect(scenario.server.requests(to: Self.forecastPath).count == 3)
    }

    @Test("wf hourly shares the search's forecast; wf here and wf fav list work, one request a place")
    func otherViews() throws {
        let scenario = try scenario(["WF_LOCATION": "59.91,10.75"])
        #expect(try scenario.run("search", "berlin").status == 0)
        let hourly = try scenario.run("hourly", "berlin")
        #expect(hourly.status == 0, "\(hourly.stderr)")
        #expect(scenario.server.requests(to: Self.forecastPath).count == 1)
        scenario.server.resetRequests()
        let here = try scenario.run("here")
        #expect(here.status == 0, "\(here.stderr)")
        #expect(here.stdout.contains("MET Norway"))
        // The conditions now and the forecast come from one answer: one request, not two.
        #expect(scenario.server.requests(to: Self.forecastPath).count == 1)
        #expect(try scenario.run("fav", "add", "berlin", "--pick", "1").status == 0)
        #expect(try scenario.run("fav", "add", "48.86,2.35").status == 0)
        scenario.server.resetRequests()
        let list = try scenario.run("fav", "list")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Berlin"))
        #expect(scenario.server.requests(to: Self.forecastPath).count == 2)
    }

    @Test("--json names the provider and keeps MET's symbol as the condition's code; imperial is converted by wf")
    func json() throws {
        let scenario = try scenario()
        let result = try scenario.run("search", "berlin", "--json", "--units", "imperial")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["provider"] as? String == "MET Norway")
        let days = try #require(document["days"] as? [[String: Any]])
        let first = try #require(days.first)
        let condition = try #require(first["condition"] as? [String: Any])
        #expect(condition["code"] is String)
        let temperature = try #require(first["temperature"] as? [String: Any])
        // The recording's temperatures are about -2 to 8 °C: 28 to 47 °F.
        let average = try #require(temperature["average"] as? Double)
        #expect((25...50).contains(average))
    }

    @Test("A 403 (MET's answer to a request that does not say who asks) is a refused request, not a key problem")
    func forbidden() throws {
        let scenario = try scenario()
        scenario.server.respond(to: Self.forecastPath, with: .text("Forbidden", status: 403))
        let failed = try scenario.run("at", "59.91", "10.75")
        #expect(failed.status == 69)
        #expect(failed.stderr.contains("MET Norway rejected the request: HTTP 403"))
        #expect(!failed.stderr.contains("api-key"))
    }

    @Test("MET Norway failing with a copy on hand: the copy, marked offline, exit 0")
    func offline() throws {
        let scenario = try scenario()
        #expect(try scenario.run("search", "berlin").status == 0)
        scenario.server.respond(to: Self.forecastPath, with: .text("Internal Server Error", status: 500))
        let offline = try scenario.wf.with(["WF_RETRIES": "0"]).run(["search", "berlin", "--refresh"])
        #expect(offline.status == 0 && offline.output.contains("offline"))
    }
}
