import Foundation
import Networking
import Testing
import TestSupport

/// Every server body is cleaned where it arrives (`ServerText`), so nothing downstream holds a
/// character that acts on a terminal or reorders text.
@Suite("Server text")
struct ServerTextTests {
    /// What a hostile server might put in a name: a clear-screen (escaped and raw C1 CSI), an OSC 52
    /// clipboard write, BEL, a right-to-left override (escaped and raw), and a NUL.
    static let hostile = #"{"name":"A\u001b[2Jb\u009b31mc\u001b]52;c;eA==\u0007d\u202ee"# + "\u{9B}f\u{202E}g\u{2066}h\u{200F}i\u{61C}j" + #"\u0000k"}"#

    static func name(_ body: Data) throws -> String {
        try #require(JSONSerialization.jsonObject(with: body) as? [String: String])["name"] ?? ""
    }

    @Test("Controls, C1 and bidirectional marks become ?, as raw UTF-8 and as JSON escapes")
    func cleansEverything() throws {
        let name = try Self.name(ServerText.cleaned(Data(Self.hostile.utf8)))
        #expect(name == "A?[2Jb?31mc?]52;c;eA==?d?e?f?g?h?i?j?k")
        #expect(!name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    /// One unsafe character alone in a body, for each byte an unsafe character can begin with: a
    /// pre-filter that missed one lead byte would pass that body on uncleaned.
    @Test("A body whose only unsafe character begins with any one lead byte is cleaned",
          arguments: ["\u{1B}", "\u{07}", "\u{7F}", "\u{9B}", "\u{85}", "\u{61C}", "\u{200E}", "\u{202E}", "\u{2066}", #"\u001b"#, #"\u202e"#])
    func eachLeadByte(unsafe: String) throws {
        let body = Data((#"{"name":"a"# + unsafe + #"b é 東京"}"#).utf8)
        #expect(try Self.name(ServerText.cleaned(body)) == "a?b é 東京", "\(unsafe.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("Text stays as it is: line breaks and tabs, escaped backslashes, accents, other scripts and emoji")
    func keepsText() throws {
        let body = #"{"name":"line\nnext\ttab \\u001b é \u00e9 Zürich 東京 \u2603 🌧 \r"}"#
        #expect(ServerText.cleaned(Data(body.utf8)) == Data(body.utf8))
        #expect(try Self.name(ServerText.cleaned(Data(body.utf8))) == "line\nnext\ttab \\u001b é é Zürich 東京 ☃ 🌧 \r")
    }

    @Test("The service hands on a server's body cleaned, success and failure alike")
    func serviceCleans() async throws {
        let server = try StubServer()
        server.respond(to: "/data", with: .json(Self.hostile))
        server.respond(to: "/fails", with: StubResponse(status: 500, body: Data(#"{"reason":"\u001b[2Jgone"}"#.utf8)))
        let service = URLSessionNetworkService(configuration: .init(timeout: 30, maxBodyBytes: 1 << 20,
                                                                    retry: RetryPolicy(maxRetries: 0, baseDelay: 0.01, maxDelay: 0.05)))
        let body = try await service.data(for: Endpoint(baseURL: server.baseURL, path: "/data"))
        #expect(try Self.name(body) == "A?[2Jb?31mc?]52;c;eA==?d?e?f?g?h?i?j?k")
        do {
            _ = try await service.data(for: Endpoint(baseURL: server.baseURL, path: "/fails"))
            Issue.record("a 500 should fail")
        } catch let NetworkError.status(_, body, _) {
            #expect(String(decoding: body, as: UTF8.self) == #"{"reason":"?[2Jgone"}"#)
        }
    }
}
