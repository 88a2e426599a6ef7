import Foundation
import Testing
import TestSupport

/// Many wf processes on one state folder, as status bars start them: one request per resource,
/// and a rate limit honoured by all of them.
@Suite("Many processes, one machine")
struct MachineWideEndToEndTests {
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [WFResult] = []
        func append(_ result: WFResult) { lock.withLock { results.append(result) } }
        var all: [WFResult] { lock.withLock { results } }
    }

    @Test("8 status bars at once on one home, the cache expired and the server slow: 8 answers, 1 forecast request")
    func statusBars() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let forecast = try Recorded.openMeteoShiftedToToday()
        // Long enough for all 8 to start while the first waits for its answer, on a busy machine too.
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(forecast).delayed(by: .seconds(4)))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let result = try? scenario.wf.run(["here", "--format", "%t"], timeout: 60) { results.append(result) }
        }
        #expect(results.all.count == 8)
        for result in results.all {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasSuffix("°C\n"), "\(result.stdout)")
        }
        #expect(Set(results.all.map(\.stdout)).count == 1)
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)

        // The answer kept for the waiting processes is cache: `wf cache clear` removes it.
        let requests = scenario.wf.home.appendingPathComponent("requests").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: requests).contains { $0.hasPrefix("answer-") })
        try scenario.run("cache", "clear")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: requests).contains { $0.hasPrefix("answer-") })
    }

    @Test("30 first runs at once on a new home: one request per resource, every one answered")
    func coldStart() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        let forecast = try Recorded.openMeteoShiftedToToday()
        // Most start while the first waits (within the tests' 5 s time-out); a late one reads the
        // answer kept since it began, or the cache.
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(forecast).delayed(by: .seconds(3)))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 30) { _ in
            if let result = try? scenario.wf.run(["here", "--format", "%t"], timeout: 90) { results.append(result) }
        }
        #expect(results.all.count == 30)
        #expect(results.all.allSatisfy { $0.status == 0 && $0.stdout.hasSuffix("°C\n") }, "\(results.all.filter { $0.status != 0 }.map { "\($0.status) \($0.stdout) \($0.stderr)" })")
        let asked = scenario.server.requests.map(\.path)
        #expect(asked == ["/v1/forecast"], "\(asked)")
    }

    /// The audit's case: with an instant server, a process could check the cache before the first
    /// kept its answer and take the lock after it let go (2 requests in 6 of 7 trials).
    @Test("60 first runs at once, the server answering at once: one request, every one answered")
    func sixtyAtOnceInstantServer() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": "52.52,13.41"])
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(try Recorded.openMeteoShiftedToToday()))
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 60) { _ in
            if let result = try? scenario.wf.run(["here", "--format", "%t"], timeout: 120) { results.append(result) }
        }
        #expect(results.all.count == 60)
        #expect(results.all.allSatisfy { $0.status == 0 && $0.stdout.hasSuffix("°C\n") }, "\(results.all.filter { $0.status != 0 }.map { "\($0.status) \($0.stderr)" })")
        let asked = scenario.server.requests.map(\.path)
        #expect(asked == ["/v1/forecast"], "\(asked)")
    }

    @Test("After a 429 with Retry-After: 120, no process asks again before then, and each says until when")
    func rateLimitHeld() throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_RETRIES": "2", "TZ": "UTC"])
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json(#"{"error":true,"reason":"Minutely API request limit exceeded"}"#, status: 429)
            .with(header: "Retry-After", "120"))
        let first = try scenario.run("at", "52.52", "13.41")
        #expect(first.status == 69)
        // The limit its reason names, until its Retry-After.
        #expect(first.stderr.range(of: #"Open-Meteo's minutely limit is reached \(HTTP 429\): wf asks it nothing before (\d{4}-\d\d-\d\d )?\d\d:\d\d,"#,
                                   options: .regularExpression) != nil, "\(first.stderr)")
        let until = Self.clock(in: first.stderr)
        let expected = Date().addingTimeInterval(120)
        // Two minutes from now, in the computer's zone (a minute either way for the run itself; past midnight the date is named too).
        #expect(until.map { (Self.minutes(of: $0) - Self.minutes(of: expected) + 1441) % 1440 <= 2 } == true, "\(first.stderr)")
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1, "a 429 is never retried at once")

        for arguments in [["at", "52.52", "13.41"], ["here", "--location", "48.85,2.35", "--format", "%t"], ["search", "berlin"]] {
            let held = try scenario.wf.run(arguments)
            #expect(held.status == 69, "\(arguments): \(held.stderr)")
            #expect(held.stderr.contains("minutely limit is reached (HTTP 429): wf asks it nothing before \(until ?? "?")"), "\(arguments): \(held.stderr)")
        }
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    @Test("Held by a rate limit with a copy cached: the copy with its age, exit 0, no request; a Retry-After of years holds a day at most")
    func rateLimitWithCopy() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("at", "52.52", "13.41")
        scenario.server.respond(to: "/v1/forecast", with: StubResponse.json("{}", status: 429).with(header: "Retry-After", "Fri, 31 Dec 2100 23:59:00 GMT"))
        scenario.server.resetRequests()
        for _ in 0..<2 {
            let result = try scenario.run("at", "52.52", "13.41", "--refresh")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Temperature"))
            #expect(result.output.contains("offline") && result.output.contains("rate-limited until "), "\(result.output)")
            #expect(!result.output.contains("2100"), "held past a day: \(result.output)")
        }
        #expect(scenario.server.requests(to: "/v1/forecast").count == 1)
    }

    /// "14:05", or "2026-11-28 00:01" past midnight: what follows "until ".
    static func clock(in text: String) -> String? {
        if let match = text.firstMatch(of: /nothing before ((\d{4}-\d\d-\d\d )?\d\d:\d\d)/) { return String(match.1) }
        return text.range(of: #"until (\d{4}-\d\d-\d\d )?\d\d:\d\d"#, options: .regularExpression).map { String(text[$0].dropFirst(6)) }
    }

    static func minutes(of clock: String) -> Int {
        let parts = clock.suffix(5).split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : -1000
    }

    static func minutes(of date: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }
}

/// A process that holds a request and is stopped (Ctrl-Z) keeps no one waiting.
@Suite("A stopped process holding a request")
struct StoppedHolderEndToEndTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    @Test("The next process asks itself at once, shows the weather, and blames no server")
    func stoppedHolder() throws {
        let scenario = try Scenario(.openMeteo)
        let count = Count()
        // The first request is never answered: its process holds the request until it is stopped.
        scenario.server.respond(to: "/v1/forecast") { request in
            count.next() == 1 ? .fault(.neverRespond) : OpenMeteoForecastAnswer.response(for: request)
        }
        let holder = try scenario.wf.with(["WF_TIMEOUT": "60", "WF_RETRIES": "0"]).start(["at", "52.52", "13.41"])
        defer {
            kill(holder.processIdentifier, SIGKILL)
            holder.waitUntilExit()
        }
        // Waits for a condition, not a time: the holder has sent its request (so it holds the lock).
        for _ in 0..<600 where scenario.server.requests(to: "/v1/forecast").isEmpty { usleep(50_000) }
        try #require(scenario.server.requests(to: "/v1/forecast").count == 1)
        #expect(kill(holder.processIdentifier, SIGSTOP) == 0)

        // Its own bound (10 s × 3 attempts and the pauses) would be 31 s; it does not wait it out.
        let result = try scenario.run("at", "52.52", "13.41")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Temperature"))
        #expect(!result.stderr.contains("did not answer"))
        #expect(scenario.server.requests(to: "/v1/forecast").count == 2)
    }
}
