import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `NetworkService` over URLSession: a per-request timeout, a cap on body size, bounded retries.
public final class URLSessionNetworkService: NetworkService {
    public struct Configuration: Sendable {
        /// Seconds for the whole request, connection to last byte.
        public var timeout: Double
        public var maxBodyBytes: Int
        public var retry: RetryPolicy
        public var userAgent: String

        public init(timeout: Double = 10, maxBodyBytes: Int = 8 << 20, retry: RetryPolicy = RetryPolicy(), userAgent: String = "wf") {
            self.timeout = timeout
            self.maxBodyBytes = maxBodyBytes
            self.retry = retry
            self.userAgent = userAgent
        }
    }

    private let configuration: Configuration
    /// One session per server (scheme, host and port), each with its own delegate, delegate queue,
    /// byte budget and libcurl work queue: a server that pours out an endless or compressed body
    /// holds only its own transfers, never the weather's on another host (FoundationNetworking
    /// cannot cut a transfer while its session's work queue is busy reading another).
    private let sessions = Mutex<[String: (session: URLSession, delegate: BoundedBodyDelegate)]>([:])

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    deinit {
        sessions.withLock { $0.values.forEach { $0.session.finishTasksAndInvalidate() } }
    }

    /// The session for `url`'s server, made on its first request.
    private func session(for url: URL) -> (session: URLSession, delegate: BoundedBodyDelegate) {
        let server = "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
        return sessions.withLock { sessions in
            if let made = sessions[server] { return made }
            let made = Self.makeSession(configuration)
            sessions[server] = made
            return made
        }
    }

    private static func makeSession(_ configuration: Configuration) -> (session: URLSession, delegate: BoundedBodyDelegate) {
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Caching is the app's job and no provider sets cookies: no request consults either store.
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieAcceptPolicy = .never
        sessionConfiguration.httpMaximumConnectionsPerHost = 24
        let delegate = BoundedBodyDelegate(limit: configuration.maxBodyBytes, budget: ByteBudget(bytes: configuration.maxBodyBytes))
        let session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: BoundedOperationQueue())
        return (session, delegate)
    }

    public func response(for endpoint: Endpoint) async throws(NetworkError) -> NetworkResponse {
        guard let url = endpoint.url else { throw .invalidURL(endpoint.redactedDescription) }
        var request = URLRequest(url: url, timeoutInterval: configuration.timeout)
        request.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in endpoint.headers { request.setValue(value, forHTTPHeaderField: name) }

        return try await configuration.retry.run { () async throws(NetworkError) -> NetworkResponse in
            try await fetchOnce(request, answerLimit: endpoint.answerLimit)
        }
    }

    private func fetchOnce(_ request: URLRequest, answerLimit: Int?) async throws(NetworkError) -> NetworkResponse {
        let started = ContinuousClock.now
        let body: Data
        let response: URLResponse
        let redirects: Int
        do {
            let (session, delegate) = session(for: request.url ?? URL(fileURLWithPath: "/"))
            (body, response, redirects) = try await delegate.load(request, in: session, deadline: .seconds(configuration.timeout),
                                                   answerLimit: answerLimit)
        } catch let error as NetworkError {
            throw error
        } catch {
            throw Self.classify(error, elapsed: ContinuousClock.now - started, timeout: configuration.timeout)
        }
        guard let http = response as? HTTPURLResponse else { throw .unreachable("not an HTTP response") }
        let answer = ServerText.cleaned(body)
        // A 304 answers only a request that asked whether anything changed; to any other it is a failure.
        let notModified = http.statusCode == 304 && Self.isConditional(request)
        guard (200...299).contains(http.statusCode) || notModified else {
            let retryAfter = http.value(forHTTPHeaderField: "Retry-After").flatMap { Self.seconds(retryAfter: $0, now: Date()) }
            throw .status(http.statusCode, body: answer.prefix(4096), retryAfter: retryAfter)
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields { headers[name] = value }
        var made = NetworkResponse(body: notModified ? Data() : answer, headers: headers, status: http.statusCode)
        made.redirects = redirects
        return made
    }

    /// `Retry-After` as seconds from `now`: a whole number of seconds, or an HTTP date (a date
    /// already past is 0); nil when it is neither.
    public static func seconds(retryAfter text: String, now: Date) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text) { return seconds >= 0 ? Double(seconds) : nil }
        return HTTPDate.parse(text).map { max($0.timeIntervalSince(now), 0) }
    }

    static func isConditional(_ request: URLRequest) -> Bool {
        request.value(forHTTPHeaderField: "If-Modified-Since") != nil || request.value(forHTTPHeaderField: "If-None-Match") != nil
    }

    /// Every URLError a user can meet, in words; "network error <code>" only for one never seen.
    static func classify(_ error: any Error, elapsed: Duration, timeout: Double) -> NetworkError {
        if error is CancellationError { return .cancelled }
        let urlError = error as? URLError
        switch urlError?.code {
        case .timedOut?: return .timedOut(seconds: timeout)
        case .cancelled?: return Task.isCancelled ? .cancelled : .timedOut(seconds: timeout)
        case .cannotConnectToHost?: return .unreachable("connection refused")
        case .cannotFindHost?, .dnsLookupFailed?: return .unreachable("host not found")
        case .notConnectedToInternet?, .dataNotAllowed?, .internationalRoamingOff?, .callIsActive?:
            return .unreachable("no network connection")
        // FoundationNetworking reports a connection that broke off mid-answer as a bad server response.
        case .networkConnectionLost?, .badServerResponse?: return .unreachable("connection lost")
        case .httpTooManyRedirects?: return .unreachable("redirected in a loop")
        case .redirectToNonExistentLocation?: return .unreachable("redirected to nowhere")
        case .secureConnectionFailed?: return .unreachable("the secure (TLS) connection failed")
        case .serverCertificateUntrusted?, .serverCertificateHasUnknownRoot?, .serverCertificateHasBadDate?,
             .serverCertificateNotYetValid?:
            return .unreachable("its certificate is not trusted")
        case .clientCertificateRejected?, .clientCertificateRequired?: return .unreachable("it asks for a client certificate")
        case .zeroByteResource?: return .unreachable("sent an empty answer")
        case .cannotDecodeRawData?, .cannotDecodeContentData?: return .unreachable("sent a body that cannot be decoded")
        case .cannotParseResponse?: return .unreachable("sent an answer that is not HTTP")
        case .badURL?, .unsupportedURL?: return .unreachable("the address is not a valid http(s) URL")
        case .userAuthenticationRequired?, .userCancelledAuthentication?: return .unreachable("it asks for a login")
        case .resourceUnavailable?, .cannotLoadFromNetwork?: return .unreachable("the resource is unavailable")
        case .dataLengthExceedsMaximum?: return .unreachable("the answer is too large")
        default:
            // libcurl reports an overrun resource timeout as a generic failure.
            if elapsed >= .seconds(timeout) { return .timedOut(seconds: timeout) }
            return .unreachable(urlError.flatMap(libcurlReason) ?? urlError.map { "network error \($0.code.rawValue)" } ?? "network error")
        }
    }

    /// What libcurl said, which FoundationNetworking passes on as the description of errors it has
    /// no code for: "SSL certificate problem: self-signed certificate" for a certificate it cannot trust.
    private static func libcurlReason(_ error: URLError) -> String? {
        guard let text = error.userInfo[NSLocalizedDescriptionKey] as? String else { return nil }
        let reason = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty, reason.count <= 160, !reason.hasPrefix("The operation could not be completed") else { return nil }
        return reason
    }
}
