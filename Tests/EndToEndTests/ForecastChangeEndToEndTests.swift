import Foundation
import Testing
import TestSupport

/// Tomorrow's high against yesterday's forecast of it (Open-Meteo's Previous Runs API, in the
/// documented shape, served by the stub), and the days' likely highs from the ensemble, in
/// `wf search` and `wf here`: as shared/DESIGN.md §8 defines them; a failing source hides nothing.
@Suite("Forecast change and likely highs: wf search and wf here")
struct ForecastChangeEndToEndTests {
    static let path = PreviousRunsAnswer.path

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The served hours of `date` ("YYYY-MM-DD", the place's local day): each run's highest value.
    static func servedHighs(on date: String) throws -> (latest: Double, earlier: Double) {
        let body = Recorded.datesMovedToToday(try Recorded.data("openmeteo_previous_runs_berlin"))
        let answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let hourly = try #require(answer["hourly"] as? [String: Any])
        let times = try #require(hourly["time"] as? [String])
        let hours = times.indices.filter { times[$0].hasPrefix(date + "T") }
        func highest(_ name: String) throws -> Double {
            let values = try #require(hourly[name] as? [Any])
            return try #require(hours.compactMap { values[$0] as? Double }.max(), "\(name) on \(date)")
        }
        return (try highest("temperature_2m"), try highest("temperature_2m_previous_day1"))
    }

    /// Tomorrow at the answer's offset (+01:00), before and after a run: a run across midnight has either.
    static func tomorrow(_ now: Date = Date()) -> String {
        CalendarDayText.of(now.addingTimeInterval(3600 + 86_400))
    }

    @Test("wf search --json: forecast_change {date, max, max_previous, change} as defined from the served answer; one request, then the cache")
    func searchJSON() throws {
        let scenario = try Scenario(.openMeteo)
        let before = Self.tomorrow()
        let result = try scenario.run("search", "berlin", "--json")
        let after = Self.tomorrow()
        #expect(result.status == 0, "\(result.stderr)")
        let change = try #require(try json(result.stdout)["forecast_change"] as? [String: Any], "\(result.stdout.suffix(400))")
        #expect(Set(change.keys) == ["date", "max", "max_previous", "change"])
        let date = try #require(change["date"] as? String)
        #expect(date == before || date == after)
        let served = try Self.servedHighs(on: date)
        #expect(change["max"] as? Double == served.latest && change["max_previous"] as? Double == served.earlier)
        let expected = ((served.latest - served.earlier) * 10).rounded() / 10
        #expect(abs((change["change"] as? Double ?? .nan) - expected) < 1e-9, "\(change)")
        let asked = try #require(scenario.sides.requests(to: Self.path).first)
        #expect(asked.query["hourly"] == "temperature_2m,temperature_2m_previous_day1" && asked.query["latitude"] == "52.52")
        // Within the hour, a second look asks nothing; nor hours later, the same day: the parts go
        // with the forecast's copy.
        #expect(try scenario.run("search", "berlin", "--json").status == 0)
        try scenario.ageCache(byDays: 3.0 / 24, kind: "ensemble")
        try scenario.ageCache(byDays: 3.0 / 24, kind: "previous-runs")
        let later = try scenario.run("search", "berlin", "--json")
        #expect(try json(later.stdout)["forecast_change"] is [String: Any])
        #expect(scenario.sides.requests(to: Self.path).count == 1 && scenario.sides.requests(to: ConfidenceEndToEndTests.path).count == 1)
    }

    @Test("wf search --json: confidence {model, members} at the top; each day of the ensemble has its likely high as defined")
    func searchLikelyHighs() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.run("search", "berlin", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try json(result.stdout)
        let confidence = try #require(document["confidence"] as? [String: Any])
        #expect(confidence["model"] as? String == "ecmwf_ifs025" && confidence["members"] as? Int == 51)
        let days = try #require(document["days"] as? [[String: Any]])
        let body = Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))
        let answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let hourly = try #require(answer["hourly"] as? [String: Any])
        let times = try #require(hourly["time"] as? [String])
        var checked = 0
        for day in days {
            let date = try #require(day["date"] as? String)
            let hours = times.indices.filter { times[$0].hasPrefix(date + "T") }
            let highs = (["temperature_2m"] + (1...50).map { String(format: "temperature_2m_member%02d", $0) }).compactMap { name in
                let values = hourly[name] as? [Any] ?? []
                return hours.compactMap { values[$0] as? Double }.max()
            }
            guard !highs.isEmpty else {
                #expect(day["temperature_max_likely"] is NSNull, "\(date): no ensemble day, null")
                continue
            }
            let likely = try #require(day["temperature_max_likely"] as? [String: Double], "\(date)")
            #expect(likely["low"] == ConfidenceEndToEndTests.rank(10, highs) && likely["high"] == ConfidenceEndToEndTests.rank(90, highs))
            checked += 1
        }
        #expect(checked >= 2)
    }

    @Test("wf here: a Tomorrow line that says how the high moved; JSON forecast_change and confidence; German wording")
    func hereText() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let text = try scenario.run("here")
        #expect(text.status == 0, "\(text.stderr)")
        let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("Tomorrow") }, "\(text.stdout)")
        #expect(line.contains("warmer than yesterday's forecast") && line.contains("°C"), "\(line)")
        // Text shows no likely highs in a report: it costs no ensemble (about 11 weighted calls).
        #expect(scenario.sides.requests(to: ConfidenceEndToEndTests.path).isEmpty)
        let document = try json(try scenario.run("here", "--json").stdout)
        #expect(document["forecast_change"] is [String: Any] && document["confidence"] is [String: Any])
        let german = try scenario.run("here", "--lang", "de")
        #expect(german.stdout.contains("Morgen") && german.stdout.contains("wärmer als gestern vorhergesagt"), "\(german.stdout)")
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains("Tomorrow's high of"), "\(spoken.stdout)")
    }

    @Test("wf search text: the likely high in brackets with a line saying what it is, and the Tomorrow line; --ascii stays ASCII")
    func searchText() throws {
        let scenario = try Scenario(.openMeteo)
        let text = try scenario.run("search", "berlin")
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("the likely high: 10th–90th percentile of 51 runs of ecmwf_ifs025"), "\(text.stdout)")
        #expect(text.stdout.range(of: #"\(-?\d+–-?\d+°\)"#, options: .regularExpression) != nil, "\(text.stdout)")
        #expect(text.stdout.contains("Tomorrow"))
        let ascii = try scenario.run("search", "berlin", "--ascii")
        let isASCII = ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(ascii.stdout)")
        let spoken = try scenario.run("search", "berlin", "--accessible")
        #expect(spoken.stdout.contains("Likely high"), "\(spoken.stdout)")
    }

    @Test("Failing previous runs and ensemble (HTTP 500) hide nothing else: nulls, an unavailable line, exit 0")
    func failing() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        scenario.sides.respond(to: Self.path, with: .json(#"{"error":true,"reason":"down"}"#, status: 500))
        scenario.sides.respond(to: ConfidenceEndToEndTests.path, with: .json(#"{"error":true,"reason":"down"}"#, status: 500))
        let result = try scenario.run("search", "berlin", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try json(result.stdout)
        #expect(document["forecast_change"] is NSNull && document["confidence"] is NSNull)
        #expect((document["days"] as? [Any])?.isEmpty == false)
        let text = try scenario.run("here")
        #expect(text.status == 0 && text.stdout.contains("Temperature"), "\(text.stderr)")
        #expect(text.stdout.split(separator: "\n").contains { $0.hasPrefix("Tomorrow") && $0.contains("unavailable just now") }, "\(text.stdout)")
    }
}
