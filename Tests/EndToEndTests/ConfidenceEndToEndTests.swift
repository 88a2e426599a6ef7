import Foundation
import Testing
import TestSupport

/// How sure `wf hourly` is: Open-Meteo's ensemble (the documented shape, served by the stub) beside
/// the forecast; each hour's likely range and rain agreement as shared/DESIGN.md §8 defines them.
@Suite("wf hourly: confidence")
struct ConfidenceEndToEndTests {
    static let path = "/v1/ensemble"

    /// The served answer's values at `time` ("2026-11-27T15:00", local), the control and each member.
    static func served(_ variable: String, at time: String) throws -> [Double] {
        let body = Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))
        let answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        let hourly = try #require(answer["hourly"] as? [String: Any])
        let index = try #require((hourly["time"] as? [String])?.firstIndex(of: time))
        let names = [variable] + (1...50).map { String(format: "\(variable)_member%02d", $0) }
        return try names.map { try #require(hourly[$0] as? [Any])[index] as? Double }.compactMap { $0 }
    }

    static func rank(_ percentile: Int, _ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[Int((Double(percentile) / 100 * Double(sorted.count)).rounded(.up)) - 1]
    }

    @Test("wf hourly --json: confidence {model, members}; each hour's range and agreement as defined from the served answer")
    func hourlyJSON() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("hourly", "52.52,13.41", "--json", "--hours", "12")
        #expect(result.status == 0, "\(result.stderr)")
        let asked = try #require(scenario.sides.requests(to: Self.path).first)
        #expect(asked.query["models"] == "ecmwf_ifs025" && asked.query["hourly"] == "temperature_2m,precipitation")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let confidence = try #require(document["confidence"] as? [String: Any])
        #expect(confidence["model"] as? String == "ecmwf_ifs025" && confidence["members"] as? Int == 51)
        let hours = try #require(document["hours"] as? [[String: Any]])
        #expect(hours.count == 12)
        for hour in hours {
            // "2026-11-27T15:00:00+02:00" → the answer's local "2026-11-27T15:00" (the stub's offset is +02:00).
            let time = try #require(hour["time"] as? String)
            let local = try #require(Self.localTime(time, offsetSeconds: 7200))
            let temperatures = try Self.served("temperature_2m", at: local)
            let amounts = try Self.served("precipitation", at: local)
            #expect(temperatures.count == 51)
            let likely = try #require(hour["temperature_likely"] as? [String: Double], "\(time)")
            #expect(likely["low"] == Self.rank(10, temperatures) && likely["high"] == Self.rank(90, temperatures))
            let agreement = Int((100 * Double(amounts.filter { $0 >= 0.1 }.count) / 51).rounded())
            #expect(hour["rain_agreement"] as? Int == agreement)
        }
    }

    @Test("A failing ensemble (HTTP 500) leaves the weather: confidence and the hours' ranges are null, exit 0")
    func failingEnsemble() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        scenario.sides.respond(to: Self.path, with: .json(#"{"error":true,"reason":"ensemble down"}"#, status: 500))
        let result = try scenario.run("hourly", "52.52,13.41", "--json", "--hours", "3")
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["confidence"] is NSNull)
        let hours = try #require(document["hours"] as? [[String: Any]])
        #expect(hours.count == 3 && hours.allSatisfy { $0["temperature_likely"] is NSNull && $0["rain_agreement"] is NSNull })
        #expect(hours.allSatisfy { $0["temperature"] is Double })
    }

    @Test("A failing ensemble says so where its ranges would be, in wf search and wf hourly, text and spoken")
    func failingEnsembleSaysSo() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        scenario.sides.respond(to: Self.path, with: .json(#"{"error":true,"reason":"ensemble down"}"#, status: 500))
        for command in [["search", "52.52,13.41"], ["hourly", "52.52,13.41", "--hours", "3"]] {
            let text = try scenario.wf.run(command + ["--refresh"])
            #expect(text.status == 0 && text.stdout.contains("Likely ranges: unavailable just now"), "\(command): \(text.stdout)")
            let spoken = try scenario.wf.run(command + ["--accessible"])
            #expect(spoken.stdout.contains("The likely ranges are unavailable just now."), "\(command): \(spoken.stdout)")
        }
    }

    @Test("Impossible ensemble values (-999999) are unknown, never shown: hourly, search, JSON and spoken")
    func impossibleValues() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let body = Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))
        var answer = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        var hourly = try #require(answer["hourly"] as? [String: Any])
        for key in hourly.keys where key.hasPrefix("temperature_2m") {
            hourly[key] = ((hourly[key] as? [Any]) ?? []).map { _ in -999_999 }
        }
        answer["hourly"] = hourly
        scenario.sides.respond(to: Self.path, with: .json(String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)))
        for command in [["hourly", "52.52,13.41", "--hours", "3"], ["search", "52.52,13.41"]] {
            for extra in [[], ["--json"], ["--accessible"]] {
                let result = try scenario.wf.run(command + extra)
                #expect(result.status == 0, "\(command + extra): \(result.stderr)")
                #expect(!result.stdout.contains("999999") && !result.stdout.contains("999,999") && !result.stdout.contains("999 999"),
                        "\(command + extra): \(result.stdout)")
            }
        }
    }

    @Test("A search after wf here keeps its likely highs: the forecast from the cache, the ensemble asked for once")
    func searchAfterHere() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        #expect(try scenario.run("here", "--location", "52.52,13.41").status == 0)
        let search = try scenario.run("search", "52.52,13.41", "--json")
        #expect(search.status == 0, "\(search.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
        #expect(document["confidence"] is [String: Any], "\(search.stdout.prefix(600))")
        let again = try scenario.run("search", "52.52,13.41")
        #expect(again.stdout.contains("(cached)") && again.stdout.contains("the likely high"), "\(again.stdout)")
        #expect(scenario.sides.requests(to: Self.path).count == 1)
    }

    /// An ISO time with an offset as the local wall-clock time at `offsetSeconds`.
    static func localTime(_ iso: String, offsetSeconds: Int) -> String? {
        guard let date = ISO8601DateFormatter().date(from: iso) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: offsetSeconds)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.string(from: date)
    }
}

@Suite("wf hourly: confidence as text")
struct ConfidenceTextEndToEndTests {
    @Test("Rows show each hour's likely range and rain agreement; --ascii without the dash; spoken with --accessible")
    func rows() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let text = try scenario.run("hourly", "52.52,13.41", "--hours", "3")
        #expect(text.status == 0, "\(text.stderr)")
        let rows = text.stdout.split(separator: "\n").filter { $0.contains("/51 rain") }
        #expect(rows.count == 3, "\(text.stdout)")
        #expect(rows.allSatisfy { $0.range(of: #"-?\d+–-?\d+°"#, options: .regularExpression) != nil })
        let ascii = try scenario.run("hourly", "52.52,13.41", "--hours", "3", "--ascii")
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.stdout.range(of: #"\d+-\d+ +\d+/51 rain"#, options: .regularExpression) != nil, "\(ascii.stdout)")
        let spoken = try scenario.run("hourly", "52.52,13.41", "--hours", "3", "--accessible")
        #expect(spoken.stdout.components(separatedBy: "of the ensemble bring rain.").count == 4, "\(spoken.stdout)")
        // Units and the share in words, in every language: no "°C" or "%" for a speech synthesiser to misread.
        #expect(spoken.stdout.range(of: #"Likely -?[\d.]+ degrees Celsius to -?[\d.]+ degrees Celsius; \d+ percent of"#, options: .regularExpression) != nil,
                "\(spoken.stdout)")
        for language in ["de", "fr"] {
            let said = try scenario.run("hourly", "52.52,13.41", "--hours", "3", "--accessible", "--lang", language)
            #expect(!said.stdout.contains("°") && !said.stdout.contains("%"), "\(language): \(said.stdout)")
        }
    }
}
