import Foundation
import Testing
@testable import CLI
@testable import WeatherTerminal

/// `--json` writes every control and bidi character as a \uXXXX escape, a second guard behind the
/// cleaning of server text where it arrives (text from the cache of an older wf, or typed by the user).
@Suite("JSON escapes")
struct JSONEscapeTests {
    struct Named: Encodable { let name: String }

    static let invisible: [Unicode.Scalar] = [
        "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{61C}", "\u{200E}", "\u{200F}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2028}", "\u{2029}", "\u{2060}", "\u{2061}", "\u{2062}", "\u{2063}", "\u{2064}", "\u{FEFF}",
    ]

    @Test("Each control and bidi character is escaped, and the text reads back as it was")
    func escapes() throws {
        let name = "Ber\t" + String(String.UnicodeScalarView(Self.invisible)) + "lin"
        let text = JSONDocument.encode(Named(name: name))
        #expect(!text.unicodeScalars.contains { Self.invisible.contains($0) || $0 == "\t" }, "\(text)")
        for escape in [#"\u200b"#, #"\u2028"#, #"\ufeff"#, #"\u2060"#, #"\u007f"#, #"\u0085"#, #"\u061c"#, #"\u200f"#, #"\u202e"#, #"\u2069"#, #"\u0000"#, #"\u001b"#] {
            #expect(text.contains(escape), "\(escape) is missing")
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(document["name"]?.unicodeScalars.elementsEqual(name.unicodeScalars) == true)
    }

    @Test("A notification's title and body lose every control and invisible character: zero-width, bidi, separators, BOM")
    func notificationText() {
        let raw = "Wi\u{200B}nter\u{2028} Storm\u{FEFF}\u{202E} Warning\u{1B}[31m\u{2060}"
        #expect(TerminalNotification.clean(raw) == "Winter Storm Warning[31m")
    }
}
