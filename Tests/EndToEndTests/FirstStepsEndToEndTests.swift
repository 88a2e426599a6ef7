import Foundation
import Testing
import TestSupport

/// What a new user still tripped over (issue 26): config files written by hand, messages that
/// did not say what was read or what works. Each test failed before its fix.
@Suite("What a new user still trips over")
struct FirstStepsEndToEndTests {
    func writeConfig(_ json: String, for wf: WFProcess) throws {
        try FileManager.default.createDirectory(at: wf.home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let file = wf.home.appendingPathComponent("config.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    @Test("A hand-edited config may give numbers and true/false: they are read as the values they stand for")
    func numbersAndBooleans() throws {
        // Empty variables count as unset: the file's values apply.
        let wf = WFProcess(environment: ["WF_TIMEOUT": "", "WF_RETRIES": ""])
        try writeConfig(#"{"timeout": 5, "status-timeout": 0.5, "accessible": true, "retries": 1}"#, for: wf)
        let names = try wf.run("fav", "list", "--names")
        #expect(names.status == 0, "\(names.stderr)")
        #expect(names.stderr == "")
        #expect(try wf.run("config", "get", "timeout").stdout == "5\n")
        #expect(try wf.run("config", "get", "status-timeout").stdout == "0.5\n")
        #expect(try wf.run("config", "get", "accessible").stdout == "on\n")
        #expect(try wf.run("config", "get", "retries").stdout == "1\n")
        let list = try wf.run("config", "list")
        #expect(list.stderr == "")
        #expect(!list.stdout.contains("NOT VALID"))
        // What no setting can be is still refused, with the way out.
        try writeConfig(#"{"timeout": [5]}"#, for: wf)
        let broken = try wf.run("fav", "list", "--names")
        #expect(broken.status == 78)
        #expect(broken.stderr.contains("not a JSON object of strings, numbers and true/false"))
    }

    @Test("An unknown key lists the keys and suggests the nearest; a bad value is said once, without 'units: units'")
    func unknownKey() throws {
        let wf = WFProcess()
        let unknown = try wf.run("config", "set", "foo", "bar")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains(#"cannot be "foo" (it is one of: api-key, provider, units, wind-unit, location,"#), "\(unknown.stderr)")
        // Every key, none cut off with "…": the list is the only place the message names them.
        let keys = try wf.run("config", "list").stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(keys.count > 15)
        for key in keys { #expect(unknown.stderr.contains(" \(key),") || unknown.stderr.contains(" \(key))"), "\(key)") }
        #expect(!unknown.stderr.contains("…"), "\(unknown.stderr)")
        let near = try wf.run("config", "set", "unit", "metric")
        #expect(near.stderr.contains(#"cannot be "unit"; did you mean 'units'? (it is one of: api-key,"#), "\(near.stderr)")
        let value = try wf.run("config", "set", "units", "kelvin")
        #expect(value.status == 64)
        #expect(value.stderr.hasPrefix("wf: units is one of: metric, imperial"), "\(value.stderr)")
        #expect(!value.stderr.contains("units: units"))
        let number = try wf.run("config", "set", "retries", "9")
        #expect(number.stderr.hasPrefix("wf: retries: a whole number from 0 to 5"), "\(number.stderr)")
    }

    @Test("config set language takes only a language wf speaks, and names them")
    func language() throws {
        let wf = WFProcess()
        let refused = try wf.run("config", "set", "language", "xx")
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("language is one of the languages wf speaks: en, de, fr, es, pt, ja"))
        #expect(!FileManager.default.fileExists(atPath: wf.home.appendingPathComponent("config.json").path))
        #expect(try wf.run("config", "set", "language", "pt-BR").status == 0)
        #expect(try wf.run("config", "get", "language").stdout == "pt-BR\n")
    }

    @Test("config list marks a value no command would take, and says why")
    func listMarksInvalid() throws {
        let wf = WFProcess()
        try writeConfig(#"{"units": "kelvin", "cache-limit": "7"}"#, for: wf)
        let list = try wf.run("config", "list")
        #expect(list.status == 0)
        #expect(list.stdout.contains("kelvin   (config file; NOT VALID: units is one of: metric, imperial)"), "\(list.stdout)")
        #expect(list.stdout.contains("7   (config file)\n"))
        let environment = try wf.with(["WF_RETRIES": "12"]).run("config", "list")
        #expect(environment.stdout.contains("12   (environment WF_RETRIES; NOT VALID: a whole number from 0 to 5)"), "\(environment.stdout)")
    }

    @Test("wf at: a coordinate split by the shell after its comma is read; one that cannot be read says what was read and what works")
    func coordinates() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let split = try scenario.run("at", "-33.9,", "18.4")
        #expect(split.status == 0, "\(split.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").first?.query["latitude"]?.hasPrefix("-33.9") == true)
        let decimalCommas = try scenario.run("at", "52,5", "13,4")
        #expect(decimalCommas.status == 64)
        #expect(decimalCommas.stderr.hasPrefix(#"wf: read "52,5 13,4": latitude must be a number from -90 to 90; wf at takes 51.5 -0.12, 51.5,-0.12 or "51.5, -0.12""#),
                "\(decimalCommas.stderr)")
        let outOfRange = try scenario.run("at", "91", "0")
        #expect(outOfRange.stderr.hasPrefix(#"wf: read "91 0": latitude must be a number from -90 to 90;"#))
    }

    @Test("A number past the last favourite says how many there are and which numbers work")
    func favouriteNumber() throws {
        let wf = WFProcess()
        for point in ["1,1", "2,2", "3,3"] { #expect(try wf.run("fav", "add", point).status == 0) }
        for command in ["show", "remove"] {
            let result = try wf.run("fav", command, "9")
            #expect(result.status == 64)
            #expect(result.stderr == "wf: there are 3 favourites: choose a number from 1 to 3, or a name\n")
        }
    }

    @Test("wf map --accessible with no location says how to set one, with an example")
    func mapWithoutLocation() throws {
        let result = try WFProcess().run("map", "--accessible")
        #expect(result.status == 0)
        #expect(result.stdout.contains("wf does not know where here is. Set it with a place or a latitude and longitude, for example: wf config set location Berlin\n"))
    }
}
