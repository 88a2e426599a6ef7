import Foundation
import Testing
import TestSupport

/// Every argument a user (or a script) can get wrong gets a clear one-line answer, never a crash.
@Suite("Bad input")
struct BadInputTests {
    static let hostile = [
        "", "   ", "a", "ab", String(repeating: "x", count: 10_000), "\u{1B}[2J\u{1B}[31mred", "tab\there\u{7}",
        "'; DROP TABLE favourites; --", "\"quoted\"", "🌧️🌧️🌧️", "São Paulo", "Zürich", "東京都", "nan", "-inf", "1e309",
    ]

    static let commands: [[String]] = [
        ["search"], ["at"], ["at", "0"], ["here", "--location"], ["fav", "add"], ["fav", "show"], ["fav", "remove"],
        ["recent", "--limit"], ["search", "london", "--days"], ["search", "london", "--units"], ["config", "get"],
        ["config", "set", "units"], ["map", "--center"], ["map", "--zoom"], ["map", "--region"],
    ]

    /// Commands whose last value none of the hostile values can satisfy: a number, a unit, a
    /// setting's name or value, a coordinate, a region.
    static let refusingEveryValue: Set<[String]> = [
        ["at"], ["at", "0"], ["recent", "--limit"], ["search", "london", "--days"], ["search", "london", "--units"],
        ["config", "get"], ["config", "set", "units"], ["map", "--center"], ["map", "--zoom"], ["map", "--region"],
    ]

    /// What the sweep must refuse with a usage error (64) before any request: every value for the
    /// commands above; for a place, fewer than 3 or more than 100 characters once cleaned, or an
    /// option-like word that is not a number.
    static func mustBeRefused(_ command: [String], _ value: String) -> Bool {
        if refusingEveryValue.contains(command) { return true }
        // A positional word that looks like an option is one (an option's value may look like anything).
        let isOptionValue = command.last?.hasPrefix("--") == true
        if !isOptionValue, value.hasPrefix("-"), Double(value)?.isFinite != true { return true }
        let length = SearchQueryLength.of(value)
        switch command {
        case ["search"], ["fav", "add"], ["here", "--location"]: return length < 3 || length > 100
        case ["fav", "show"], ["fav", "remove"]: return length == 0
        default: return false
        }
    }

    @Test("Hostile values in every argument: a documented exit code, one safe line, no crash; what must be refused is", arguments: commands)
    func sweep(command: [String]) throws {
        let scenario = try Scenario(.openMeteo)
        var refused = 0
        for value in Self.hostile {
            let result = try scenario.wf.run(command + [value], timeout: 20)
            let context = "\(command) \(value.prefix(30).debugDescription): \(result.stderr.prefix(300))"
            #expect([0, 64, 66, 69, 78].contains(result.status), "\(context)")
            if Self.mustBeRefused(command, value) {
                refused += 1
                #expect(result.status == 64, "\(context)")
            }
            // There are no favourites here: showing or removing one can never succeed.
            if command.first == "fav", command.count == 2, command[1] != "add" {
                #expect(result.status != 0, "\(context)")
            }
            #expect(!result.output.contains("\u{1B}"), "\(context)")
            #expect(!result.output.contains("\u{7}"), "\(context)")
            #expect(!result.stderr.contains("Fatal error"), "\(context)")
            if result.status != 0 {
                #expect(result.stderr.hasPrefix("wf: "), "\(context)")
                #expect(result.stderr.count < 1200, "\(context)")
            }
        }
        #expect(refused >= 2, "the oracle refuses at least the empty and the blank value")
    }

    @Test("SQL-looking text is just text: favourites survive it")
    func sqlText() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        #expect(try scenario.run("search", "'; DROP TABLE favourites; --").status == 0)
        #expect(try scenario.run("fav", "remove", "x'); DELETE FROM favourites; --").status == 66)
        #expect(try scenario.run("recent").stdout.contains("DROP TABLE"))
        #expect(try scenario.run("fav", "list").stdout.contains("52.52, 13.41"))
    }

    @Test("Unknown commands and options suggest the closest one",
          arguments: [(["serch", "x"], "did you mean 'search'?"), (["fav", "lst"], "did you mean 'list'?"),
                      (["search", "london", "--refesh"], "did you mean --refresh?"), (["cache", "clean"], "did you mean 'clear'?")])
    func suggestions(arguments: [String], suggestion: String) throws {
        let result = try WFProcess().run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains(suggestion))
    }

    @Test("Every command and subcommand has --help", arguments: [
        [], ["search"], ["recent"], ["at"], ["here"], ["fav"], ["fav", "add"], ["fav", "list"], ["fav", "show"], ["fav", "remove"],
        ["map"], ["cache"], ["cache", "info"], ["cache", "clear"], ["config"], ["config", "list"], ["config", "get"],
        ["config", "set"], ["config", "unset"],
    ])
    func help(command: [String]) throws {
        let result = try WFProcess().run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
    }
}

@Suite("Database faults")
struct DatabaseFaultTests {
    @Test("A damaged page past the schema: the search still works, the file is moved aside, and the favourite survives")
    func damagedPageKeepsFavourites() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("search", "berlin")
        try scenario.damageRootPage(of: "cache_entries")
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Berlin"))
        #expect(result.stderr.contains("wf: warning: the database was damaged; moved it to \(scenario.wf.databaseURL.path).corrupt-"))
        #expect(result.stderr.contains("and started a new one; 1 favourite recovered"))
        let list = try scenario.run("fav", "list")
        #expect(list.status == 0)
        #expect(list.stdout.contains("52.52, 13.41"))
        #expect(list.stderr.isEmpty)
    }

    /// The whole file replaced: there is nothing to rescue, but the replaced file is kept aside.
    @Test("A corrupt database is moved aside with a warning naming the new path, and the command still works",
          arguments: ["random", "truncated", "empty"])
    func corrupt(kind: String) throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("search", "berlin")
        let url = scenario.wf.databaseURL
        try scenario.checkpoint()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        switch kind {
        case "random": try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: url)
        case "truncated": try Data(try Data(contentsOf: url).prefix(1000)).write(to: url)
        default: try Data().write(to: url)
        }
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Berlin"))
        if kind != "empty" {
            #expect(result.stderr.contains("the database was damaged; moved it to \(url.path).corrupt-"))
            let folder = try FileManager.default.contentsOfDirectory(atPath: scenario.wf.home.path)
            #expect(folder.contains { $0.hasPrefix("wf.sqlite.corrupt-") })
        }
    }

    @Test("A database written by a newer wf is refused with a clear error and left untouched")
    func newerSchema() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.setUserVersion(99)
        let before = try Data(contentsOf: scenario.wf.databaseURL)
        let result = try scenario.run("fav", "list")
        #expect(result.status == 70)
        #expect(result.stderr.contains("written by a newer wf"))
        #expect(try Data(contentsOf: scenario.wf.databaseURL) == before)
    }

    @Test("A WF_HOME that cannot be created: results are still shown, with one warning")
    func unwritableHome() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_HOME": "/dev/null/wf"])
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 0)
        #expect(result.stdout.contains("Berlin"))
        #expect(result.stderr.components(separatedBy: "warning").count == 2)
    }

    @Test("Config and database are private: 0600 files in a 0700 folder")
    func permissions() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("config", "set", "units", "metric")
        try scenario.run("search", "berlin")
        let files = FileManager.default
        #expect(try files.attributesOfItem(atPath: scenario.wf.home.path)[.posixPermissions] as? Int == 0o700)
        for name in ["config.json", "wf.sqlite"] {
            let mode = try files.attributesOfItem(atPath: scenario.wf.home.appendingPathComponent(name).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
    }

    @Test("Ten wf processes searching and adding favourites at once all succeed and lose nothing")
    func concurrentProcesses() throws {
        let scenario = try Scenario(.openMeteo)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 10) { index in
            let add = try? scenario.wf.run(["fav", "add", "\(10 + index),\(20 + index)"])
            let search = try? scenario.wf.run(["search", index.isMultiple(of: 2) ? "berlin" : "berlin \(index)"])
            results.append([add, search].compactMap { $0 })
        }
        #expect(results.all.count == 20)
        for result in results.all {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("locked"))
        }
        let list = try scenario.run("fav", "list", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        #expect((document["favourites"] as? [Any])?.count == 10)
    }
}

final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [WFResult] = []
    func append(_ new: [WFResult]) { lock.withLock { values += new } }
    var all: [WFResult] { lock.withLock { values } }
}

/// How long a place query is once cleaned, as `SearchQuery` counts it (control characters
/// dropped, white space trimmed and folded).
enum SearchQueryLength {
    static func of(_ raw: String) -> Int {
        let kept = raw.precomposedStringWithCanonicalMapping.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }
        return String(String.UnicodeScalarView(kept)).split(whereSeparator: \.isWhitespace).joined(separator: " ").count
    }
}
