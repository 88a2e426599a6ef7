import Foundation
import Networking
import Testing

@Suite("Endpoints")
struct EndpointTests {
    @Test("Query values are percent-encoded so that no character changes their meaning",
          arguments: [("São Paulo", "S%C3%A3o%20Paulo"), ("東京都", "%E6%9D%B1%E4%BA%AC%E9%83%BD"), ("a&b=c", "a%26b%3Dc"), ("1+1", "1%2B1"), ("52.5,13.4", "52.5%2C13.4")])
    func encoding(value: String, encoded: String) throws {
        let url = try #require(Endpoint(baseURL: "http://127.0.0.1:1", path: "/v1/search", query: [("name", value)]).url)
        #expect(url.absoluteString == "http://127.0.0.1:1/v1/search?name=\(encoded)")
    }

    @Test("The redacted description hides the API key and keeps everything else")
    func redaction() {
        let endpoint = Endpoint(baseURL: "https://api.example.org/", path: "/data/2.5/weather",
                                query: [("q", "london"), ("appid", "s3cret")], redacting: ["appid"])
        #expect(endpoint.redactedDescription == "https://api.example.org/data/2.5/weather?q=london&appid=REDACTED")
        #expect(endpoint.url?.absoluteString.contains("s3cret") == true)
    }

    @Test("A base URL that is not http(s) gives no URL", arguments: ["ftp://example.org", "not a url", "", "http://"])
    func invalidBase(base: String) {
        #expect(Endpoint(baseURL: base, path: "/x").url == nil)
    }
}

@Suite("Retry policy")
struct RetryPolicyTests {
    @Test("Delays grow exponentially with jitter and stop at the cap")
    func exponential() {
        let policy = RetryPolicy(maxRetries: 5, baseDelay: 0.5, maxDelay: 3)
        #expect(policy.delay(beforeRetry: 1, jitter: 1) == 0.5)
        #expect(policy.delay(beforeRetry: 2, jitter: 1) == 1)
        #expect(policy.delay(beforeRetry: 3, jitter: 0.5) == 1)
        #expect(policy.delay(beforeRetry: 5, jitter: 1) == 3)
    }

    @Test("A server's Retry-After is honoured up to the cap")
    func retryAfter() {
        let policy = RetryPolicy(maxRetries: 2, baseDelay: 0.5, maxDelay: 4)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 2) == 2)
        #expect(policy.delay(beforeRetry: 1, retryAfter: 60) == 4)
    }

    @Test("Only connection failures and 5xx are worth retrying at once; a 429 never is")
    func transient() {
        #expect(NetworkError.unreachable("refused").isTransient)
        #expect(NetworkError.timedOut(seconds: 1).isTransient)
        #expect(NetworkError.status(503, body: Data(), retryAfter: nil).isTransient)
        #expect(!NetworkError.status(429, body: Data(), retryAfter: 1).isTransient)
        #expect(!NetworkError.rateLimited(until: Date()).isTransient)
        for code in [400, 401, 403, 404] {
            #expect(!NetworkError.status(code, body: Data(), retryAfter: nil).isTransient)
        }
        #expect(!NetworkError.bodyTooLarge(limit: 1).isTransient)
    }
}

@Suite("Retry-After")
struct RetryAfterTests {
    @Test("Retry-After is read as seconds or as an HTTP date; anything else is nothing")
    func forms() {
        let now = Date(timeIntervalSince1970: 784_111_777) // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(URLSessionNetworkService.seconds(retryAfter: "120", now: now) == 120)
        #expect(URLSessionNetworkService.seconds(retryAfter: " 0 ", now: now) == 0)
        #expect(URLSessionNetworkService.seconds(retryAfter: "Sun, 06 Nov 1994 08:51:37 GMT", now: now) == 120)
        #expect(URLSessionNetworkService.seconds(retryAfter: "Sun, 06 Nov 1994 08:00:00 GMT", now: now) == 0)
        #expect(URLSessionNetworkService.seconds(retryAfter: "-5", now: now) == nil)
        #expect(URLSessionNetworkService.seconds(retryAfter: "soon", now: now) == nil)
    }
}
