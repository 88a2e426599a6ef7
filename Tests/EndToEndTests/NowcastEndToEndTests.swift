import Foundation
import Testing
import TestSupport

/// Rain soon in `wf here` and `wf at`: Open-Meteo's 15-minute precipitation for the next two hours,
/// asked for in the weather's own Open-Meteo request (on its own when the weather was a cached copy,
/// or with another provider) and cached 15 minutes; when it fails, the weather still shows.
/// The stub's steps start at the quarter hour in progress: dry, dry, then rain for three quarters.
@Suite("Rain soon in wf here and wf at")
struct NowcastEndToEndTests {
    func scenario() throws -> Scenario {
        try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
    }

    /// "14:30" and "15:15" for the shower, at the stub's offset, for each quarter the run may have started in.
    func showerTimes(_ run: () throws -> WFResult) rethrows -> (result: WFResult, times: [(start: String, stop: String)]) {
        let before = NowcastAnswer.firstStep()
        let result = try run()
        let after = NowcastAnswer.firstStep()
        let local = { (date: Date) -> String in
            let formatter = DateFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: NowcastAnswer.utcOffsetSeconds)
            formatter.dateFormat = "HH:mm"
            return formatter.string(from: date)
        }
        let times = Set([before, after]).sorted().map { (local($0.addingTimeInterval(1800)), local($0.addingTimeInterval(4500))) }
        return (result, times)
    }

    @Test("wf here says when rain starts and eases, from one request for the weather and rain soon; a second wf here within 15 minutes asks nothing more")
    func here() throws {
        let scenario = try scenario()
        let (result, times) = try showerTimes { try scenario.run("here") }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Rain soon"))
        #expect(times.contains { result.stdout.contains("rain from about \($0.start), easing around \($0.stop)") }, "\(result.stdout)")
        #expect(scenario.server.nowcastRequests.isEmpty)
        // The forecast, and the weather now with rain soon in the same request.
        let weather = scenario.server.weatherRequests()
        #expect(weather.count == 2, "\(weather.map(\.rawTarget))")
        let request = try #require(weather.first { $0.query["current"] != nil })
        #expect(request.query["forecast_minutely_15"] == "8" && request.query["minutely_15"]?.contains("precipitation") == true)
        let requests = scenario.server.requestCount
        let again = try scenario.run("here")
        #expect(again.status == 0)
        #expect(again.stdout.contains("rain from about"))
        #expect(scenario.server.requestCount == requests)
        let refreshed = try scenario.run("here", "--refresh")
        #expect(refreshed.stdout.contains("rain from about"))
        #expect(scenario.server.weatherRequests().count == 4)
        #expect(scenario.server.nowcastRequests.isEmpty)
    }

    @Test("With the weather a cached copy, rain soon past its 15 minutes is asked for on its own, once")
    func cachedWeather() throws {
        let scenario = try scenario()
        #expect(try scenario.run("here").status == 0)
        try scenario.ageCache(byDays: 20.0 / 1440, kind: "nowcast")
        let result = try scenario.run("here")
        #expect(result.stdout.contains("rain from about"), "\(result.stdout)")
        #expect(scenario.server.weatherRequests().count == 2)
        #expect(scenario.server.nowcastRequests.count == 1)
    }

    @Test("A dry window says no rain in the next 2 hours; %R is then empty")
    func dry() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/v1/forecast") { request in
            OpenMeteoForecastAnswer.response(for: request, rainSoon: NowcastAnswer.dry)
        }
        let result = try scenario.run("here")
        #expect(result.stdout.contains("no rain expected in the next 2 hours"), "\(result.stdout)")
        let line = try scenario.run("at", "52.52", "13.41", "--format", "[%R]")
        #expect(line.status == 0)
        #expect(line.stdout == "[]\n")
    }

    @Test("Steps with amounts no rain has (-999999), none at all, or an unknown one before any rain: rain soon is unavailable, never 'no rain expected'; --json nowcast is null",
          arguments: [[Double?](repeating: -999_999, count: 8), [Double?](repeating: nil, count: 8), [0, 0, nil, 0, 0, 0, 0, 0]])
    func unknownSteps(steps: [Double?]) throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/v1/forecast") { request in
            OpenMeteoForecastAnswer.response(for: request, rainSoon: steps)
        }
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        let rain = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("Rain soon") }, "\(result.stdout)")
        #expect(rain.contains("unavailable just now") && !rain.contains("no rain"), "\(rain)")
        let spoken = try scenario.run("here", "--accessible")
        #expect(spoken.stdout.contains("Rain for the next 2 hours is unavailable just now."), "\(spoken.stdout)")
        #expect(!spoken.stdout.contains("No rain is expected"))
        let json = try scenario.run("at", "52.52", "13.41", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["nowcast"] is NSNull, "\(json.stdout)")
        let line = try scenario.run("at", "52.52", "13.41", "--format", "[%R]")
        #expect(line.status == 0)
        #expect(line.stdout != "[]\n", "an unknown outlook printed as a dry one")
    }

    @Test("--format %R, --json nowcast, accessible sentences, and wf at")
    func formatJSONAndSpeech() throws {
        let scenario = try scenario()
        let (line, times) = try showerTimes { try scenario.run("here", "--format", "%R") }
        #expect(line.status == 0, "\(line.stderr)")
        // On the place's clock (the stub's UTC+1), named: this machine is on UTC.
        #expect(times.contains { line.stdout == "rain \($0.start) UTC+1\n" }, "\(line.stdout)")
        let json = try scenario.run("here", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let nowcast = try #require(document["nowcast"] as? [String: Any])
        #expect(Set(nowcast.keys) == ["steps", "starts", "stops", "provider", "updated"])
        let steps = try #require(nowcast["steps"] as? [[String: Any]])
        #expect((7...8).contains(steps.count))
        #expect(steps.allSatisfy { Set($0.keys) == ["time", "precipitation", "probability"] && $0["probability"] is NSNull })
        #expect(nowcast["starts"] is String && nowcast["stops"] is String)
        let at = try scenario.run("at", "52.52", "13.41", "--json")
        let current = try #require(try JSONSerialization.jsonObject(with: Data(at.stdout.utf8)) as? [String: Any])
        #expect(current["nowcast"] is [String: Any])
        let atText = try scenario.run("at", "52.52", "13.41")
        #expect(atText.stdout.contains("Rain soon") && atText.stdout.contains("rain from about"))
        let spoken = try scenario.run("here", "--accessible")
        #expect(spoken.stdout.contains("Rain is expected from about"), "\(spoken.stdout)")
        let german = try scenario.run("here", "--lang", "de")
        #expect(german.stdout.contains("Regen ab etwa"), "\(german.stdout)")
        let japanese = try scenario.run("here", "--lang", "ja")
        #expect(japanese.stdout.contains("ごろから雨"), "\(japanese.stdout)")
    }

    @Test("Offline, rain soon and the air show their copies, each saying when it was fetched")
    func offlineCopies() throws {
        let scenario = try scenario()
        #expect(try scenario.run("here").status == 0)
        // Copies that are fresh say nothing of the kind.
        #expect(!(try scenario.run("here").stdout.contains("(old: ")))
        try scenario.ageCache(byDays: 1.0 / 24)
        for path in ["/v1/forecast", "/v1/air-quality"] {
            scenario.server.respond(to: path) { _ in .json(#"{"error":true,"reason":"down"}"#, status: 503) }
        }
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let rain = try #require(lines.first { $0.hasPrefix("Rain soon") }, "\(result.stdout)")
        let air = try #require(lines.first { $0.hasPrefix("Air") }, "\(result.stdout)")
        #expect(rain.contains("(old: 1 hour)") && air.contains("(old: 1 hour)"), "\(result.stdout)")
    }

    @Test("Offline in the window's last 15 minutes the rain-soon copy is shown; after the window it is gone",
          .enabled(if: FakeClock.isAvailable, "needs a C compiler for scripts/fake-clock.c"))
    func offlineToTheEndOfTheWindow() throws {
        let scenario = try scenario()
        let first = NowcastAnswer.firstStep()
        #expect(try scenario.run("here").status == 0)
        for path in ["/v1/forecast", "/v1/air-quality"] {
            scenario.server.respond(to: path) { _ in .json(#"{"error":true,"reason":"down"}"#, status: 503) }
        }
        // wf's clock at a moment of the window (seconds from its first step's start); the stub keeps the real one.
        func rainLine(at moment: TimeInterval) throws -> String? {
            let result = try scenario.wf.with(FakeClock.later(by: Int((first + moment).timeIntervalSinceNow.rounded()))).run(["here"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Temperature"), "\(result.stdout)")
            return result.stdout.split(separator: "\n").first { $0.hasPrefix("Rain soon") }.map(String.init)
        }
        // The middle of the last quarter hour (7.5 minutes either side for the run itself).
        let last = try #require(try rainLine(at: 7 * 900 + 450))
        #expect(last.contains("(old: "), "\(last)")
        // Just after the window the copy has nothing left.
        let after = try #require(try rainLine(at: 8 * 900 + 60))
        #expect(after.dropFirst("Rain soon".count).trimmingCharacters(in: .whitespaces) == "unavailable just now", "\(after)")
    }

    @Test("Rain soon failing (500, malformed, refused) leaves exit 0, the weather, and a note", arguments: ["500", "malformed"])
    func failing(fault: String) throws {
        let scenario = try scenario()
        // The weather's answer brings no usable minutely_15 (none, or a malformed one), and rain soon
        // asked for on its own then fails.
        scenario.server.respond(to: "/v1/forecast") { request in
            guard NowcastAnswer.isNowcast(request) else {
                let weather = OpenMeteoForecastAnswer.response(for: request)
                guard fault == "malformed", var object = (try? JSONSerialization.jsonObject(with: weather.body)) as? [String: Any] else {
                    return OpenMeteoForecastAnswer.response(for: RecordedRequest(method: request.method, path: request.path,
                                                                                 query: request.query.filter { !$0.key.hasPrefix("minutely") && !$0.key.hasPrefix("forecast_minutely") },
                                                                                 rawTarget: request.rawTarget, headers: request.headers))
                }
                object["minutely_15"] = 3
                return .json((try? JSONSerialization.data(withJSONObject: object)) ?? weather.body)
            }
            return fault == "500" ? .json("{\"error\":true,\"reason\":\"down\"}", status: 500) : .json("{\"minutely_15\": 3}")
        }
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Temperature"))
        let rainLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("Rain soon") }.map(String.init)
        #expect(rainLine?.dropFirst("Rain soon".count).trimmingCharacters(in: .whitespaces) == "unavailable just now", "\(result.stdout)")
        let spoken = try scenario.run("here", "--accessible")
        #expect(spoken.stdout.contains("Rain for the next 2 hours is unavailable just now."), "\(spoken.stdout)")
        let json = try scenario.run("here", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["nowcast"] is NSNull)
        #expect(document["current"] is [String: Any])
        let line = try scenario.run("here", "--format", "%t %R")
        #expect(line.status == 0)
        #expect(line.stdout.hasSuffix(" ?\n"), "\(line.stdout)")
    }
}
