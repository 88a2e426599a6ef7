import Foundation
import Testing
import TestSupport

/// The climate line of `wf here`, `wf at` and `wf fav show`: today's forecast high against the
/// same calendar day ±7 days of 1991-2020, from Open-Meteo's Historical Weather API (ERA5), asked
/// once per place and kept for good; when it fails, the weather still shows.
@Suite("The climate line: today against 1991-2020")
struct ClimateEndToEndTests {
    static let archive = "/v1/archive"

    func scenario() throws -> Scenario {
        try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The served answer's maxima by "YYYY-MM-DD".
    static func served() throws -> [String: Double] {
        let document = try #require(try JSONSerialization.jsonObject(with: try Recorded.data("openmeteo_archive_era5_berlin")) as? [String: Any])
        let daily = try #require(document["daily"] as? [String: Any])
        let times = try #require(daily["time"] as? [String]), values = try #require(daily["temperature_2m_max"] as? [Any])
        return Dictionary(uniqueKeysWithValues: zip(times, values).compactMap { time, value in (value as? Double).map { (time, $0) } })
    }

    /// R recomputed here with Foundation's calendar: the same month and day ±7 days in each year
    /// 1991-2020 (28 February in years without a 29th).
    static func reference(month: Int, day: Int, maxima: [String: Double]) -> [Double] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let format = DateFormatter()
        format.calendar = calendar
        format.timeZone = calendar.timeZone
        format.dateFormat = "yyyy-MM-dd"
        return (1991...2020).flatMap { year -> [Double] in
            let leap = year % 4 == 0
            let centre = calendar.date(from: DateComponents(year: year, month: month, day: month == 2 && day == 29 && !leap ? 28 : day))!
            return (-7...7).compactMap { maxima[format.string(from: calendar.date(byAdding: .day, value: $0, to: centre)!)] }
        }
    }

    @Test("wf here --json: climate's normal, anomaly and percentile are the definitions recomputed from the served answer; one archive request, ERA5 only")
    func definitions() throws {
        let scenario = try scenario()
        let result = try scenario.run("here", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try json(result.stdout)
        let climate = try #require(document["climate"] as? [String: Any], "\(document["climate"] ?? "none")")
        #expect(Set(climate.keys) == ["reference", "window_days", "today_max", "normal_max", "anomaly", "percentile", "words"])
        #expect(climate["reference"] as? String == "1991-2020" && climate["window_days"] as? Int == 15)
        // Today at the place, as the weather's clock has it.
        let current = try #require(document["current"] as? [String: Any])
        let observedText = try #require(current["observed"] as? String)
        let offset = try #require(current["utc_offset_seconds"] as? Int)
        let observed = try #require(ISO8601DateFormatter().date(from: observedText))
        let local = observed.addingTimeInterval(Double(offset))
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let today = utc.dateComponents([.month, .day], from: local)
        let reference = Self.reference(month: today.month!, day: today.day!, maxima: try Self.served())
        #expect(reference.count == 450)
        let high = try #require(climate["today_max"] as? Double)
        let normalMax = try #require(climate["normal_max"] as? Double), anomaly = try #require(climate["anomaly"] as? Double)
        let shown = try #require(climate["percentile"] as? Int)
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(high == (days.first?["temperature"] as? [String: Any])?["max"] as? Double, "\(days.first ?? [:])")
        let normal = reference.reduce(0, +) / Double(reference.count)
        let percentile = 100 * reference.filter { $0 < high }.count / reference.count
        #expect(abs(normalMax - normal) <= 0.1)
        #expect(abs(anomaly - (high - normal)) <= 0.1 + 1e-9)
        #expect(abs(shown - percentile) <= 1)
        let words = percentile >= 90 ? "much-warmer" : percentile >= 70 ? "warmer" : percentile <= 10 ? "much-cooler"
            : percentile <= 30 ? "cooler" : "about-usual"
        #expect(climate["words"] as? String == words)
        let requests = scenario.server.requests(to: Self.archive)
        #expect(requests.count == 1)
        let query = try #require(requests.first?.query)
        #expect(query["start_date"] == "1990-12-25" && query["end_date"] == "2021-01-07")
        #expect(query["daily"] == "temperature_2m_max" && query["models"] == "era5" && query["timezone"] == "auto")
        #expect(query["latitude"] == "52.52" && query["longitude"] == "13.41")
    }

    @Test("Five runs over a day and in two languages ask the archive once: text, JSON, wf at, %N and German")
    func askedOnce() throws {
        let scenario = try scenario()
        let text = try scenario.run("here")
        #expect(text.status == 0, "\(text.stderr)")
        let line = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("Climate ") }, "\(text.stdout)")
        #expect(line.contains("today's high") && line.contains("1991–2020 normal") && line.contains("usual"), "\(line)")
        try scenario.ageCache(byDays: 1, kind: "climate")
        #expect(try scenario.run("here", "--json").status == 0)
        let at = try scenario.run("at", "52.52", "13.41")
        #expect(at.stdout.contains("Climate "), "\(at.stdout)")
        let format = try scenario.run("here", "--format", "%N")
        #expect(format.stdout.range(of: #"^[+-]\d+\.\d°\n$"#, options: .regularExpression) != nil, "\(format.stdout)")
        let german = try scenario.run("here", "--lang", "de")
        #expect(german.stdout.contains("Klima ") && german.stdout.contains("Mittel 1991–2020"), "\(german.stdout)")
        #expect(scenario.server.requests(to: Self.archive).count == 1)
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains("1991 to 2020 normal"), "\(spoken.stdout)")
        let ascii = try scenario.run("here", "--ascii")
        #expect(ascii.stdout.contains("1991-2020") && !ascii.stdout.contains("–"), "\(ascii.stdout)")
        #expect(scenario.server.requests(to: Self.archive).count == 1)
    }

    @Test("wf fav show has the climate line and JSON; wf fav list does not ask the archive")
    func favourites() throws {
        let scenario = try scenario()
        try scenario.run("fav", "add", "52.52,13.41")
        let list = try scenario.run("fav", "list", "--format", "%l %N")
        #expect(list.status == 0 && list.stdout.hasSuffix(" ?\n"), "\(list.stdout)")
        #expect(scenario.server.requests(to: Self.archive).isEmpty)
        let shown = try scenario.run("fav", "show", "1")
        #expect(shown.stdout.split(separator: "\n").contains { $0.hasPrefix("Climate ") }, "\(shown.stdout)")
        let document = try json(try scenario.run("fav", "show", "1", "--json").stdout)
        #expect((document["climate"] as? [String: Any])?["window_days"] as? Int == 15)
        #expect(scenario.server.requests(to: Self.archive).count == 1)
    }

    @Test("The archive answering 500 leaves exit 0, the weather, a climate line that says unavailable, null in JSON and ? for %N")
    func archiveFails() throws {
        let scenario = try scenario()
        scenario.server.respond(to: Self.archive, with: StubResponse.json(#"{"error":true,"reason":"Internal"}"#, status: 500))
        let result = try scenario.run("here")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Temperature"))
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("Climate ") }.map(String.init)
        #expect(line?.dropFirst("Climate".count).trimmingCharacters(in: .whitespaces) == "unavailable just now", "\(result.stdout)")
        let json = try scenario.run("here", "--json")
        #expect(json.status == 0)
        #expect(try self.json(json.stdout)["climate"] is NSNull)
        let format = try scenario.run("here", "--format", "%t %N")
        #expect(format.status == 0 && format.stdout.hasSuffix(" ?\n"), "\(format.stdout)")
    }
}
