import Foundation
import Networking
import Synchronization
import Testing
@testable import DataAccess

/// The wf processes of one state folder, played by several `MachineWideRequests` over one folder.
@Suite("One request per resource per machine, and 429s honoured by every process")
struct MachineWideRequestsTests {
    /// A server that answers each request with the next of `answers` (the last one repeats) and counts them.
    final class Server: NetworkService, Sendable {
        private let answers: [Result<NetworkResponse, NetworkError>]
        private let asked = Mutex(0)
        var requests: Int { asked.withLock { $0 } }

        init(_ answers: Result<NetworkResponse, NetworkError>...) {
            self.answers = answers
        }

        func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
            let index = asked.withLock { count in
                count += 1
                return count - 1
            }
            return try answers[min(index, answers.count - 1)].get()
        }
    }

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-machine-\(UUID().uuidString)").path
    let forecast = Endpoint(baseURL: "http://127.0.0.1:1", path: "/v1/forecast", query: [("latitude", "52.52")], source: "open-meteo")
    final class Clock: Sendable {
        private let moment = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        func now() -> Date { moment.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { moment.withLock { $0 += seconds } }
    }

    let clock = Clock()

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func process(_ server: Server, began: Date = Date()) -> MachineWideRequests {
        MachineWideRequests(server, stateFolder: folder, wait: .seconds(5), now: clock.now, began: began)
    }

    func advance(_ seconds: TimeInterval) {
        clock.advance(seconds)
    }

    @Test("A 429 holds its source for every process until its Retry-After has passed, then asks again")
    func heldUntilRetryAfter() async throws {
        let server = Server(.failure(.status(429, body: Data(), retryAfter: 120)), .success(NetworkResponse(body: Data("{}".utf8))))
        let until = clock.now().addingTimeInterval(120)
        await #expect(throws: NetworkError.rateLimited(until: until)) { try await process(server).response(for: forecast) }
        // Another process, another request of the same source: not sent.
        let air = Endpoint(baseURL: "http://127.0.0.1:1", path: "/v1/air-quality", source: "open-meteo")
        await #expect(throws: NetworkError.rateLimited(until: until)) { try await process(server).response(for: air) }
        advance(119)
        await #expect(throws: NetworkError.rateLimited(until: until)) { try await process(server).response(for: forecast) }
        #expect(server.requests == 1)
        advance(2)
        #expect(try await process(server).response(for: forecast).body == Data("{}".utf8))
        #expect(server.requests == 2)
    }

    @Test("A 429 without Retry-After holds its source for a minute; other sources are still asked")
    func heldForAMinute() async throws {
        let server = Server(.failure(.status(429, body: Data(), retryAfter: nil)), .success(NetworkResponse(body: Data())))
        await #expect(throws: NetworkError.self) { try await process(server).response(for: forecast) }
        let alerts = Endpoint(baseURL: "http://127.0.0.1:2", path: "/alerts/active", source: "nws")
        _ = try await process(server).response(for: alerts)
        advance(59)
        await #expect(throws: NetworkError.self) { try await process(server).response(for: forecast) }
        advance(2)
        _ = try await process(server).response(for: forecast)
        #expect(server.requests == 3)
    }

    @Test("A process that waited reads the answer another kept, and its failure, without asking")
    func waiterReadsKeptAnswer() async throws {
        let key = forecast.url!.absoluteString + [String: String]().sorted { $0.key < $1.key }.description
        let slot = try #require(RequestSlot(folder: folder + "/requests", request: key))
        let response = NetworkResponse(body: Data(#"{"a":1}"#.utf8), headers: ["Age": "900"])
        slot.keep(StoredAnswer(ticket: 7, outcome: .answered(response)))
        #expect(slot.keptAnswer() == StoredAnswer(ticket: 7, outcome: .answered(response)))
        for failure in [NetworkError.timedOut(seconds: 10, attempts: 3), .unreachable("connection refused"),
                        .status(503, body: Data("down".utf8), retryAfter: 5), .bodyTooLarge(limit: 8 << 20),
                        .unreadable("a compressed answer (gzip)"), .rateLimited(until: Date(timeIntervalSince1970: 1_800_000_120))] {
            slot.keep(StoredAnswer(ticket: 8, outcome: .failed(failure)))
            #expect(slot.keptAnswer() == StoredAnswer(ticket: 8, outcome: .failed(failure)))
        }
        #expect(slot.keptTicket() == 8)
    }

    @Test("Two requests of one process that share a lock file do not wait for each other; the same request still does")
    func siblingsSharingALockFile() async throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = "http://127.0.0.1:1/alerts?lat=52.52&lon=13.41"
        let sibling = try #require((0..<10_000).lazy.map { "http://127.0.0.1:1/v1/forecast?n=\($0)" }
            .first { RequestSlot.hash($0) & 0xFF == RequestSlot.hash(first) & 0xFF })
        let held = try #require(RequestSlot(folder: folder + "/requests", request: first))
        #expect(held.tryLock())
        defer { held.unlock() }
        let other = try #require(RequestSlot(folder: folder + "/requests", request: sibling))
        // Before: it waited for itself until its deadline, and the weather timed out.
        #expect(await other.lock(before: .now + .seconds(20)) == .heldHereForAnother)
        let same = try #require(RequestSlot(folder: folder + "/requests", request: first))
        #expect(await same.lock(before: .now + .milliseconds(100)) == .gaveUp)
    }

    @Test("A process that waited reads only an answer kept while it waited, never the one there before")
    func waiterTicket() {
        let old = StoredAnswer(ticket: 7, outcome: .answered(NetworkResponse(body: Data("an hour ago".utf8))))
        let new = StoredAnswer(ticket: 8, outcome: .answered(NetworkResponse(body: Data("now".utf8))))
        #expect(MachineWideRequests.answerAfterWaiting(kept: new, seen: 7) == new)
        #expect(MachineWideRequests.answerAfterWaiting(kept: new, seen: nil) == new)
        // The holder kept nothing (cancelled): what is there is what was there, and the waiter asks itself.
        #expect(MachineWideRequests.answerAfterWaiting(kept: old, seen: 7) == nil)
        #expect(MachineWideRequests.answerAfterWaiting(kept: nil, seen: 7) == nil)
    }

    @Test("Kept answers and locks are the user's alone, and the URL (with its API key) is in no file name")
    func privateFiles() async throws {
        let secret = Endpoint(baseURL: "http://127.0.0.1:1", path: "/data/2.5/weather", query: [("appid", "secret-key-123")],
                              redacting: ["appid"], source: "openweathermap")
        _ = try await process(Server(.success(NetworkResponse(body: Data("{}".utf8))))).response(for: secret)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/requests")
        #expect(names.contains { $0.hasPrefix("answer-") } && names.contains { $0.hasPrefix("lock-") })
        #expect(!names.contains { $0.contains("secret") })
        for name in names {
            let mode = try FileManager.default.attributesOfItem(atPath: folder + "/requests/" + name)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(name)")
        }
    }

    @Test("A process that finds no one asking, just after another kept its answer, reads that answer; its own it asks again")
    func answerKeptSinceItBegan() async throws {
        // Begun a second ago, not now: files are stamped by a coarser clock than Date(), and an
        // answer kept in the same tick could read as kept before (seen once under load).
        let late = process(Server(.success(NetworkResponse(body: Data("late".utf8)))), began: Date().addingTimeInterval(-1))
        // The first process asked and kept its answer between the late one's start and its request.
        let first = Server(.success(NetworkResponse(body: Data("first".utf8))))
        _ = try await process(first).response(for: forecast)
        #expect(try await late.response(for: forecast).body == Data("first".utf8))

        // Its own answer kept, the same process asks again when asked again (a retry in the app).
        let server = Server(.failure(.unreachable("down")), .success(NetworkResponse(body: Data("up".utf8))))
        let app = process(server)
        await #expect(throws: NetworkError.unreachable("down")) { try await app.response(for: forecast) }
        #expect(try await app.response(for: forecast).body == Data("up".utf8))
        #expect(server.requests == 2)

        // A process started after the answer was kept asks for itself.
        let next = Server(.success(NetworkResponse(body: Data("next".utf8))))
        #expect(try await process(next).response(for: forecast).body == Data("next".utf8))
        #expect(next.requests == 1)
    }

    @Test("A kept answer that is a FIFO or too large is no answer, and is read without waiting")
    func untrustedKeptAnswers() async throws {
        let key = forecast.url!.absoluteString + [String: String]().sorted { $0.key < $1.key }.description
        let slot = try #require(RequestSlot(folder: folder + "/requests", request: key))
        #expect(mkfifo(slot.answerPath, 0o600) == 0)
        #expect(slot.keptTicket() == nil && slot.keptAnswer() == nil)
        unlink(slot.answerPath)
        #expect(FileManager.default.createFile(atPath: slot.answerPath, contents: Data("7\n".utf8)))
        let file = try #require(FileHandle(forWritingAtPath: slot.answerPath))
        try file.truncate(atOffset: UInt64(StoredAnswer.largest) + 1)
        try file.close()
        #expect(slot.keptAnswer() == nil)
        // And the process asks for itself.
        let server = Server(.success(NetworkResponse(body: Data("{}".utf8))))
        _ = try await process(server).response(for: forecast)
        #expect(server.requests == 1)
    }

    @Test("Without a usable state folder, requests are made as they come")
    func withoutFolder() async throws {
        let server = Server(.success(NetworkResponse(body: Data())))
        let nowhere = MachineWideRequests(server, stateFolder: "/proc/no-such-folder", wait: .seconds(1), now: Date.init)
        _ = try await nowhere.response(for: forecast)
        #expect(server.requests == 1)
    }
}

@Suite("Source holds")
struct SourceHoldsTests {
    static let now = Date(timeIntervalSince1970: 1_795_948_080) // 2026-11-29 10:28 UTC

    @Test("A 429's limit is read from Open-Meteo's reason: the next minute, hour or UTC day; Retry-After wins; never past a day")
    func limits() {
        func limit(_ reason: String, retryAfter: Double? = nil) -> (Date, String?) {
            let answer = Data(#"{"error":true,"reason":"\#(reason)"}"#.utf8)
            return MachineWideRequests.limit(of: answer, retryAfter: retryAfter, now: Self.now)
        }
        #expect(limit("Minutely API request limit exceeded. Please try again in one minute.") == (Date(timeIntervalSince1970: 1_795_948_140), "minutely"))
        #expect(limit("Hourly API request limit exceeded. Please try again in the next hour.") == (Date(timeIntervalSince1970: 1_795_950_000), "hourly"))
        #expect(limit("Daily API request limit exceeded. Please try again tomorrow.") == (Date(timeIntervalSince1970: 1_795_996_800), "daily"))
        #expect(limit("Too many concurrent requests") == (Self.now.addingTimeInterval(60), nil))
        #expect(limit("Daily API request limit exceeded.", retryAfter: 120) == (Self.now.addingTimeInterval(120), "daily"))
        #expect(limit("", retryAfter: 10 * 365 * 86_400).0 == Self.now.addingTimeInterval(86_400))
    }

    @Test("A failing side source is backed off 5 minutes, doubling, at most a day")
    func backOff() {
        #expect((1...6).map(SourceHolds.backOff(failures:)) == [300, 600, 1200, 2400, 4800, 9600])
        #expect(SourceHolds.backOff(failures: 30) == 86_400)
    }

    @Test("A hold file that is a FIFO, a link or too large holds nothing, and is read without waiting")
    func untrustedFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-holds-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let holds = SourceHolds(folder: folder)
        holds.hold("open-meteo", .init(until: Self.now.addingTimeInterval(60), reason: "daily", failures: 0))
        #expect(holds.hold(on: "open-meteo", now: Self.now)?.reason == "daily")
        #expect(mkfifo(folder + "/hold-nws", 0o600) == 0)
        #expect(holds.hold(on: "nws", now: Self.now) == nil)
        #expect(symlink(folder + "/hold-open-meteo", folder + "/hold-met-norway") == 0)
        #expect(holds.hold(on: "met-norway", now: Self.now) == nil)
        try Data(repeating: 0x31, count: 4096).write(to: URL(fileURLWithPath: folder + "/hold-open-meteo-archive"))
        #expect(holds.hold(on: "open-meteo-archive", now: Self.now) == nil)
        // A moment years away (an older wf, a hand) is cut to a day.
        try Data("9999999999 server 0".utf8).write(to: URL(fileURLWithPath: folder + "/hold-openweathermap"))
        #expect(holds.hold(on: "openweathermap", now: Self.now)?.until == Self.now.addingTimeInterval(86_400))
        #expect(holds.releaseAll(now: Self.now) == ["open-meteo", "openweathermap"])
    }
}
