@testable import CLI
import CommandLineKit
import Foundation
import Testing
import TestSupport

@MainActor
@Suite("Man page")
struct ManPageTests {
    static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/wf.1")

    @Test("docs/wf.1 is what 'wf help --man' prints (after a change: wf help --man > docs/wf.1)")
    func upToDate() async throws {
        let printed = await CapturedConsole.run(["help", "--man"])
        #expect(printed.status == .success)
        let checkedIn = try String(contentsOf: Self.checkedIn, encoding: .utf8)
        #expect(printed.stdout == checkedIn, "docs/wf.1 is stale: run 'swift run wf help --man > docs/wf.1'")
    }

    @Test("Every command and option is in the man page")
    func complete() {
        let page = ManPage.render(WeatherCLI.root)
        for command in CompletionModel(WeatherCLI.root).commands where !command.path.isEmpty {
            #expect(page.contains(".SS \"wf \(command.path)\"") || page.contains(".SS wf \(command.path)"), "\(command.path)")
            for option in command.options where option.name != Option.help.name {
                #expect(page.contains(Roff.bold(option.name)), "\(command.path) \(option.name)")
            }
        }
    }

    @Test("groff renders it without a warning", .enabled(if: Subprocess.find("groff") != nil))
    func rendersCleanly() throws {
        let result = try Subprocess.run(Subprocess.find("groff")!, ["-ww", "-man", "-Tutf8", Self.checkedIn.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.contains("wf search"))
    }

    /// The page as `MANWIDTH=80 man` shows it (groff at man's 78-column line when man is not
    /// installed), without bold or underline.
    static func rendered80() throws -> String {
        if let man = Subprocess.find("man") {
            let result = try Subprocess.run(man, ["-l", checkedIn.path],
                                            environment: ["MANWIDTH": "80", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8",
                                                          "PATH": "/usr/bin:/bin", "MAN_DISABLE_SECCOMP": "1"])
            #expect(result.status == 0, "\(result.stderr)")
            // Overstrikes (x BACKSPACE x, _ BACKSPACE x) to plain characters.
            return result.stdout.replacing(/.\u{08}/, with: "")
        }
        let result = try Subprocess.run(Subprocess.find("groff")!, ["-man", "-Tutf8", "-rLL=78n", "-rLT=78n", "-P-cbou", checkedIn.path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("At 80 columns no line of the page is wider than 80", .enabled(if: Subprocess.find("groff") != nil))
    func fitsEightyColumns() throws {
        let page = try Self.rendered80()
        #expect(page.contains("SYNOPSIS"))
        let wide = page.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide.count) lines wider than 80:\n\(wide.joined(separator: "\n"))")
    }

    @Test("The page has a fixed date (the version's), EXAMPLES and SEE ALSO, and says what NO_COLOR does")
    func sections() throws {
        let page = ManPage.render(WeatherCLI.root)
        #expect(page.contains(".TH WF 1 \(WeatherCLI.versionDate) \"wf \(WeatherCLI.version)\" \"User Commands\"\n"))
        #expect(page.contains(".SH EXAMPLES\n") && page.contains(".SH \"SEE ALSO\"\n"))
        #expect(page.contains("an empty NO_COLOR is ignored"))
        #expect(!page.contains("set to any value"))
    }

    @Test("A kept line wider than the page goes on under its second column")
    func wrapping() {
        #expect(Roff.wrapped("key   a summary that is long", width: 20) == ["key   a summary that", "      is long"])
        #expect(Roff.wrapped("short", width: 20) == ["short"])
        #expect(Roff.wrapped("  %m moon phase   %M moon day   %D dawn", width: 30) == ["  %m moon phase   %M moon day", "  %D dawn"])
    }

    @Test("Roff escapes: hyphens, backslashes, line starts and non-ASCII characters")
    func escaping() {
        #expect(Roff.escape("--units °C \\n") == "\\-\\-units \\[u00B0]C \\en")
        var roff = Roff()
        roff.paragraphs(".hidden\n'quote")
        #expect(roff.text == ".PP\n\\&.hidden\n\\&'quote\n")
    }
}
