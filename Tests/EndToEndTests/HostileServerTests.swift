import Foundation
import Testing
import TestSupport

/// Whatever a server does, wf ends within `timeout × attempts + 2 s` (plus the backoff between
/// attempts) and stays within 64 MiB. The bounds asserted are far above what wf takes (a second or
/// a few): the tests hold on a busy machine, and still fail if a request hangs or memory runs away.
@Suite("Hostile servers: nothing hung, memory bounded")
struct HostileServerTests {
    static let memoryLimitKiB = 64 * 1024

    /// Runs wf under a small Python parent that reports the child's peak resident memory (KiB) on
    /// its last stderr line, since Foundation's Process waits for the child itself.
    func measured(_ scenario: Scenario, _ arguments: [String], environment: [String: String] = [:],
                  timeout: Double = 120) throws -> (result: WFResult, peakKiB: Int, seconds: Double) {
        let wf = scenario.wf.with(environment)
        let quoted = arguments.map { "'\($0)'" }.joined(separator: ", ")
        let script = """
        python3 -c "
        import resource, subprocess, sys, time
        start = time.monotonic()
        status = subprocess.run([sys.argv[1], \(quoted)]).returncode
        r = resource.getrusage(resource.RUSAGE_CHILDREN)
        print('peak-kib', r.ru_maxrss, 'seconds', time.monotonic() - start, 'cpu', r.ru_utime + r.ru_stime, file=sys.stderr)
        sys.exit(status)
        " "$WF"
        """
        let result = try wf.runShell(script, timeout: timeout)
        let report = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-kib") }?.split(separator: " ") ?? []
        let peak = report.count > 1 ? Int(report[1]) ?? -1 : -1
        let seconds = report.count > 3 ? Double(report[3]) ?? -1 : -1
        return (result, peak, seconds)
    }

    /// A body that inflates to 256 MiB from about 256 KB, made with Python's zlib.
    static let bomb: Data = {
        let made = try? Subprocess.run("/usr/bin/env", ["python3", "-c", """
            import gzip, sys, io
            out = io.BytesIO()
            with gzip.GzipFile(fileobj=out, mode='wb', compresslevel=9) as f:
                block = bytes(1 << 20)
                for _ in range(256): f.write(block)
            sys.stdout.write(out.getvalue().hex())
            """])
        return Data(hexString: made?.stdout ?? "") ?? Data()
    }()

    @Test("Headers, then one byte a second: each attempt ends at its deadline, not when the body would")
    func trickle() throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: .fault(.trickle(every: .seconds(1), bytes: 600)))
        let run = try measured(scenario, ["at", "10", "20"], environment: ["WF_TIMEOUT": "2", "WF_RETRIES": "1"])
        #expect(run.result.status == 69, "\(run.result.stderr)")
        #expect(run.result.stderr.contains("did not answer in 2 attempts"), "\(run.result.stderr)")
        // 2 attempts of 2 s and a backoff under a second; the body alone would take 10 minutes.
        #expect(run.seconds >= 0 && run.seconds < 60, "took \(run.seconds) s")
        #expect(run.peakKiB > 0 && run.peakKiB <= Self.memoryLimitKiB, "peak \(run.peakKiB) KiB")
        #expect(scenario.server.weatherRequests().count == 2)
    }

    @Test("A gzip bomb is refused before it is inflated: one request, a clear message, bounded memory")
    func compressionBomb() throws {
        try #require(Self.bomb.count > 1000, "python3 made the bomb")
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: StubResponse(body: Self.bomb, fault: .gzipped))
        let run = try measured(scenario, ["at", "10", "20"], environment: ["WF_TIMEOUT": "5", "WF_RETRIES": "2"])
        #expect(run.result.status == 69)
        #expect(run.result.stderr.contains("sent a compressed answer (gzip) although wf asks for none"), "\(run.result.stderr)")
        #expect(run.peakKiB > 0 && run.peakKiB <= Self.memoryLimitKiB, "peak \(run.peakKiB) KiB")
        #expect(run.seconds >= 0 && run.seconds < 60)
        // Not worth asking again: the same server would send the same.
        #expect(scenario.server.weatherRequests().count == 1)
        #expect(scenario.server.requests(to: "/v1/forecast").first?.headers["accept-encoding"] == "identity")
    }

    /// Memory runs away only when libcurl outpaces the delegate, which depends on timing: eight tries.
    @Test("An endless chunked body is cut off at 8 MB without memory running away", arguments: 0..<8)
    func endlessChunks(trial: Int) throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: .fault(.endlessChunks))
        let run = try measured(scenario, ["at", "10", "20"], environment: ["WF_TIMEOUT": "5", "WF_RETRIES": "2"])
        #expect(run.result.status == 69)
        // Cut off at 8 MB; or, when the transfers cut off before it slowed it down, timed out on each attempt.
        #expect(run.result.stderr.contains("sent a response larger than 8 MB") || run.result.stderr.contains("did not answer in 3 attempts"),
                "\(run.result.stderr)")
        #expect(run.peakKiB > 0 && run.peakKiB <= Self.memoryLimitKiB, "peak \(run.peakKiB) KiB")
        #expect(run.seconds >= 0 && run.seconds < 60)
    }

    /// The weather and rain soon are asked for side by side, from the same path: two endless
    /// bodies at once once held every cooperative thread in URLSession's work queue, so no
    /// deadline fired (seen: a hang and 4.7 GB). The air quality answers as it should.
    @Test("Two endless bodies at once: both cut off, memory bounded, wf ends", arguments: 0..<6)
    func twoEndlessBodies(trial: Int) throws {
        let scenario = try Scenario(.openMeteo)
        scenario.server.respond(to: "/v1/forecast", with: .fault(.endlessChunks))
        let run = try measured(scenario, ["at", "10", "20"], environment: ["WF_TIMEOUT": "5", "WF_RETRIES": "2"])
        #expect(run.result.status == 69)
        // Cut off at 8 MB; or, when the transfers cut off before it slowed it down, timed out on each attempt.
        #expect(run.result.stderr.contains("sent a response larger than 8 MB") || run.result.stderr.contains("did not answer in 3 attempts"),
                "\(run.result.stderr)")
        #expect(run.peakKiB > 0 && run.peakKiB <= Self.memoryLimitKiB, "peak \(run.peakKiB) KiB")
        #expect(run.seconds >= 0 && run.seconds < 60)
    }

    @Test("A redirect to another host is not followed and says where it pointed; a cached copy stands in")
    func redirectElsewhere() throws {
        let scenario = try Scenario(.openMeteo)
        let elsewhere = try StubServer()
        elsewhere.respond(to: "/v1/forecast", with: .json("{}"))
        scenario.server.respond(to: "/v1/forecast",
                                with: StubResponse(status: 302).with(header: "Location", "http://localhost:\(elsewhere.port)/v1/forecast"))
        let first = try scenario.run("at", "10", "20")
        #expect(first.status == 69)
        #expect(first.stderr.contains("redirected to http://localhost:\(elsewhere.port), which wf does not follow"), "\(first.stderr)")
        #expect(elsewhere.requestCount == 0)

        try scenario.serveRecordedResponses()
        #expect(try scenario.run("at", "10", "20").status == 0)
        try scenario.ageCache(byDays: 1)
        scenario.server.respond(to: "/v1/forecast",
                                with: StubResponse(status: 301).with(header: "Location", "https://127.0.0.1:\(scenario.server.port)/v1/forecast"))
        let offline = try scenario.run("at", "10", "20")
        #expect(offline.status == 0)
        #expect(offline.stderr.contains("offline"))
        #expect(offline.stderr.contains("which wf does not follow"))
    }

    @Test("A provider's reason is shown as its words: quoted, one line, no escapes or overrides, at most 100 characters")
    func hostileReason() throws {
        let scenario = try Scenario(.openMeteo)
        let reason = "Bad\u{1B}[31m red\nline\u{202E}desrever " + String(repeating: "x", count: 1000)
        let body = try JSONSerialization.data(withJSONObject: ["error": true, "reason": reason])
        scenario.server.respond(to: "/v1/forecast", with: .json(body, status: 400))
        let result = try scenario.run("at", "10", "20")
        #expect(result.status == 69)
        let line = result.stderr
        #expect(line.split(separator: "\n").count == 1)
        #expect(line.contains("rejected the request: HTTP 400, saying \"Bad?[31m red line?desrever xxx"))
        #expect(!line.contains("\u{1B}") && !line.contains("\u{202E}"))
        #expect(line.count < 300, "\(line.count) characters")
    }

    @Test("A base URL written HTTP:// works like http://")
    func upperCaseScheme() throws {
        let scenario = try Scenario(.openMeteo)
        let result = try scenario.wf.with(["WF_OPEN_METEO_URL": scenario.server.baseURL.replacingOccurrences(of: "http://", with: "HTTP://")])
            .run("at", "10", "20")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scenario.server.weatherRequests().count == 1)
    }
}

private extension Data {
    init?(hexString: String) {
        var bytes = [UInt8]()
        bytes.reserveCapacity(hexString.utf8.count / 2)
        var iterator = hexString.utf8.makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            guard let byte = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        self.init(bytes)
    }
}
