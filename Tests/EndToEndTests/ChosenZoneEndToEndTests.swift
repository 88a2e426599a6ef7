import Foundation
import Testing
import TestSupport

/// `--tz` moves every clock time a command shows, not only "updated" (issue 33): the machine is
/// in Tokyo, the stub places at UTC+1 (the forecasts) and UTC+2 (the air), so each time shown with
/// `--tz America/New_York` is the same moment as without it, hours earlier on the clock.
@Suite("--tz moves every time")
struct ChosenZoneEndToEndTests {
    static let environment = ["TZ": "Asia/Tokyo", "COLUMNS": "200"]
    static let newYork = TimeZone(identifier: "America/New_York")!

    /// Each "HH:MM" shown, as minutes after midnight, leaving out the "updated" line (its own test).
    static func times(_ output: String) -> [Int] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![\d:])(\d\d):(\d\d)(?!\d|:\d)"#)
        return output.split(separator: "\n").filter { !$0.contains("updated") && !$0.contains("Updated") }.flatMap { line in
            let text = String(line) as NSString
            return pattern.matches(in: String(line), range: NSRange(location: 0, length: text.length)).map {
                Int(text.substring(with: $0.range(at: 1)))! * 60 + Int(text.substring(with: $0.range(at: 2)))!
            }
        }
    }

    /// The times of `command` without `--tz`, and with `--tz America/New_York` moved back onto the place's clock.
    func compare(_ command: [String], placeOffset: Int) throws {
        let scenario = try Scenario(.openMeteo, environment: Self.environment)
        try scenario.serveForecastsFromToday()
        let own = try scenario.wf.run(command)
        let chosen = try scenario.wf.run(command + ["--tz", "America/New_York"])
        #expect(own.status == 0 && chosen.status == 0, "\(own.stderr)\(chosen.stderr)")
        let shift = (placeOffset - Self.newYork.secondsFromGMT(for: Date())) / 60
        let moved = Self.times(chosen.stdout).map { ($0 + shift + 1440) % 1440 }
        #expect(!Self.times(own.stdout).isEmpty, "\(command): \(own.stdout)")
        #expect(moved == Self.times(own.stdout), "\(command)\n\(own.stdout)\n--tz:\n\(chosen.stdout)")
    }

    @Test("wf hourly: each hour's label is New York's")
    func hourly() throws {
        try compare(["hourly", "52.52,13.41"], placeOffset: 3600)
        try compare(["hourly", "52.52,13.41", "--accessible"], placeOffset: 3600)
    }

    @Test("wf at: sunrise and sunset, and rain soon, are New York's")
    func at() throws {
        try compare(["at", "52.52", "13.41"], placeOffset: 3600)
        try compare(["at", "52.52", "13.41", "--accessible"], placeOffset: 3600)
        try compare(["at", "52.52", "13.41", "--format", "%D %S %s %d"], placeOffset: 3600)
        try compare(["at", "52.52", "13.41", "--format", "%c %S %s %R"], placeOffset: 3600)
        try compare(["here", "--location", "52.52,13.41", "--format", "%c %D %S %s %d %R"], placeOffset: 3600)
    }

    @Test("wf here: sunrise, the sky's times and rain soon are New York's")
    func here() throws {
        try compare(["here", "--location", "52.52,13.41"], placeOffset: 3600)
        try compare(["here", "--location", "52.52,13.41", "--accessible"], placeOffset: 3600)
    }

    @Test("wf air: each hour is New York's")
    func air() throws {
        try compare(["air", "52.52,13.41"], placeOffset: 7200)
        try compare(["air", "52.52,13.41", "--accessible"], placeOffset: 7200)
    }

    @Test("wf search: the days stay the place's calendar days; only 'updated' moves")
    func searchDays() throws {
        let scenario = try Scenario(.openMeteo, environment: Self.environment)
        try scenario.serveForecastsFromToday()
        let lines = { (output: String) in output.split(separator: "\n").filter { !$0.contains("updated") } }
        for extra in [[], ["--accessible"]] {
            let own = try scenario.wf.run(["search", "berlin"] + extra)
            let chosen = try scenario.wf.run(["search", "berlin", "--tz", "Pacific/Kiritimati"] + extra)
            #expect(own.status == 0 && chosen.status == 0, "\(own.stderr)\(chosen.stderr)")
            #expect(lines(own.stdout) == lines(chosen.stdout), "\(own.stdout)\n--tz:\n\(chosen.stdout)")
            #expect(chosen.stdout.contains("UTC+14") || chosen.stdout.contains("UTC plus 14"), "\(chosen.stdout)")
        }
    }
}
