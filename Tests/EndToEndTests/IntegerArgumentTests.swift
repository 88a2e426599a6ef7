import Foundation
import Testing
import TestSupport

/// No number typed at wf can trap it: every whole-number argument, at the ends of Int and past them,
/// is a one-line usage error (exit 64) that names the accepted range, never a crash.
@Suite("Whole-number arguments at their limits")
struct IntegerArgumentTests {
    static let extremes = ["-9223372036854775808", "9223372036854775807", "99999999999999999999", "-1", "0"]

    /// Each command with `{}` where the number goes, and the extremes it accepts as valid.
    static let commands: [([String], Set<String>)] = [
        (["search", "berlin", "--days", "{}"], []),
        (["search", "berlin", "--pick", "{}"], ["9223372036854775807"]),
        (["hourly", "berlin", "--hours", "{}"], []),
        (["recent", "--limit", "{}"], ["9223372036854775807"]),
        (["recent", "-n", "{}"], ["9223372036854775807"]),
        (["here", "--location", "1,2", "--watch", "{}"], ["9223372036854775807"]),
        (["fav", "add", "berlin", "--pick", "{}"], ["9223372036854775807"]),
        (["fav", "show", "{}"], []),
        (["fav", "remove", "{}"], []),
        (["map", "--zoom", "{}"], []),
        (["config", "set", "timeout", "{}"], []),
        (["config", "set", "status-timeout", "{}"], []),
        (["config", "set", "retries", "{}"], ["0"]),
        (["config", "set", "cache-limit", "{}"], []),
        (["config", "set", "recent-limit", "{}"], []),
    ]

    @Test("Int.min, Int.max, 20 digits, -1 and 0: exit 64 with one line where the number is out of range, never a trap",
          arguments: commands.map { $0.0.joined(separator: " ") })
    func extremes(command: String) throws {
        let (template, valid) = try #require(Self.commands.first { $0.0.joined(separator: " ") == command })
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        for value in Self.extremes where !valid.contains(value) {
            let arguments = template.map { $0 == "{}" ? value : $0 }
            let result = try scenario.wf.run(arguments, timeout: 60)
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("Backtrac") && !result.stderr.contains("Fatal"), "\(arguments)")
        }
        #expect(try scenario.run("fav", "list", "--names").stdout == "52.52, 13.41\n", "nothing was removed")
    }
}
