import Foundation
import Testing
import TestSupport

/// `wf air`: Open-Meteo's Air Quality API (its recorded shape, served by the stub), whatever the
/// weather provider; cached for an hour; offline like forecasts.
@Suite("wf air")
struct AirEndToEndTests {
    static let path = "/v1/air-quality"

    func scenario(_ environment: [String: String] = [:]) throws -> Scenario {
        try Scenario(.openMeteo, environment: environment)
    }

    @Test("wf air berlin: one geocoding and one air-quality request; the index, band, advice, main pollutant, pollutants, pollen and credit")
    func berlin() throws {
        let scenario = try scenario()
        let result = try scenario.run("air", "berlin")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == ["/v1/search", Self.path])
        let request = try #require(scenario.server.requests(to: Self.path).first)
        #expect(request.query["latitude"] == "52.52" && request.query["longitude"] == "13.41")
        #expect(request.query["timezone"] == "auto" && request.query["forecast_days"] == "3")
        #expect(request.query["current"]?.hasPrefix("european_aqi,us_aqi,pm2_5,pm10,ozone,") == true)
        #expect(request.query["hourly"]?.hasSuffix(",olive_pollen,ragweed_pollen") == true)
        let out = result.stdout
        #expect(out.hasPrefix("Berlin, Land Berlin, DE  ("))
        #expect(out.contains("European AQI 36: fair"))
        #expect(out.contains("Sensitive groups can go on with their usual outdoor activities."))
        #expect(out.contains("Main pollutant: ozone (O3)"))
        #expect(out.contains("PM2.5       5.2 μg/m³") && out.contains("CO          149 μg/m³"))
        #expect(out.contains("Pollen (grains/m³)") && out.contains("birch") && !out.contains("ragweed"))
        #expect(out.contains("Air quality data by Open-Meteo.com, CAMS (CC BY 4.0)"))
        // Piped: one row an hour, not a chart.
        #expect(!out.contains("│"))
        let rows = out.split(separator: "\n").filter { $0.range(of: #"^\w{3} \d\d:00  "#, options: .regularExpression) != nil }
        #expect(rows.count == 24)
        #expect(result.stderr.isEmpty)
    }

    @Test("wf air 52.52,13.41 --json: one request, and every documented field present, null when unknown")
    func json() throws {
        let scenario = try scenario()
        let result = try scenario.run("air", "52.52,13.41", "--json", "--hours", "6")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.requests.map(\.path) == [Self.path])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["place", "scale", "provider", "source", "updated", "air_quality", "hours"])
        #expect(document["scale"] as? String == "european")
        #expect(document["provider"] as? String == "Open-Meteo Air Quality")
        #expect(document["source"] as? String == "network")
        #expect((document["updated"] as? String)?.hasSuffix("Z") == true)
        let place = try #require(document["place"] as? [String: Any])
        #expect(Set(place.keys) == ["name", "country", "region", "latitude", "longitude"])
        #expect(place["country"] is NSNull && place["latitude"] as? Double == 52.52)
        let now = try #require(document["air_quality"] as? [String: Any])
        let hours = try #require(document["hours"] as? [[String: Any]])
        #expect(hours.count == 6)
        for reading in [now] + hours {
            #expect(Set(reading.keys) == ["time", "european_aqi", "us_aqi", "band", "dominant_pollutant", "pollutants", "uv_index", "pollen"])
            let pollutants = try #require(reading["pollutants"] as? [String: [String: Any]])
            #expect(Set(pollutants.keys) == ["pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide"])
            for amount in pollutants.values {
                #expect(Set(amount.keys) == ["value", "unit"])
                #expect(amount["unit"] as? String == "\u{03BC}g/m³")
            }
            let pollen = try #require(reading["pollen"] as? [String: [String: Any]])
            #expect(Set(pollen.keys) == ["alder", "birch", "grass", "mugwort", "olive", "ragweed"])
            for count in pollen.values { #expect(Set(count.keys) == ["value", "unit", "level"]) }
        }
        #expect(now["european_aqi"] as? Double == 36 && now["us_aqi"] as? Double == 42)
        #expect(now["band"] as? String == "fair" && now["dominant_pollutant"] as? String == "ozone")
        let birch = try #require((now["pollen"] as? [String: [String: Any]])?["birch"])
        #expect(birch["value"] as? Double == 61.3 && birch["level"] as? String == "moderate")
    }

    @Test("A second wf air within the hour asks nothing; after the hour it asks again")
    func cachedForAnHour() throws {
        let scenario = try scenario()
        #expect(try scenario.run("air", "52.52,13.41").status == 0)
        let again = try scenario.run("air", "52.52,13.41")
        #expect(again.status == 0)
        #expect(again.stdout.contains("(cached)"))
        #expect(scenario.server.requestCount == 1)
        try scenario.ageCache(byDays: 61.0 / 1440, kind: "air-quality")
        let later = try scenario.run("air", "52.52,13.41")
        #expect(later.status == 0 && !later.stdout.contains("(cached)"))
        #expect(scenario.server.requestCount == 2)
        #expect(try scenario.run("cache", "info").stdout.contains("Air quality     1"))
    }

    /// The faults: the server fails, answers what wf cannot read, or never answers.
    static let faults: [(String, StubResponse, String)] = [
        ("500", .json(#"{"error":true,"reason":"Internal"}"#, status: 500), "failed with HTTP 500"),
        ("malformed", .json(#"{"latitude": 52.5, "hourly": {"time": "#), "sent a response wf cannot read"),
        ("timeout", .fault(.neverRespond), "did not answer within 1 s"),
    ]

    @Test("With a copy, a failing source shows the copy marked offline, exit 0", arguments: 0..<3)
    func offlineWithCopy(fault: Int) throws {
        let (name, response, cause) = Self.faults[fault]
        let scenario = try scenario(["WF_TIMEOUT": "1"])
        #expect(try scenario.run("air", "berlin").status == 0)
        try scenario.ageCache(byDays: 2.0 / 24, kind: "air-quality")
        scenario.server.respond(to: Self.path, with: response)
        let result = try scenario.run("air", "berlin")
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(result.stderr.contains("offline — showing data from"), "\(name): \(result.stderr)")
        #expect(result.stderr.contains("Open-Meteo Air Quality " + cause), "\(name): \(result.stderr)")
        #expect(result.stdout.contains("European AQI") && result.stdout.contains("(old: 2 hours)"), "\(name): \(result.stdout)")
        let json = try scenario.run("air", "berlin", "--json")
        #expect(json.stdout.contains(#""source" : "offline-cache""#), "\(name)")
    }

    @Test("Without a copy, a failing source is one line on stderr and exit 69", arguments: 0..<3)
    func failingWithoutCopy(fault: Int) throws {
        let (name, response, cause) = Self.faults[fault]
        let scenario = try scenario(["WF_TIMEOUT": "1"])
        scenario.server.respond(to: Self.path, with: response)
        let result = try scenario.run("air", "52.52,13.41")
        #expect(result.status == 69, "\(name): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(name): \(result.stderr)")
        #expect(result.stderr.contains("Open-Meteo Air Quality " + cause), "\(name): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("aqi-scale us switches the scale, from the config file or the environment; a bad value is refused")
    func scaleSetting() throws {
        let scenario = try scenario()
        #expect(try scenario.run("config", "set", "aqi-scale", "us").status == 0)
        let us = try scenario.run("air", "berlin")
        #expect(us.status == 0)
        #expect(us.stdout.contains("US AQI 42: good"))
        #expect(us.stdout.contains("No precautions are needed, for sensitive groups either."))
        #expect(try scenario.run("config", "get", "aqi-scale").stdout.contains("us"))
        let european = try scenario.wf.with(["WF_AQI_SCALE": "european"]).run(["air", "berlin", "--json"])
        #expect(european.stdout.contains(#""scale" : "european""#))
        let refused = try scenario.run("config", "set", "aqi-scale", "metric")
        #expect(refused.status == 64 && refused.stderr.contains("aqi-scale is european or us"))
        let badEnvironment = try scenario.wf.with(["WF_AQI_SCALE": "uk"]).run(["air", "berlin"])
        #expect(badEnvironment.status == 64 && badEnvironment.stderr.contains("WF_AQI_SCALE is not valid"))
        #expect(try scenario.run("config", "list").stdout.contains("aqi-scale"))
    }

    @Test("A place in the US shows the US AQI by default, and no pollen")
    func usPlace() throws {
        let scenario = try scenario()
        let result = try scenario.run("air", "Berlin, US")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Berlin, New Hampshire, US  ("))
        #expect(result.stdout.contains("US AQI 57: moderate"))
        #expect(!result.stdout.contains("Pollen"))
        let point = try scenario.run("air", "40.71,-74.01", "--json")
        #expect(point.stdout.contains(#""scale" : "us""#))
        #expect(point.stdout.contains(#""level" : null"#) && point.stdout.contains(#""value" : null"#))
    }

    @Test("In German: the scale, the band, the advice and the credit")
    func german() throws {
        let scenario = try scenario()
        let result = try scenario.run("air", "berlin", "--lang", "de")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Europäischer LQI 36: ausreichend"))
        #expect(result.stdout.contains("Empfindliche Gruppen können ihre üblichen Aktivitäten im Freien fortsetzen."))
        #expect(result.stdout.contains("Hauptschadstoff: Ozon (O3)"))
        #expect(result.stdout.contains("5,2 μg/m³"))
        #expect(result.stdout.contains("Birke") && result.stdout.contains("mäßig"))
        #expect(result.stdout.contains("Luftqualitätsdaten von Open-Meteo.com, CAMS (CC BY 4.0)"))
    }

    @Test("On a 40-column terminal: a chart of the coming hours, and no line wider than 40")
    func terminalChart() throws {
        let scenario = try scenario()
        let result = try scenario.wf.runOnTerminal(["air", "berlin"], columns: 40)
        #expect(result.status == 0, "\(result.stderr)")
        let plain = result.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(plain.contains("│") && plain.contains("└"))
        for line in plain.split(separator: "\n") {
            #expect(line.count <= 40, "\(line)")
        }
        #expect(plain.contains("Open-Meteo.com, CAMS (CC BY 4.0)"))
    }

    @Test("Accessible: sentences in plain ASCII, no chart")
    func accessible() throws {
        let scenario = try scenario()
        let result = try scenario.run("air", "berlin", "--accessible", "--hours", "2")
        #expect(result.status == 0)
        #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(result.stdout.contains("Air quality now: 36 on the European Air Quality Index, fair."))
        #expect(result.stdout.contains("O3, ozone: 89.2 micrograms per cubic metre."))
        #expect(result.stdout.contains("61 grains of birch pollen per cubic metre: moderate."))
        #expect(result.stdout.contains("The next 2 hours."))
    }

    @Test("No place: the location setting, as wf here; none set is exit 78 before any request; --hours is 1 to 120")
    func locationAndHours() throws {
        let scenario = try scenario()
        let unset = try scenario.run("air")
        #expect(unset.status == 78)
        #expect(scenario.server.requestCount == 0)
        let located = try scenario.wf.with(["WF_LOCATION": "52.52,13.41"]).run(["air", "--hours", "1"])
        #expect(located.status == 0 && located.stdout.contains("European AQI 36"))
        for hours in ["0", "121", "x"] {
            let bad = try scenario.run("air", "berlin", "--hours", hours)
            #expect(bad.status == 64, "\(hours)")
        }
    }
}
