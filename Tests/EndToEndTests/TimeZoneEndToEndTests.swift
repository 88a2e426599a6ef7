import Foundation
import Testing
import TestSupport

/// Times of a place on the place's clock, named where they could be read on the machine's
/// (issue 33): every run here is in Tokyo, so a time on the machine's clock would show.
@Suite("Time zones")
struct TimeZoneEndToEndTests {
    static let tokyo = ["TZ": "Asia/Tokyo"]

    func alertsScenario() throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        scenario.server.respond(to: AlertsEndToEndTests.metPath, with: .json(try Recorded.metAlertsOslo()))
        return scenario
    }

    @Test("wf alerts in Norway: 'updated' and each alert on Norway's clock, both labelled, whatever the machine's zone")
    func alertsOnThePlacesClock() throws {
        let scenario = try alertsScenario()
        let result = try scenario.run("alerts", "59.91,10.75")
        #expect(result.status == 0, "\(result.stderr)")
        let header = try #require(result.stdout.split(separator: "\n").first)
        let oslo = try #require(TimeZone(identifier: "Europe/Oslo"))
        let now = Date()
        let label = oslo.secondsFromGMT(for: now) == 3600 ? "UTC+1" : "UTC+2"
        #expect(header.contains("updated ") && header.hasSuffix(label), "\(header)")
        // 06:00 UTC is 07:00 in Oslo in winter (15:00 in Tokyo).
        #expect(result.stdout.contains(" 07:00 UTC+1 to "), "\(result.stdout)")
    }

    @Test("--tz sets the clock of wf alerts; a zone this system does not know is one line and exit 64")
    func alertsChosenZone() throws {
        let scenario = try alertsScenario()
        let result = try scenario.run("alerts", "59.91,10.75", "--tz", "America/New_York")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" 01:00 UTC-5 to "), "\(result.stdout)")
        for command in [["alerts"], ["sky"], ["here"], ["at", "1", "2"], ["hourly"], ["search", "berlin"], ["air"], ["fav", "show", "1"]] {
            let bad = try scenario.wf.run(command + ["--tz", "Mars/Olympus_Mons"])
            #expect(bad.status == 64, "\(command): \(bad.stderr)")
            #expect(bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("--tz"), "\(command): \(bad.stderr)")
        }
        #expect(scenario.server.requests(to: "/v1/forecast").isEmpty)
    }

    @Test("wf sky at a bare lat,lon guesses the zone from the longitude and says so; --tz sets it")
    func skyGuessAndChoice() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        // Buenos Aires: the longitude says UTC-4, its clocks say UTC-3.
        let guessed = try scenario.run("sky", "-34.60,-58.38", "--date", "2026-01-15")
        #expect(guessed.status == 0, "\(guessed.stderr)")
        #expect(guessed.stdout.contains("times in UTC-04:00, guessed from the longitude; use --tz"), "\(guessed.stdout)")
        let chosen = try scenario.run("sky", "-34.60,-58.38", "--date", "2026-01-15", "--tz", "America/Argentina/Buenos_Aires")
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains("times in America/Argentina/Buenos_Aires (UTC-03:00)"), "\(chosen.stdout)")
        let sunrise = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("Sunrise") }.map(String.init) ?? "" }
        #expect(sunrise(guessed.stdout).contains(" 04:"), "\(guessed.stdout)")
        #expect(sunrise(chosen.stdout).contains(" 05:"), "\(chosen.stdout)")
        #expect(scenario.server.requests.isEmpty)
    }

    @Test("wf sky at a bare lat,lon takes the zone of weather cached for that spot, asking nothing for it")
    func skyCachedZone() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        try scenario.serveForecastsFromToday()
        let sky = { () throws -> String in
            let before = scenario.server.requests.count
            let result = try scenario.run("sky", "-34.60,-58.38", "--date", "2026-01-15")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(scenario.server.requests.count == before)
            return result.stdout
        }
        #expect(try sky().contains("guessed from the longitude"))
        // The stub's forecasts are all at UTC+1, its air quality west of the Atlantic in America/New_York.
        #expect(try scenario.run("hourly", "-34.60,-58.38").status == 0)
        let offset = try sky()
        #expect(offset.contains("times in UTC+01:00") && !offset.contains("guessed"), "\(offset)")
        #expect(try scenario.run("air", "-34.60,-58.38").status == 0)
        #expect(try sky().contains("times in America/New_York (UTC-05:00)"))
        let chosen = try scenario.run("sky", "-34.60,-58.38", "--date", "2026-01-15", "--tz", "America/Argentina/Buenos_Aires")
        #expect(chosen.stdout.contains("times in America/Argentina/Buenos_Aires (UTC-03:00)"), "\(chosen.stdout)")
    }

    @Test("--tz puts 'updated' of wf at on that clock, labelled")
    func atChosenZone() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("at", "52.52", "13.41", "--tz", "UTC")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" UTC"), "\(result.stdout)")
        let updated = try #require(result.stdout.split(separator: "\n").first { $0.contains("updated ") })
        #expect(updated.hasSuffix(" UTC") || updated.contains(" UTC "), "\(updated)")
    }
}
