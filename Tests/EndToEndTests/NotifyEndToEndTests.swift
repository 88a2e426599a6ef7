import Foundation
import Testing
import TestSupport

/// `wf notify`: rain soon and official alerts, each said once, by stdout, the terminal's escapes
/// or notify-send. The stub's rain starts half an hour after the quarter in progress; its NWS
/// alerts (New York) have a severe Winter Storm Warning in force.
@Suite("wf notify")
struct NotifyEndToEndTests {
    static let newYork = "40.71,-74.01"

    func scenario(_ environment: [String: String] = [:]) throws -> Scenario {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"].merging(environment) { $1 })
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        return scenario
    }

    @Test("Rain within 30 minutes: one line with its time, and not again on the next run")
    func rainOnce() throws {
        let scenario = try scenario()
        let before = NowcastAnswer.firstStep()
        let result = try scenario.run("notify", "--once", "--via", "stdout")
        let after = NowcastAnswer.firstStep()
        #expect(result.status == 0, "\(result.stderr)")
        let times = Set([before, after]).map { Self.local($0.addingTimeInterval(1800)) }
        // On the place's clock, named: the machine (UTC here) is not at the stub's UTC+1.
        #expect(times.contains { result.stdout.contains(": rain from \($0) UTC+1 (in ") }, "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        let again = try scenario.run("notify", "--once", "--via", "stdout")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.isEmpty, "said twice: \(again.stdout)")
    }

    @Test("--tz: the rain's time on the chosen clock, labelled, as every command says it")
    func rainOnChosenClock() throws {
        let scenario = try scenario()
        let result = try scenario.run("notify", "--once", "--via", "stdout", "--tz", "Asia/Tokyo")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(/: rain from \d\d:\d\d UTC\+9 \(in\s/), "\(result.stdout)")
    }

    @Test("A dry window: nothing said, exit 0")
    func dry() throws {
        let scenario = try scenario()
        scenario.server.respond(to: "/v1/forecast") { OpenMeteoForecastAnswer.response(for: $0, rainSoon: NowcastAnswer.dry) }
        let result = try scenario.run("notify", "--once", "--via", "stdout")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test("An alert in force is said once with its event; a second run says nothing")
    func alertOnce() throws {
        let scenario = try scenario()
        let result = try scenario.run("notify", "--once", "--alerts", "--via", "stdout", "--location", Self.newYork)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Winter Storm Warning (severe)"), "\(result.stdout)")
        #expect(!result.stdout.contains("Dense Fog Advisory"))
        let spoken = try scenario.run("notify", "--once", "--alerts", "--via", "stdout", "--location", Self.newYork, "--accessible")
        #expect(spoken.stdout.isEmpty, "said twice: \(spoken.stdout)")
    }

    @Test("--accessible says it in a sentence")
    func accessible() throws {
        let scenario = try scenario()
        let result = try scenario.run("notify", "--once", "--alerts", "--via", "stdout", "--location", Self.newYork, "--accessible")
        #expect(result.stdout.contains("Official alert in force: Winter Storm Warning, severe."), "\(result.stdout)")
    }

    @Test("notify-send is run with --urgency=critical for a severe alert; missing, it is one line and status 78")
    func notifySend() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-notify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("arguments")
        let fake = folder.appendingPathComponent("notify-send")
        try "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> '\(log.path)'; done\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let scenario = try scenario(["PATH": folder.path + ":/usr/bin:/bin"])
        let result = try scenario.run("notify", "--once", "--alerts", "--via", "notify-send", "--location", Self.newYork)
        #expect(result.status == 0, "\(result.stderr)")
        let arguments = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(arguments.first == "--urgency=critical", "\(arguments)")
        #expect(arguments.contains { $0.contains("Winter Storm Warning") }, "\(arguments)")
        let missing = try Scenario(.openMeteo, environment: ["PATH": "/nonexistent"])
        let failed = try missing.run("notify", "--once", "--via", "notify-send", "--location", Self.newYork)
        #expect(failed.status == 78)
        #expect(failed.stderr.contains("notify-send is not on PATH"), "\(failed.stderr)")
        #expect(missing.server.requestCount == 0)
    }

    @Test("On a terminal: exactly one sequence per event, the one the terminal reads (OSC 777; OSC 99 in kitty)")
    func terminal() throws {
        let scenario = try scenario()
        let plain = try scenario.wf.runOnTerminal(["notify", "--once", "--alerts", "--location", Self.newYork])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.components(separatedBy: "\u{1B}]777;notify;").count == 2, "\(plain.stdout.debugDescription)")
        #expect(!plain.stdout.contains("\u{1B}]9;") && !plain.stdout.contains("\u{1B}]99;"), "two pop-ups: \(plain.stdout.debugDescription)")
        let kitty = try Scenario(.openMeteo, environment: ["KITTY_WINDOW_ID": "1"])
        kitty.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let inKitty = try kitty.wf.runOnTerminal(["notify", "--once", "--alerts", "--location", Self.newYork])
        #expect(inKitty.stdout.contains("\u{1B}]99;i=1:d=0;") && !inKitty.stdout.contains("\u{1B}]777;"), "\(inKitty.stdout.debugDescription)")
    }

    @Test("--systemd's units pass systemd-analyze verify, with wf installed in ~/.local/bin, found on PATH, and its absolute path in ExecStart",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze"), "needs systemd-analyze (apt systemd)"))
    func systemdVerified() throws {
        let scenario = try scenario()
        // As the README installs it, and as a user runs it: by name, from PATH.
        let result = try scenario.wf.runShell("""
            mkdir -p "$HOME/.local/bin" && cp "$WF" "$HOME/.local/bin/wf" &&
            PATH="$HOME/.local/bin:/usr/bin:/bin" exec wf notify --systemd --location \(Self.newYork)
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let exec = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
        let installed = scenario.wf.home.appendingPathComponent(".local/bin/wf").path
        #expect(exec.hasPrefix("ExecStart=\(installed) notify --once") || exec.hasPrefix("ExecStart=\"\(installed)\" notify --once"),
                "systemd does not search PATH: \(exec)")
        // The two units as the README installs them, verified by systemd itself.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = result.stdout
        let timerStart = try #require(text.range(of: "[Unit]", options: .backwards)).lowerBound
        try String(text[..<timerStart]).components(separatedBy: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            .write(to: folder.appendingPathComponent("wf-notify.service"), atomically: true, encoding: .utf8)
        try String(text[timerStart...]).components(separatedBy: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            .write(to: folder.appendingPathComponent("wf-notify.timer"), atomically: true, encoding: .utf8)
        let verify = Process(), errors = Pipe()
        verify.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
        verify.arguments = ["verify", "--man=no", folder.appendingPathComponent("wf-notify.service").path, folder.appendingPathComponent("wf-notify.timer").path]
        verify.environment = ["PATH": "/usr/bin:/bin", "SYSTEMD_LOG_LEVEL": "warning"]
        verify.standardError = errors
        verify.standardOutput = FileHandle.nullDevice
        try verify.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        verify.waitUntilExit()
        let problems = said.split(separator: "\n").filter { $0.contains("wf-notify") }
        #expect(verify.terminationStatus == 0 && problems.isEmpty, "\(said)\n\(text)")
    }

    @Test("--favourites: only the favourite with an alert is said")
    func favourites() throws {
        let scenario = try scenario()
        #expect(try scenario.run("fav", "add", "52.52,13.41").status == 0)
        #expect(try scenario.run("fav", "add", Self.newYork).status == 0)
        let result = try scenario.run("notify", "--once", "--alerts", "--favourites", "--via", "stdout")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines.allSatisfy { $0.contains("Winter Storm Warning") }, "\(result.stdout)")
    }

    @Test("Without --once it says what it found, waits for the next check, and Ctrl-C ends it with 130")
    func loopUntilCtrlC() throws {
        let scenario = try scenario()
        let session = try TerminalSession(scenario.wf, ["notify", "--alerts", "--via", "stdout", "--location", Self.newYork])
        #expect(session.waitFor("Winter Storm Warning (severe)", timeout: 30), "\(session.screen)")
        let mark = session.mark
        session.signal(SIGINT)
        #expect(session.exitStatus(timeout: 30) == 130)
        #expect(!session.since(mark).contains("wf:"), "\(session.since(mark))")
    }

    @Test("--systemd prints a oneshot service running 'notify --once' and its timer")
    func systemd() throws {
        let scenario = try scenario()
        let result = try scenario.run("notify", "--systemd", "--every", "900", "--favourites")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[Service]") && result.stdout.contains("Type=oneshot"))
        #expect(result.stdout.contains(" notify --once --favourites"), "\(result.stdout)")
        #expect(result.stdout.contains("[Timer]") && result.stdout.contains("OnUnitActiveSec=15min"))
        #expect(scenario.server.requestCount == 0)
    }

    static func local(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: NowcastAnswer.utcOffsetSeconds)
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}

@Suite("wf notify: thresholds and languages")
struct NotifyWordsEndToEndTests {
    @Test("--below: the temperature now past it is said once a day, and only that condition is watched")
    func below() throws {
        let scenario = try NotifyEndToEndTests().scenario()
        let result = try scenario.run("notify", "--once", "--below", "100", "--via", "stdout")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(" now, below 100"), "\(result.stdout)")
        #expect(try scenario.run("notify", "--once", "--below", "100", "--via", "stdout").stdout.isEmpty)
        #expect(try scenario.run("notify", "--once", "--above", "100", "--via", "stdout").stdout.isEmpty)
    }

    /// A week of hours in the recorded shape, with frost at 04:00 tomorrow (-3 °C), pressure falling
    /// 8 hPa from 20:00 to 23:00, gusts of 85 km/h at 19:00 and UV 7 at 16:00 today; `wf` runs at 15:10
    /// in Berlin (UTC+1) by the fake clock, whatever the time of the test.
    static func stormyWeek(_ scenario: Scenario) -> [String: String]? {
        let hour = 3600, offset = OpenMeteoForecastAnswer.utcOffsetSeconds
        let real = Int(Date().timeIntervalSince1970)
        let localNow = real + offset
        var target = localNow / 86_400 * 86_400 + 15 * hour + 600
        if target < localNow { target += 86_400 }
        let wfNow = Date(timeIntervalSince1970: TimeInterval(target - offset))
        scenario.server.respond(to: "/v1/forecast") { request in
            OpenMeteoForecastAnswer.response(for: request, now: wfNow) { index, values in
                switch index {
                case 16: values["uv_index"] = 7.0
                case 19: values["wind_gusts_10m"] = 85.0
                case 20...23: values["pressure_msl"] = [1012.0, 1009.0, 1006.0, 1004.0][index - 20]
                case 28: values["temperature_2m"] = -3.0
                default: break
                }
            }
        }
        return try? FakeClock.later(by: target - localNow)
    }

    @Test("Frost, falling pressure, gusts and UV from a week of hours: each said once, with no request beyond the forecast's own",
          .enabled(if: FakeClock.isAvailable, "needs a C compiler for scripts/fake-clock.c"))
    func thresholds() throws {
        let scenario = try NotifyEndToEndTests().scenario()
        let clock = try #require(Self.stormyWeek(scenario))
        let wf = scenario.wf.with(clock)
        let arguments = ["notify", "--once", "--via", "stdout", "--frost", "--pressure-drop", "6", "--gusts", "60", "--uv", "6"]
        let result = try wf.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "52.52, 13.41: frost tonight: down to -3.0 °C around 04:00 UTC+1",
            "52.52, 13.41: pressure falling 8 hPa from 20:00 UTC+1 to 23:00 UTC+1",
            "52.52, 13.41: gusts up to 85 km/h around 19:00 UTC+1",
            "52.52, 13.41: UV index up to 7 today, around 16:00 UTC+1",
        ], "\(result.stdout)")
        // The weather and its forecast: the forecast asked once, for every condition.
        let asked = scenario.server.requests(to: "/v1/forecast")
        #expect(asked.filter { $0.query["hourly"] != nil }.count == 1, "\(asked.map(\.query))")
        #expect(asked.count == 2, "\(asked.map(\.query))")

        let again = try wf.run(arguments)
        #expect(again.status == 0 && again.stdout.isEmpty, "said twice: \(again.stdout)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 2, "a second check within the copy's time asks nothing")

        // A status bar shows the same from the same copy.
        let line = try wf.run(["here", "--format", "%F %G"])
        #expect(line.stdout == "-3°C 85km/h\n", "\(line.stdout)\(line.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 2)
    }

    @Test("In German, the alert's level is German; the event is the source's")
    func german() throws {
        let scenario = try NotifyEndToEndTests().scenario()
        let result = try scenario.run("notify", "--once", "--alerts", "--via", "stdout", "--location", NotifyEndToEndTests.newYork, "--lang", "de")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Winter Storm Warning (schwer)"), "\(result.stdout)")
    }
}
