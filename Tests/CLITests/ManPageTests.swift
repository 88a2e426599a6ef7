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

    @Test("Roff escapes: hyphens, backslashes, line starts and non-ASCII characters")
    func escaping() {
        #expect(Roff.escape("--units °C \\n") == "\\-\\-units \\[u00B0]C \\en")
        var roff = Roff()
        roff.paragraphs(".hidden\n'quote")
        #expect(roff.text == ".PP\n\\&.hidden\n\\&'quote\n")
    }
}
