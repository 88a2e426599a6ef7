import Foundation
import Testing
import TestSupport

/// What a server sends never writes to the terminal: air-quality units carrying a clear-screen, an
/// OSC 52 clipboard write, an OSC 8 link, BEL, a C1 CSI, a bidi override, CR and BS are printed as
/// text, in every output mode.
@Suite("Escapes from a server never reach the terminal")
struct ServerEscapesEndToEndTests {
    static let hostile = "μg/m³\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}]8;;http://x\u{1B}\\\u{9B}31m\u{202E}\r\u{08}"

    @Test("wf air, wf air --accessible and wf air --json with hostile unit strings: no control or bidi character out")
    func hostileUnits() throws {
        let scenario = try Scenario(.openMeteo)
        let recorded = String(decoding: Recorded.datesMovedToToday(try Recorded.data("openmeteo_air_quality_berlin")), as: UTF8.self)
        let escaped = Self.hostile.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0 != "\\" ? String($0) : String(format: "\\u%04x", $0.value) }.joined()
        let body = recorded.replacingOccurrences(of: "\"μg/m³\"", with: "\"\(escaped)\"")
        #expect(body != recorded, "the recorded answer has units to replace")
        scenario.server.respond(to: "/v1/air-quality", with: .json(body))
        for arguments in [["air", "52.52,13.41"], ["air", "52.52,13.41", "--accessible"], ["air", "52.52,13.41", "--json"]] {
            let result = try scenario.wf.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let bad = result.stdout.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format
            }
            #expect(bad.isEmpty, "\(arguments): \(bad.map { String(format: "U+%04X", $0.value) })")
            // The unit itself is still shown (spoken words in --accessible).
            if !arguments.contains("--accessible") { #expect(result.stdout.contains("μg/m³"), "\(arguments)") }
        }
    }
}
