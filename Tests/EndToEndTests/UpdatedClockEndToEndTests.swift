import Foundation
import Testing
import TestSupport

/// "updated" on the place's clock, as its hours and sunrise are, named where it is not the
/// machine's (issue 33): every run here is in Tokyo (UTC+9), the stub places are at UTC+1 (the
/// forecasts) and UTC+2 (the air), so a time on the machine's clock would be hours off.
@Suite("'updated' on the place's clock")
struct UpdatedClockEndToEndTests {
    static let tokyo = ["TZ": "Asia/Tokyo", "COLUMNS": "200"]

    /// The "HH:MM UTC+N" after "updated" on the line that has it, as minutes after midnight.
    static func updated(_ output: String, label: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("updated ") }),
              let after = line.range(of: "updated ")?.upperBound,
              let range = line.range(of: #"\d\d:\d\d"# + (label.isEmpty ? "" : " " + NSRegularExpression.escapedPattern(for: label)), options: .regularExpression,
                                     range: after..<line.endIndex)
        else { return nil }
        let parts = line[range].prefix(5).split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }

    /// Whether `minutes` after midnight is within a few minutes of the time now `offset` seconds east of UTC.
    static func isNow(_ minutes: Int?, offset: Int, at now: Date) -> Bool {
        guard let minutes else { return false }
        let expected = (Int(now.timeIntervalSince1970) + offset) / 60 % 1440
        let difference = abs(minutes - expected) % 1440
        return min(difference, 1440 - difference) <= 5
    }

    @Test("here, at, search and hourly say 'updated' on the forecast's clock, UTC+1; air on its own, UTC+2",
          arguments: [(["here", "--location", "52.52,13.41"], "UTC+1", 3600), (["at", "52.52", "13.41"], "UTC+1", 3600),
                      (["search", "berlin"], "UTC+1", 3600), (["hourly", "52.52,13.41"], "UTC+1", 3600),
                      (["air", "52.52,13.41"], "UTC+2", 7200)])
    func updatedOnThePlacesClock(command: [String], label: String, offset: Int) throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        try scenario.serveForecastsFromToday()
        let now = Date()
        let result = try scenario.wf.run(command)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(Self.isNow(Self.updated(result.stdout, label: label), offset: offset, at: now), "\(command): \(result.stdout)")
    }

    @Test("Read aloud, the zone is said in words: 'UTC plus 1'")
    func spokenZone() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("at", "52.52", "13.41", "--accessible")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" UTC plus 1"), "\(result.stdout)")
        #expect(!result.stdout.contains("UTC+1"), "\(result.stdout)")
    }

    @Test("On a machine on the place's clock, 'updated' names no zone")
    func sameClockUnnamed() throws {
        let scenario = try Scenario(.openMeteo, environment: ["TZ": "Etc/GMT-1", "COLUMNS": "200"])
        try scenario.serveForecastsFromToday()
        let now = Date()
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("updated ") })
        #expect(!line.contains("UTC"), "\(line)")
        #expect(Self.isNow(Self.updated(result.stdout, label: ""), offset: 3600, at: now), "\(line)")
    }

    @Test("JSON keeps its ISO 8601 times in UTC, whatever the machine's zone")
    func jsonUnchanged() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.tokyo)
        try scenario.serveForecastsFromToday()
        let result = try scenario.run("at", "52.52", "13.41", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("UTC+"), "\(result.stdout)")
        #expect(result.stdout.range(of: #""updated" : "\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ""#, options: .regularExpression) != nil,
                "\(result.stdout)")
    }
}
