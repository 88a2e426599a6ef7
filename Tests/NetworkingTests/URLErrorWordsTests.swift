import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Networking
import Testing

@Suite("URLError codes in words")
struct URLErrorWordsTests {
    static let codes: [(URLError.Code, String)] = [
        (.cannotConnectToHost, "connection refused"), (.cannotFindHost, "host not found"), (.dnsLookupFailed, "host not found"),
        (.notConnectedToInternet, "no network connection"), (.dataNotAllowed, "no network connection"),
        (.networkConnectionLost, "connection lost"), (.badServerResponse, "connection lost"),
        (.httpTooManyRedirects, "redirected in a loop"), (.redirectToNonExistentLocation, "redirected to nowhere"),
        (.secureConnectionFailed, "the secure (TLS) connection failed"),
        (.serverCertificateUntrusted, "its certificate is not trusted"), (.serverCertificateHasBadDate, "its certificate is not trusted"),
        (.serverCertificateHasUnknownRoot, "its certificate is not trusted"), (.serverCertificateNotYetValid, "its certificate is not trusted"),
        (.clientCertificateRequired, "it asks for a client certificate"), (.zeroByteResource, "sent an empty answer"),
        (.cannotDecodeContentData, "sent a body that cannot be decoded"), (.cannotDecodeRawData, "sent a body that cannot be decoded"),
        (.cannotParseResponse, "sent an answer that is not HTTP"), (.badURL, "the address is not a valid http(s) URL"),
        (.unsupportedURL, "the address is not a valid http(s) URL"), (.userAuthenticationRequired, "it asks for a login"),
        (.resourceUnavailable, "the resource is unavailable"), (.dataLengthExceedsMaximum, "the answer is too large"),
    ]

    @Test("Every URLError a user can meet is said in words, never as a number", arguments: codes)
    func words(code: URLError.Code, words: String) {
        let error = URLSessionNetworkService.classify(URLError(code), elapsed: .zero, timeout: 10)
        #expect(error == .unreachable(words))
    }

    @Test("A timeout, and a generic failure once the timeout has passed, are timeouts")
    func timeouts() {
        #expect(URLSessionNetworkService.classify(URLError(.timedOut), elapsed: .zero, timeout: 10) == .timedOut(seconds: 10))
        #expect(URLSessionNetworkService.classify(URLError(.unknown), elapsed: .seconds(11), timeout: 10) == .timedOut(seconds: 10))
        #expect(URLSessionNetworkService.classify(URLError(.unknown), elapsed: .zero, timeout: 10) == .unreachable("network error -1"))
    }

    @Test("A failure with no code of its own says what libcurl said (as FoundationNetworking reports a certificate it cannot trust)")
    func libcurlWords() {
        let certificate = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "SSL certificate problem: self-signed certificate"])
        #expect(URLSessionNetworkService.classify(certificate, elapsed: .zero, timeout: 10)
            == .unreachable("SSL certificate problem: self-signed certificate"))
        let generic = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed. (NSURLErrorDomain error -1.)"])
        #expect(URLSessionNetworkService.classify(generic, elapsed: .zero, timeout: 10) == .unreachable("network error -1"))
    }
}
