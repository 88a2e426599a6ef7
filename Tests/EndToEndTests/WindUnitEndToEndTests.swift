import Foundation
import Testing
import TestSupport

@Suite("wind-unit")
struct WindUnitEndToEndTests {
    @Test("wf config set wind-unit bft changes wf at and wf search: Beaufort forces, no km/h")
    func beaufortSetting() throws {
        let seoul = try Scenario(.openWeatherMap)
        let before = try seoul.run("at", "37.57", "126.98")
        #expect(before.stdout.contains("9 km/h from NW (318°)"))
        #expect(try seoul.run("config", "set", "wind-unit", "bft").status == 0)
        #expect(try seoul.run("config", "get", "wind-unit").stdout.contains("bft"))
        let at = try seoul.run("at", "37.57", "126.98")
        #expect(at.status == 0)
        // 9 km/h is 2.5 m/s: force 2 (1.6 to 3.4 m/s).
        #expect(at.stdout.contains("Wind        Bft 2 from NW (318°)"), "\(at.stdout)")
        #expect(!at.stdout.contains("km/h"))

        let berlin = try Scenario(.openMeteo)
        // Forecasts with wind every hour and day.
        try berlin.serveForecastsFromToday()
        try berlin.run("config", "set", "wind-unit", "bft")
        let search = try berlin.run("search", "berlin")
        #expect(search.status == 0)
        let rows = search.stdout.split(separator: "\n").dropFirst().prefix(7)
        #expect(rows.count == 7 && rows.allSatisfy { $0.contains(" Bft ") }, "\(search.stdout)")
        #expect(!search.stdout.contains("km/h"))
        // The setting changes what is shown, not what is asked for or cached.
        #expect(berlin.server.requests(to: "/v1/forecast").first?.query["wind_speed_unit"].map { $0 == "kmh" } ?? true)
    }

    @Test("WF_WIND_UNIT=kn wf here --json says kn beside the numbers, converted from km/h")
    func knotsInJSON() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        try scenario.serveForecastsFromToday()
        let plain = try scenario.run("here", "--json")
        let requests = scenario.server.requestCount
        let knots = try scenario.wf.with(["WF_WIND_UNIT": "kn"]).run("here", "--json")
        #expect(knots.status == 0)
        let kmh = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any])
        let kn = try #require(try JSONSerialization.jsonObject(with: Data(knots.stdout.utf8)) as? [String: Any])
        #expect(kmh["wind_unit"] as? String == "kmh")
        #expect(kn["wind_unit"] as? String == "kn")
        let currentKmh = try #require(kmh["current"] as? [String: Any]), currentKn = try #require(kn["current"] as? [String: Any])
        #expect(currentKn["wind_unit"] as? String == "kn")
        let speedKmh = try #require((currentKmh["wind"] as? [String: Any])?["speed"] as? Double)
        let speedKn = try #require((currentKn["wind"] as? [String: Any])?["speed"] as? Double)
        #expect(abs(speedKn - speedKmh / 1.852) <= 0.06, "\(speedKmh) km/h is \(speedKmh / 1.852) kn, not \(speedKn)")
        let dayKmh = try #require(((kmh["days"] as? [[String: Any]])?.first?["wind"] as? [String: Any])?["speed"] as? Double)
        let dayKn = try #require(((kn["days"] as? [[String: Any]])?.first?["wind"] as? [String: Any])?["speed"] as? Double)
        #expect(abs(dayKn - dayKmh / 1.852) <= 0.06)
        // The second run was answered from the cache: the unit is applied when showing.
        #expect(scenario.server.requestCount == requests)
    }

    @Test("The text of wf here, its --format %w and its sentences follow the unit too")
    func hereText() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41", "WF_WIND_UNIT": "ms"])
        try scenario.serveForecastsFromToday()
        let text = try scenario.run("here")
        #expect(text.stdout.contains(" m/s from "))
        #expect(!text.stdout.contains("km/h"))
        let line = try scenario.run("here", "--format", "%w")
        #expect(line.stdout.hasSuffix("m/s\n"), "\(line.stdout)")
        let spoken = try scenario.run("here", "--accessible", "--more")
        #expect(spoken.stdout.contains(" metres per second"))
    }

    @Test("A wind unit wf does not know is a usage error naming the variable or the key")
    func badValues() throws {
        let environment = try WFProcess(environment: ["WF_WIND_UNIT": "knots"]).run("at", "1", "2")
        #expect(environment.status == 64)
        #expect(environment.stderr.contains("WF_WIND_UNIT is not valid"))
        #expect(environment.stderr.contains("kmh, mph, ms, kn, bft"))
        let setting = try WFProcess().run("config", "set", "wind-unit", "beaufort")
        #expect(setting.status == 64)
    }
}
