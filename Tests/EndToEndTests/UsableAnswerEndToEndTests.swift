import Foundation
import Testing
import TestSupport

/// Only a usable answer replaces a cached copy; a value no weather has is unknown, not printed.
@Suite("Usable answers only")
struct UsableAnswerEndToEndTests {
    /// The recorded Open-Meteo forecast, from today, with `change` applied to its JSON.
    static func openMeteo(_ change: (inout [String: Any]) -> Void) throws -> StubResponse {
        var body = try #require(try JSONSerialization.jsonObject(with: Recorded.openMeteoShiftedToToday()) as? [String: Any])
        change(&body)
        return .json(try JSONSerialization.data(withJSONObject: body))
    }

    static let brokenForecasts: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("no daily", { $0["daily"] = nil }),
        ("empty arrays", { $0["daily"] = ["time": [String](), "temperature_2m_max": [Double](), "temperature_2m_min": [Double]()] }),
        ("unparseable dates", { body in
            var daily = body["daily"] as? [String: Any] ?? [:]
            daily["time"] = (daily["time"] as? [String] ?? []).map { _ in "soon" }
            body["daily"] = daily
        }),
        ("far-future dates", { body in
            var daily = body["daily"] as? [String: Any] ?? [:]
            daily["time"] = (daily["time"] as? [String] ?? []).enumerated().map { String(format: "2099-01-%02d", $0.offset + 1) }
            body["daily"] = daily
        }),
        ("hours out of order", { body in
            body["hourly"] = ["time": ["2026-01-02T01:00", "2026-01-02T00:00"], "temperature_2m": [1.0, 2.0]]
        }),
    ]

    @Test("An Open-Meteo forecast with no usable day: the good copy stays and is shown offline; nothing cached is exit 69",
          arguments: brokenForecasts.map(\.0))
    func openMeteoWithoutDays(name: String) throws {
        let change = try #require(Self.brokenForecasts.first { $0.0 == name }?.1)
        let scenario = try Scenario(.openMeteo)
        let broken = try Self.openMeteo(change)

        let fresh = try Scenario(.openMeteo)
        fresh.server.respond(to: "/v1/forecast", with: broken)
        let nothing = try fresh.run("search", "berlin")
        #expect(nothing.status == 69, "\(name): \(nothing.stderr)")
        #expect(nothing.stderr.contains("Open-Meteo sent a forecast with no days") || nothing.stderr.contains("hours that do not line up")
                    || nothing.stderr.contains("not those asked for"),
                "\(name): \(nothing.stderr)")

        #expect(try scenario.run("search", "berlin").status == 0)
        try scenario.ageCache(byDays: 1, kind: "forecast")
        scenario.server.respond(to: "/v1/forecast", with: broken)
        for _ in 0..<2 {
            let result = try scenario.run("search", "berlin", "--json")
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("offline"), "\(name)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(document["source"] as? String == "offline-cache")
            #expect((document["days"] as? [Any])?.isEmpty == false)
        }
    }

    @Test("An OpenWeatherMap forecast with an empty list never replaces the good copy")
    func openWeatherMapEmptyList() throws {
        let scenario = try Scenario(.openWeatherMap)
        #expect(try scenario.run("search", "cape town").status == 0)
        try scenario.ageCache(byDays: 1, kind: "forecast")
        scenario.server.respond(to: "/data/2.5/forecast", with: .json(#"{"cod":"200","cnt":0,"list":[],"city":{"name":"Cape Town","country":"ZA","coord":{"lat":-33.9,"lon":18.4},"timezone":7200}}"#))
        let result = try scenario.run("search", "cape town")
        #expect(result.status == 0)
        #expect(result.stderr.contains("OpenWeatherMap sent a forecast with no days"))
        #expect(result.stderr.contains("offline"))
        #expect(result.stdout.contains("Cape Town"))
    }

    @Test("Values no weather has are unknown: blank in the table, null in --json; a reading without a plausible temperature is no reading")
    func implausibleValues() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: try Self.openMeteo { body in
            var current = body["current"] as? [String: Any] ?? [:]
            current["relative_humidity_2m"] = 140
            current["wind_speed_10m"] = -5
            body["current"] = current
            var daily = body["daily"] as? [String: Any] ?? [:]
            var lows = daily["temperature_2m_min"] as? [Double] ?? []
            if !lows.isEmpty { lows[0] = -999_999 }
            daily["temperature_2m_min"] = lows
            body["daily"] = daily
        })
        let at = try scenario.run("at", "52.52", "13.41", "--json")
        #expect(at.status == 0, "\(at.stderr)")
        let current = try #require(try JSONSerialization.jsonObject(with: Data(at.stdout.utf8)) as? [String: Any])
        #expect(current["humidity"] is NSNull)
        #expect(((current["wind"] as? [String: Any])?["speed"]) is NSNull)
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0)
        #expect(!search.output.contains("999999") && !search.output.contains("999 999") && !search.output.contains("140"))

        let bad = try Scenario(.openMeteo)
        bad.server.respond(to: "/v1/forecast", with: try Self.openMeteo { body in
            var current = body["current"] as? [String: Any] ?? [:]
            current["temperature_2m"] = -999_999
            body["current"] = current
        })
        let reading = try bad.run("at", "52.52", "13.41")
        #expect(reading.status == 69)
        #expect(reading.stderr.contains("sent a temperature no weather has"))
        #expect(!reading.output.contains("999999"))
    }
}
