import Foundation
import Testing
import TestSupport

@Suite("wf config")
struct ConfigEndToEndTests {
    @Test("set, get, list and unset round-trip through a private config file")
    func roundTrip() throws {
        let wf = WFProcess()
        #expect(try wf.run("config", "set", "units", "imperial").status == 0)
        #expect(try wf.run("config", "get", "units").stdout == "imperial\n")
        let list = try wf.run("config", "list").stdout
        #expect(list.range(of: #"(?m)^units +imperial +\(config file\)$"#, options: .regularExpression) != nil, "\(list)")
        #expect(try wf.run("config", "unset", "units").status == 0)
        #expect(try wf.run("config", "get", "units").stdout == "metric\n")

        let file = wf.home.appendingPathComponent("config.json").path
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: wf.home.path)[.posixPermissions] as? Int
        #expect(folder == 0o700)
    }

    @Test("The environment wins over the file, and list says where each value comes from")
    func environmentWins() throws {
        let wf = WFProcess()
        try wf.run("config", "set", "units", "imperial")
        let overridden = wf.with(["WF_UNITS": "metric"])
        #expect(try overridden.run("config", "get", "units").stdout == "metric\n")
        #expect(try overridden.run("config", "list").stdout.contains("metric   (environment WF_UNITS)"))
    }

    @Test("The API key is shown only as set or not set")
    func keyIsNeverShown() throws {
        let wf = WFProcess()
        let key = "abc123secretvalue"
        #expect(try wf.run("config", "set", "api-key", key).status == 0)
        let outputs = try [wf.run("config", "get", "api-key"), wf.run("config", "list")]
        #expect(outputs[0].stdout == "set\n")
        #expect(outputs.allSatisfy { !$0.output.contains(key) })
        #expect(try wf.run("config", "get", "provider").stdout.contains("openweathermap"))
    }

    @Test("Unknown keys and bad values are usage errors that change nothing",
          arguments: [["set", "colour", "red"], ["set", "units", "kelvin"], ["set", "timeout", "-1"],
                      ["set", "provider", "darksky"], ["set", "location", "95,0"], ["get", "nope"], ["set", "units"]])
    func badInput(arguments: [String]) throws {
        let wf = WFProcess()
        try wf.run("config", "set", "units", "imperial")
        let before = try Data(contentsOf: wf.home.appendingPathComponent("config.json"))
        let result = try wf.run(["config"] + arguments)
        #expect(result.status == 64)
        #expect(try Data(contentsOf: wf.home.appendingPathComponent("config.json")) == before)
    }

    @Test("A bad value in the environment is a usage error naming the variable")
    func badEnvironmentValue() throws {
        let result = try WFProcess(environment: ["WF_UNITS": "kelvin"]).run("search", "london")
        #expect(result.status == 64)
        #expect(result.stderr.contains("WF_UNITS is not valid"))
    }

    @Test("A suggestion is offered for a mistyped key")
    func suggestion() throws {
        let result = try WFProcess().run("config", "get", "unit")
        #expect(result.stderr.contains("did you mean 'units'?"))
    }

    @Test("A config file that is not JSON is a configuration error naming the file")
    func brokenConfigFile() throws {
        let wf = WFProcess()
        try FileManager.default.createDirectory(at: wf.home, withIntermediateDirectories: true)
        try Data("api-key = nope".utf8).write(to: wf.home.appendingPathComponent("config.json"))
        let result = try wf.run("search", "berlin")
        #expect(result.status == 78)
        #expect(result.stderr.contains("config.json: it is not a JSON object of strings"))
    }
}
