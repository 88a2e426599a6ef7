import Foundation
import Testing
import TestSupport

/// `wf doctor` against the stub servers: each finding it promises, planted, is named; it never
/// prints a secret; `--offline` asks nothing.
@Suite("wf doctor")
struct DoctorEndToEndTests {
    /// Every source answered in the shape its requests ask: nothing to find but notes.
    func healthy(_ environment: [String: String] = [:]) throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: environment)
        try scenario.serveForecastsFromToday()
        return scenario
    }

    @Test("With every source answering, each is asked once and nothing is a problem (exit 0)")
    func allWell() throws {
        let scenario = try healthy()
        let result = try scenario.run("doctor")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.hasSuffix("no problem found\n"))
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("problem ") })
        for source in ["open-meteo", "open-meteo-geocoding", "open-meteo-air-quality", "open-meteo-archive", "nws", "met-norway"] {
            #expect(result.stdout.contains("ok      \(source): answered HTTP 200 in "), "\(source)")
        }
        #expect(result.stdout.contains("ok      open-meteo-ensemble: answered HTTP 200"))
        #expect(result.stdout.contains("ok      open-meteo-previous-runs: answered HTTP 200"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
        #expect(scenario.sides.requests(to: "/v1/ensemble").count == 1)
        #expect(result.stdout.contains("note    ip-location: not asked: asked only with location auto"))
        #expect(result.stdout.contains("ok      wf: wf 1.1.0 (commit "))
        #expect(result.stdout.contains("ok      units: metric (default)"))
        #expect(result.stdout.contains("ok      open-meteo-url: \(scenario.server.baseURL) (environment WF_OPEN_METEO_URL)"))
    }

    @Test("A variable a self-hosted server answers null for is named with the commands that miss it")
    func nullVariable() throws {
        let scenario = try healthy()
        // A server that synced only DWD ICON, which has no UV index: null for every hour and day.
        scenario.server.respond(to: "/v1/forecast") { request in
            let answer = OpenMeteoForecastAnswer.response(for: request)
            guard var body = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any] else { return answer }
            for (section, name) in [("hourly", "uv_index"), ("daily", "uv_index_max"), ("current", "uv_index")] {
                guard var values = body[section] as? [String: Any] else { continue }
                values[name] = (values[name] as? [Any]).map { $0.map { _ in NSNull() } } ?? NSNull()
                body[section] = values
            }
            return .json((try? JSONSerialization.data(withJSONObject: body)) ?? Data())
        }
        let result = try scenario.run("doctor")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("problem open-meteo: hourly uv_index came back null: wf search, wf hourly, wf fav show, wf notify, wf app will miss it"))
        #expect(lines.contains("problem open-meteo: daily uv_index_max came back null: wf search, wf hourly, wf fav show, wf notify, wf app will miss it"))
        #expect(lines.contains { $0.hasPrefix("problem open-meteo: current uv_index came back null: wf here, wf at") })
        #expect(lines.filter { $0.contains("came back null") }.count == 3)
        // Problems first.
        #expect(lines.first?.hasPrefix("problem ") == true)
        #expect(lines.last == "3 problems found")
    }

    @Test("An unreachable gateway is named, and each source through it")
    func unreachableGateway() throws {
        let wf = WFProcess().with(["WF_GATEWAY_URL": "http://127.0.0.1:1", "WF_PROVIDER": "open-meteo"])
        let result = try wf.run(["doctor"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "problem gateway-url: http://127.0.0.1:1 could not be reached: every source goes through it")
        #expect(lines.contains { $0.hasPrefix("problem open-meteo: could not be reached: connection refused") && $0.hasSuffix("(127.0.0.1:1)") })
    }

    @Test("A 429 hold is named with its end, and the held source is not asked")
    func rateLimitHold() throws {
        let scenario = try healthy()
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(#"{"error":true,"reason":"Hourly API request limit exceeded. Please try again in the next hour."}"#, status: 429))
        #expect(try scenario.run("at", "52.52,13.41").status == 69)
        let asked = scenario.server.requests(to: "/v1/forecast").count
        let result = try scenario.run("doctor")
        #expect(result.status == 1)
        #expect(result.stdout.contains("problem open-meteo: held for another "))
        #expect(result.stdout.contains("it answered 429, its hourly limit reached; wf asks it nothing until then. wf cache clear lifts the hold"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == asked)
    }

    @Test("A state folder wf cannot write in is a problem")
    func unwritableStateFolder() throws {
        // As root a mode writes nothing off; sysfs refuses every new file, root's too.
        let home: URL
        if geteuid() == 0 {
            home = URL(fileURLWithPath: "/sys")
        } else {
            home = FileManager.default.temporaryDirectory.appendingPathComponent("wf-doctor-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o500])
        }
        let result = try WFProcess(home: home).run(["doctor", "--offline"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("problem state folder: \(home.path): wf cannot write in it ("))
    }

    @Test("A database another user could change is a problem that says how to fix it")
    func databaseOthersCanChange() throws {
        let scenario = try healthy()
        #expect(try scenario.run("at", "52.52,13.41").status == 0)
        let path = scenario.wf.databaseURL.path
        #expect(chmod(path, 0o666) == 0)
        let result = try scenario.run("doctor", "--offline")
        #expect(result.status == 1)
        #expect(result.stdout.contains("problem wf.sqlite: "))
        #expect(result.stdout.contains("any user can change it"))
        #expect(result.stdout.contains("chmod go-w \(path)"))
    }

    @Test("--offline asks no source, and says so for each")
    func offline() throws {
        let scenario = try healthy()
        let result = try scenario.run("doctor", "--offline")
        #expect(result.status == 0, "\(result.output)")
        #expect(scenario.server.requestCount == 0)
        #expect(scenario.sides.requestCount == 0)
        #expect(result.stdout.contains("note    open-meteo: not asked (--offline)"))
    }

    @Test("Neither the API key nor a password in a URL is ever printed, in text or JSON")
    func noSecrets() throws {
        let scenario = try Scenario(.openWeatherMap, environment: ["WF_GATEWAY_URL": "http://wf:hunter2@127.0.0.1:1"])
        for arguments in [["doctor"], ["doctor", "--json"], ["doctor", "--offline"]] {
            let result = try scenario.wf.run(arguments)
            #expect(!result.output.contains(Scenario.apiKey), "\(arguments)")
            #expect(!result.output.contains("hunter2"), "\(arguments)")
        }
        // The key went to OpenWeatherMap: it was asked with it.
        #expect(scenario.server.requests(to: "/data/2.5/weather").first?.query["appid"] == Scenario.apiKey)
    }

    @Test("--json is one document: the build, the count of problems and every finding")
    func json() throws {
        let scenario = try healthy()
        let result = try scenario.run("doctor", "--json", "--offline")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "1.1.0")
        #expect(document["problems"] as? Int == 0)
        #expect((document["commit"] as? String)?.isEmpty == false)
        let findings = try #require(document["findings"] as? [[String: String]])
        #expect(findings.contains { $0["area"] == "setting" && $0["subject"] == "units" && $0["level"] == "ok" })
        #expect(findings.contains { $0["area"] == "source" && $0["subject"] == "open-meteo" && $0["level"] == "note" })
    }

    @Test("On a 40-column terminal each finding is broken at spaces under its text, in colour by level; to a pipe one line each")
    func narrowTerminal() throws {
        let scenario = try healthy(["LANG": "C", "NO_COLOR": ""])
        let result = try scenario.wf.runOnTerminal(["doctor", "--offline"], columns: 40)
        #expect(result.status == 0)
        let plain = result.stdout.replacingOccurrences(of: "\u{1B}[33m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        let lines = plain.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
        #expect(lines.contains("note    open-meteo-previous-runs: not"))
        #expect(lines.contains("        asked (--offline)"))
        #expect(result.stdout.contains("\u{1B}[33mnote    open-meteo: not asked"), "notes in yellow")
        let piped = try scenario.run("doctor", "--offline")
        #expect(piped.stdout.contains("note    open-meteo-previous-runs: not asked (--offline)\n"))
    }
}
