import Foundation
import Networking
import Testing
import TestSupport

/// The real URLSession service against the loopback stub server.
@Suite("URLSession network service")
struct URLSessionNetworkServiceTests {
    /// A generous time-out by default: on a busy machine a request may wait seconds for a thread, and
    /// only the tests about time-outs want one to pass.
    func service(timeout: Double = 30, retries: Int = 0, maxBody: Int = 1 << 20) -> URLSessionNetworkService {
        URLSessionNetworkService(configuration: .init(timeout: timeout, maxBodyBytes: maxBody,
                                                      retry: RetryPolicy(maxRetries: retries, baseDelay: 0.01, maxDelay: 0.05)))
    }

    func endpoint(_ server: StubServer, _ path: String = "/data") -> Endpoint {
        Endpoint(baseURL: server.baseURL, path: path, query: [("appid", "k3y")], redacting: ["appid"])
    }

    @Test("A 200 body comes back as sent")
    func success() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .json(#"{"ok":true}"#))
        let body = try await service().data(for: endpoint(server))
        #expect(String(decoding: body, as: UTF8.self) == #"{"ok":true}"#)
        #expect(server.requests.first?.headers["user-agent"] == "wf")
    }

    @Test("An endpoint's own headers are sent, over the service's; the answer's headers come back by lower-cased name")
    func headers() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: StubResponse.json(#"{}"#).with(header: "Expires", "Wed, 25 Nov 2026 10:32:07 GMT"))
        var request = endpoint(server)
        request.headers = ["User-Agent": "wf/9.9 someone@example.org"]
        let response = try await service().response(for: request)
        #expect(server.requests.first?.headers["user-agent"] == "wf/9.9 someone@example.org")
        #expect(response.header("EXPIRES") == "Wed, 25 Nov 2026 10:32:07 GMT")
        #expect(response.date("Expires") == Date(timeIntervalSince1970: 1_795_602_727))
    }

    @Test("A conditional request's 304 comes back as not modified, with its headers and no body; a 304 to a plain request is a failure")
    func notModified() async throws {
        let server = try StubServer()
        let lastModified = "Wed, 25 Nov 2026 10:02:07 GMT"
        server.respond(to: "/data") { request in
            guard request.headers["if-modified-since"] == lastModified else {
                return StubResponse.json(#"{"ok":true}"#).with(header: "Last-Modified", lastModified)
            }
            return StubResponse(status: 304, headers: ["Expires": "Wed, 25 Nov 2026 10:32:07 GMT"])
        }
        let first = try await service().response(for: endpoint(server))
        #expect(first.status == 200 && !first.isNotModified && first.header("Last-Modified") == lastModified)
        var conditional = endpoint(server)
        conditional.headers = ["If-Modified-Since": lastModified]
        let second = try await service().response(for: conditional)
        #expect(second.isNotModified && second.body.isEmpty)
        #expect(second.date("Expires") == Date(timeIntervalSince1970: 1_795_602_727))
        #expect(server.requests.map { $0.headers["if-modified-since"] } == [nil, lastModified])
        server.respond(to: "/data", with: StubResponse(status: 304))
        await #expect(throws: NetworkError.self) { try await service().response(for: endpoint(server)) }
    }

    @Test("HTTP dates: the preferred form is read; anything else is no date", arguments: [
        ("Sun, 06 Nov 1994 08:49:37 GMT", 784_111_777.0), ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
        ("Sunday, 06-Nov-94 08:49:37 GMT", nil), ("Sun, 06 Nov 1994 08:49:37 CET", nil), ("Sun, 32 Nov 1994 08:49:37 GMT", nil), ("", nil),
    ] as [(String, Double?)])
    func httpDates(text: String, seconds: Double?) {
        #expect(NetworkResponse(body: Data(), headers: ["Expires": text]).date("expires") == seconds.map(Date.init(timeIntervalSince1970:)))
    }

    @Test("A body just under the limit arrives whole, in order, over many chunks")
    func largeBody() async throws {
        let server = try StubServer()
        let sent = Data((0..<((1 << 20) - 7)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        server.respond(to: "/data", with: StubResponse(body: sent))
        let body = try await service().data(for: endpoint(server))
        #expect(body == sent)
    }

    @Test("An error status comes back with its code and body")
    func errorStatus() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .json(#"{"cod":"404"}"#, status: 404))
        await #expect(throws: NetworkError.status(404, body: Data(#"{"cod":"404"}"#.utf8), retryAfter: nil)) {
            try await service(retries: 2).data(for: endpoint(server))
        }
        #expect(server.requestCount == 1)
    }

    @Test("5xx is retried a bounded number of times")
    func retriesServerErrors() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .json("{}", status: 503))
        await #expect(throws: NetworkError.self) { try await service(retries: 2).data(for: endpoint(server)) }
        #expect(server.requestCount == 3)
    }

    @Test("A transient failure followed by success returns the success")
    func recoversAfterRetry() async throws {
        let server = try StubServer()
        let attempts = Counter()
        server.respond(to: "/data") { _ in
            attempts.increment() == 1 ? StubResponse.json("{}", status: 503).with(header: "Retry-After", "0") : .json(#"{"ok":1}"#)
        }
        let body = try await service(retries: 2).data(for: endpoint(server))
        #expect(String(decoding: body, as: UTF8.self) == #"{"ok":1}"#)
        #expect(server.requestCount == 2)
    }

    @Test("A 429 is never retried at once: one request, and its Retry-After handed on")
    func tooManyRequestsNotRetried() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: StubResponse.json("{}", status: 429).with(header: "Retry-After", "120"))
        await #expect(throws: NetworkError.status(429, body: Data("{}".utf8), retryAfter: 120)) {
            try await service(retries: 2).data(for: endpoint(server))
        }
        #expect(server.requestCount == 1)
    }

    @Test("After retries a timeout says how many attempts were made and how long it took in all")
    func timeoutAfterRetries() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .fault(.neverRespond))
        do {
            // Three seconds an attempt: long enough for each request to reach the server on a busy machine.
            _ = try await service(timeout: 3, retries: 2).data(for: endpoint(server))
            Issue.record("expected a timeout")
        } catch {
            guard case .timedOut(let seconds, let attempts) = error else { Issue.record("\(error)"); return }
            #expect(attempts == 3)
            #expect(seconds >= 9)
        }
        #expect(server.requestCount == 3)
        server.stop()
    }

    @Test("A server that never answers times out")
    func timeout() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .fault(.neverRespond))
        await #expect(throws: NetworkError.timedOut(seconds: 1)) { try await service(timeout: 1).data(for: endpoint(server)) }
        server.stop()
    }

    @Test("A port with nothing listening is unreachable")
    func nothingListening() async throws {
        let server = try StubServer()
        server.stop()
        await #expect(throws: NetworkError.self) { try await service().data(for: endpoint(server)) }
        do { _ = try await service().data(for: endpoint(server)) } catch let error {
            guard case .unreachable = error else { Issue.record("expected unreachable, got \(error)"); return }
        }
    }

    @Test("A body over the limit is cut off with a clear error")
    func boundedBody() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .fault(.hugeBody(bytes: 5_000_000)))
        await #expect(throws: NetworkError.bodyTooLarge(limit: 1 << 20)) { try await service().data(for: endpoint(server)) }
    }

    @Test("A side part's answer is cut at its own, smaller limit; the same body without one comes whole")
    func answerLimit() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .fault(.hugeBody(bytes: 600_000)))
        var side = endpoint(server)
        side.answerLimit = 256 << 10
        await #expect(throws: NetworkError.bodyTooLarge(limit: 256 << 10)) { try await service().data(for: side) }
        #expect(try await service().data(for: endpoint(server)).count == 600_000)
        // A request cannot ask for more than the service allows.
        side.answerLimit = 4 << 20
        await #expect(throws: NetworkError.bodyTooLarge(limit: 512 << 10)) { try await service(maxBody: 512 << 10).data(for: side) }
    }

    @Test("A redirect loop ends in an error that says so")
    func redirectLoop() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: StubResponse(status: 302).with(header: "Location", "/data?appid=k3y"))
        await #expect(throws: NetworkError.unreachable("redirected in a loop")) { try await service().data(for: endpoint(server)) }
    }

    @Test("A connection dropped mid-body is an error, not a short body")
    func droppedMidBody() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: StubResponse(body: Data(repeating: 65, count: 1000), fault: .dropConnectionMidBody))
        await #expect(throws: NetworkError.self) { try await service().data(for: endpoint(server)) }
    }

    /// A request that ignored cancellation would wait out its 60 s timeout, five times over (300 s).
    /// The limit is 3 minutes: once, beside three builds on two cores (load 9), this took over a minute.
    @Test("Cancelling a request always returns: before it starts, as it starts, and while it waits",
          .timeLimit(.minutes(3)))
    func cancellation() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .fault(.neverRespond))
        let service = service(timeout: 60)
        let endpoint = endpoint(server)
        let preCancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.data(for: endpoint)
        }
        await #expect(throws: NetworkError.cancelled) { try await preCancelled.value }
        for milliseconds in [0, 1, 10, 100] {
            let running = Task { try await service.data(for: endpoint) }
            try await Task.sleep(for: .milliseconds(milliseconds))
            running.cancel()
            await #expect(throws: NetworkError.cancelled) { try await running.value }
        }
        server.stop()
    }

    @Test("An invalid base URL fails without a request and never shows the key")
    func invalidURL() async throws {
        let endpoint = Endpoint(baseURL: "ftp://nowhere", path: "/x", query: [("appid", "k3y")], redacting: ["appid"])
        do {
            _ = try await service().data(for: endpoint)
            Issue.record("expected a failure")
        } catch {
            #expect(!"\(error)".contains("k3y"))
        }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int { lock.withLock { value += 1; return value } }
}

/// The key travels in the query of every OpenWeatherMap request; no failure may show it.
@Suite("API key redaction")
struct RedactionTests {
    static let key = "s3cret-k3y-7f3a9c"

    enum Failure: String, CaseIterable, Sendable {
        case nothingListening, serverError, notFoundEchoingURL, redirectLoop, timeout, bodyTooLarge, droppedMidBody
    }

    /// Each case has its own key, its own server and, with nothing listening, a port no other
    /// case's server can be given: it sees its own request only, and a request it did not make
    /// (a stopped server's port reused by another case) cannot pass for its own.
    @Test("A failing request that carries a key never shows it in the error", arguments: Failure.allCases)
    func failingRequestRedactsKey(failure: Failure) async throws {
        let key = "\(Self.key)-\(failure.rawValue)-\(UUID().uuidString)"
        let server = try StubServer()
        defer { server.stop() }
        let refusing = try RefusingPort()
        let echo = "/data?appid=\(key)&lat=1"
        switch failure {
        case .nothingListening: server.stop()
        case .serverError: server.respond(to: "/data", with: .json(#"{"message":"failed for \#(echo)"}"#, status: 500))
        case .notFoundEchoingURL: server.respond(to: "/data", with: StubResponse(status: 404, body: Data("no \(echo)".utf8)))
        case .redirectLoop: server.respond(to: "/data", with: StubResponse(status: 302).with(header: "Location", echo))
        case .timeout: server.respond(to: "/data", with: .fault(.neverRespond))
        case .bodyTooLarge: server.respond(to: "/data", with: .fault(.hugeBody(bytes: 3_000_000)))
        case .droppedMidBody: server.respond(to: "/data", with: StubResponse(body: Data(repeating: 65, count: 1000), fault: .dropConnectionMidBody))
        }
        let service = URLSessionNetworkService(configuration: .init(timeout: failure == .timeout ? 8 : 30, maxBodyBytes: 1 << 20,
                                                                    retry: RetryPolicy(maxRetries: 0)))
        let baseURL = failure == .nothingListening ? refusing.baseURL : server.baseURL
        let endpoint = Endpoint(baseURL: baseURL, path: "/data", query: [("appid", key), ("lat", "1")], redacting: ["appid"])
        do {
            _ = try await service.data(for: endpoint)
            Issue.record("expected \(failure) to fail")
        } catch {
            for text in ["\(error)", String(reflecting: error), error.localizedDescription] {
                #expect(!text.contains(key) && !text.contains(Self.key), "\(failure): \(text)")
            }
            if failure == .nothingListening {
                // Refused, not answered by some other server.
                guard case .unreachable = error else { Issue.record("expected unreachable, got \(error)"); return }
            }
        }
        let requests = server.requests
        if failure == .nothingListening {
            #expect(requests.isEmpty)
        } else {
            // The request that failed really carried the key, and it was this case's own.
            #expect(!requests.isEmpty)
            #expect(requests.allSatisfy { $0.query["appid"] == key }, "\(failure): \(requests.map { $0.query["appid"] ?? "-" })")
        }
    }

    @Test("A URL for messages has the key replaced, and the real one keeps it")
    func redactedDescription() {
        let endpoint = Endpoint(baseURL: "http://127.0.0.1:1", path: "/data", query: [("appid", Self.key), ("q", "x")], redacting: ["appid"])
        #expect(endpoint.redactedDescription == "http://127.0.0.1:1/data?appid=REDACTED&q=x")
        #expect(endpoint.url?.absoluteString.contains(Self.key) == true)
    }
}
