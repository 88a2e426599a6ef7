import Foundation
import Testing
import TestSupport

/// `wf map --rain`: the next two hours of forecast precipitation on a grid of at most 200 points
/// around a place, from one multi-coordinate Open-Meteo request, cached 15 minutes per grid. The
/// stub answers any grid (`RainMapAnswer`): a shower north of the grid's middle, dry south of it.
@Suite("The rain map: wf map --rain")
struct RainMapEndToEndTests {
    static let berlin = (latitude: 52.52, longitude: 13.41)

    func scenario() throws -> Scenario {
        try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
    }

    func rain(_ text: String) throws -> [String: Any] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
        #expect(Set(document.keys) == ["rain"])
        return try #require(document["rain"] as? [String: Any], "\(document)")
    }

    /// Great-circle kilometres, recomputed here.
    static func kilometres(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        let dφ = radians(b.0 - a.0), dλ = radians(b.1 - a.1)
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(radians(a.0)) * cos(radians(b.0)) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * 6371 * atan2(h.squareRoot(), (1 - h).squareRoot())
    }

    /// The map above its legend: the lines before the first empty one.
    static func picture(_ output: String) -> String {
        output.components(separatedBy: "\n").prefix { !$0.isEmpty }.joined(separator: "\n")
    }

    @Test("--json: 8 frames 15 minutes apart, 50-200 points within the radius, the served values, from one request; a second run asks nothing")
    func json() throws {
        let scenario = try scenario()
        let result = try scenario.run("map", "--rain", "--around", "52.52,13.41", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let rain = try rain(result.stdout)
        #expect(Set(rain.keys) == ["source", "kind", "frames"])
        #expect(rain["kind"] as? String == "forecast" && rain["source"] as? String == "network")
        let frames = try #require(rain["frames"] as? [[String: Any]])
        #expect(frames.count == 8)
        let times = frames.compactMap { ($0["time"] as? String).flatMap(ISO8601DateFormatter().date(from:)) }
        #expect(times.count == 8 && zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 900 }, "\(times)")
        #expect(scenario.server.requestCount == 1)
        let request = try #require(scenario.server.rainMapRequests.first)
        #expect(request.query["minutely_15"] == "precipitation" && request.query["forecast_minutely_15"] == "8")
        let asked = RainMapAnswer.coordinates(request), middle = RainMapAnswer.middle(request)
        #expect((50...200).contains(asked.count), "\(asked.count)")
        for (step, frame) in frames.enumerated() {
            let points = try #require(frame["points"] as? [[String: Any]])
            #expect(points.count == asked.count)
            for (point, served) in zip(points, asked) {
                let latitude = try #require(point["latitude"] as? Double), longitude = try #require(point["longitude"] as? Double)
                #expect(latitude == served.latitude && longitude == served.longitude)
                #expect(Self.kilometres((latitude, longitude), (Self.berlin.latitude, Self.berlin.longitude)) <= 300)
                #expect(point["precipitation"] as? Double == RainMapAnswer.amount(latitude: latitude, middle: middle, step: step),
                        "\(point) at step \(step)")
            }
        }
        let again = try scenario.run("map", "--rain", "--around", "52.52,13.41", "--json")
        let cached = try self.rain(again.stdout)
        #expect(cached["source"] as? String == "cache")
        #expect(scenario.server.requestCount == 1)
        // The location setting is the centre when --around is left out: the same grid, the same copy.
        #expect(try scenario.run("map", "--rain", "--json").status == 0)
        #expect(scenario.server.requestCount == 1)
    }

    @Test("--radius changes the grid: every point within it, and a radius out of 50-1000 is one line and exit 64")
    func radius() throws {
        let scenario = try scenario()
        let result = try scenario.run("map", "--rain", "--radius", "50", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let asked = RainMapAnswer.coordinates(try #require(scenario.server.rainMapRequests.first))
        #expect((50...200).contains(asked.count))
        #expect(asked.allSatisfy { Self.kilometres($0, (Self.berlin.latitude, Self.berlin.longitude)) <= 50 })
        for bad in ["20", "1001", "far"] {
            let refused = try scenario.run("map", "--rain", "--radius", bad)
            #expect(refused.status == 64 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        }
        #expect(scenario.server.requestCount == 1)
    }

    @Test("Amounts no rain can have (negative, over 500 mm) are unknown: null")
    func impossible() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/v1/forecast") { RainMapAnswer.response(for: $0, impossible: true) }
        let frames = try #require(try rain(try scenario.run("map", "--rain", "--json").stdout)["frames"] as? [[String: Any]])
        let first = frames.prefix(2).compactMap { ($0["points"] as? [[String: Any]])?.first?["precipitation"] }
        #expect(first.count == 2 && first.allSatisfy { $0 is NSNull }, "\(first)")
    }

    @Test("On an 80-column terminal: shading in background colour, a legend in mm/h, 'forecast, not radar'")
    func terminal() throws {
        let scenario = try scenario()
        let result = try scenario.wf.runOnTerminal(["map", "--rain"], columns: 80)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.picture(result.stdout).contains("\u{1B}[38;5;"), "no shading in \(result.stdout)")
        let plain = result.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(plain.contains("mm/h") && plain.contains("forecast, not radar"), "\(plain)")
        let widest = plain.components(separatedBy: "\n").map(\.count).max() ?? 0
        #expect(widest <= 80, "\(plain)")
    }

    @Test("Without colour the shading is ░▒▓█; --ascii is ASCII only with .:% (land is #)")
    func shades() throws {
        let scenario = try scenario()
        let piped = try scenario.wf.with(["COLUMNS": "80"]).run(["map", "--rain"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(Self.picture(piped.stdout).contains { "░▒▓█".contains($0) } && !piped.stdout.contains("\u{1B}"), "\(piped.stdout)")
        #expect(piped.stdout.contains("mm/h") && piped.stdout.contains("forecast"))
        let ascii = try scenario.run("map", "--rain", "--ascii")
        #expect(ascii.status == 0, "\(ascii.stderr)")
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(ascii.stdout)")
        #expect(ascii.stdout.contains("mm/h") && Self.picture(ascii.stdout).contains { ".:".contains($0) }, "\(ascii.stdout)")
        #expect(ascii.stdout.contains(". 0.1-1  : 1-4  % 4+"), "\(ascii.stdout)")
    }

    @Test("--accessible says where and when rain is expected, and that it is a forecast")
    func accessible() throws {
        let scenario = try scenario()
        let result = try scenario.run("map", "--rain", "--accessible")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Rain is expected") && result.stdout.contains("to the north"), "\(result.stdout)")
        #expect(result.stdout.contains("millimetres an hour") && result.stdout.contains("not radar"), "\(result.stdout)")
        scenario.server.respond(to: "/v1/forecast") { request in
            .json(Data(String(decoding: RainMapAnswer.response(for: request).body, as: UTF8.self)
                .replacingOccurrences(of: #""precipitation":\[[^\]]*\]"#, with: #""precipitation":[0,0,0,0,0,0,0,0]"#,
                                      options: .regularExpression).utf8))
        }
        let dry = try scenario.run("map", "--rain", "--accessible", "--around", "48.86,2.35")
        #expect(dry.stdout.contains("No rain is expected within 300 kilometres"), "\(dry.stdout)")
    }

    @Test("--accessible groups the directions that say the same: rain all around is a few sentences, not one per direction")
    func accessibleGroups() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/v1/forecast") { request in
            .json(Data(String(decoding: RainMapAnswer.response(for: request).body, as: UTF8.self)
                .replacingOccurrences(of: #""precipitation":\[[^\]]*\]"#, with: #""precipitation":[0,0,0.3,0.8,1.2,0.6,0.2,0]"#,
                                      options: .regularExpression).utf8))
        }
        let result = try scenario.run("map", "--rain", "--accessible", "--radius", "50")
        #expect(result.status == 0, "\(result.stderr)")
        let sentences = result.stdout.split(separator: "\n").filter { $0.hasPrefix("Rain is expected") }
        #expect((1...3).contains(sentences.count), "\(result.stdout)")
        #expect(sentences.contains { $0.contains(" and ") && $0.contains("north") }, "\(result.stdout)")
    }

    @Test("Offline with a copy older than 15 minutes: the copy, with the usual note")
    func offline() throws {
        let scenario = try scenario()
        #expect(try scenario.run("map", "--rain", "--json").status == 0)
        try scenario.ageCache(byDays: 20.0 / 1440, kind: "rain-map")
        scenario.server.respond(to: "/v1/forecast") { _ in .json(#"{"error":true,"reason":"down"}"#, status: 503) }
        let result = try scenario.run("map", "--rain", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let copy = try rain(result.stdout)
        #expect(copy["source"] as? String == "offline-cache")
        #expect(result.stderr.contains("offline"), "\(result.stderr)")
        #expect(scenario.server.requestCount >= 2)
    }
}
