import Foundation
import Testing
import TestSupport

/// Text from a server (a place's name) as wf prints it: in `--json`, every control and bidi
/// character is a `\uXXXX` escape; on the terminal, a name is bounded by what it shows.
@Suite("Text from servers")
struct ServerTextEndToEndTests {
    /// The recorded Berlin as the only place the geocoder found, named `name`.
    static func geocoder(naming name: String) throws -> StubResponse {
        let recorded = try #require(try JSONSerialization.jsonObject(with: Recorded.data("openmeteo_geocoding_berlin")) as? [String: Any])
        var berlin = try #require((recorded["results"] as? [[String: Any]])?.first)
        berlin["name"] = name
        return .json(try JSONSerialization.data(withJSONObject: ["results": [berlin]]))
    }

    static let invisible: [Unicode.Scalar] = [
        "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{61C}", "\u{200E}", "\u{200F}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test("A place's name with controls and bidi marks arrives with each as ?, in text and --json alike; the tab stays, escaped")
    func serverTextCleaned() throws {
        let scenario = try Scenario(.openMeteo)
        let name = "Ber\u{0}\u{1B}[31m\u{9}" + String(String.UnicodeScalarView(Self.invisible)) + "lin"
        scenario.server.respond(to: "/v1/search", with: try Self.geocoder(naming: name))
        let result = try scenario.run("search", "berlin", "--json", "--days", "2")
        #expect(result.status == 0, "\(result.stderr)")
        let raw = result.stdout.unicodeScalars
        for scalar in Self.invisible + ["\u{0}", "\u{1B}", "\u{9}"] {
            #expect(!raw.contains(scalar), "U+\(String(scalar.value, radix: 16, uppercase: true)) is written raw")
        }
        #expect(result.stdout.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let city = try #require(document["city"] as? [String: Any])
        #expect(city["name"] as? String == "Ber??[31m\t" + String(repeating: "?", count: Self.invisible.count) + "lin")
        let text = try scenario.run("search", "berlin", "--days", "2")
        #expect(!text.stdout.unicodeScalars.contains { $0.value == 0x1B || Self.invisible.contains($0) }, "\(text.stdout)")
    }

    @Test("A place's name of 60,000 combining marks prints a line's worth, not 60,000 marks; --json too")
    func combiningMarks() throws {
        let scenario = try Scenario(.openMeteo)
        let name = String(repeating: "\u{301}", count: 60_000)
        scenario.server.respond(to: "/v1/search", with: try Self.geocoder(naming: name))
        let result = try scenario.run("search", "berlin", "--days", "2")
        #expect(result.status == 0, "\(result.stderr)")
        let marks = result.stdout.unicodeScalars.filter { $0 == "\u{301}" }.count
        #expect((1...16).contains(marks), "\(marks) combining marks printed")
        #expect(result.stdout.utf8.count < 4_000, "\(result.stdout.utf8.count) bytes printed")
        let json = try scenario.run("search", "berlin", "--days", "2", "--json")
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.utf8.count < 8_000, "\(json.stdout.utf8.count) bytes printed")
    }
}
