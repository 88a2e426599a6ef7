import Foundation
import Testing
import TestSupport

/// Every accessible command read as a screen reader reads a terminal, on a real pseudo-terminal:
/// no escape sequence at all (no colour, no cursor movement or hiding, no redraw), and `wf here`'s
/// summary short, with the alert in force first.
@Suite("Read by a screen reader")
struct ScreenReaderEndToEndTests {
    /// Colours stripped, whitespace collapsed: what a screen reader says. Cursor movement, hiding
    /// and clearing are not stripped: any escape at all is a failure.
    /// The report as said, without the plain progress line a slow fetch says first on stderr, in
    /// the language asked (after half a second: on a busy machine, sometimes).
    static func report(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasSuffix("...") }
            .joined(separator: "\n")
    }

    static func heard(_ output: String) -> String {
        output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("No escape sequence in any accessible command, on a terminal, in English, German and Japanese",
          arguments: ["en", "de", "ja"])
    func noEscapes(language: String) throws {
        let scenario = try SpokenWordsEndToEndTests().scenario()
        for command in SpokenWordsEndToEndTests.commands + [["here", "--more"], ["notify", "--once", "--via", "stdout"]] {
            let result = try scenario.wf.runOnTerminal(command + ["--accessible", "--lang", language], columns: 80)
            #expect(result.status == 0, "\(command): \(result.stdout)")
            #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{9B}"), "\(command) in \(language): \(result.stdout.debugDescription)")
            // The terminal's CRLF is LF here: a carriage return left would redraw a line.
            #expect(!result.stdout.contains("\r"), "\(command): \(result.stdout.debugDescription)")
        }
    }

    @Test("wf here --accessible: the alert in force is the first sentence, and all of it is at most 75 words in every language",
          arguments: ["en", "de", "fr", "es", "pt", "ja"])
    func shortWithAlertFirst(language: String) throws {
        let scenario = try Scenario(.openMeteo, environment: ["WF_LOCATION": NotifyEndToEndTests.newYork])
        scenario.server.respond(to: AlertsEndToEndTests.nwsPath, with: .json(try Recorded.nwsAlertsNewYork()))
        let result = try scenario.wf.runOnTerminal(["here", "--accessible", "--lang", language], columns: 80)
        #expect(result.status == 0, "\(result.stdout)")
        let report = Self.report(result.stdout)
        let heard = Self.heard(report)
        #expect(heard.hasPrefix(report.split(separator: "\n").first.map(String.init) ?? "?"))
        #expect(report.split(separator: "\n").first?.contains("Winter Storm Warning") == true, "\(result.stdout)")
        // Japanese has no spaces between words: counted as characters, 3 a word.
        let words = language == "ja" ? heard.count / 3 : heard.split(separator: " ").count
        #expect(words <= 75, "\(words) words in \(language): \(heard)")
        let more = try scenario.wf.runOnTerminal(["here", "--accessible", "--more", "--lang", language], columns: 80)
        #expect(Self.heard(Self.report(more.stdout)).split(separator: " ").count > heard.split(separator: " ").count)
    }
}
