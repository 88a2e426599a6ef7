@testable import CLI
import CommandLineKit
import Foundation
import Testing

/// Every command's `--help` is pinned in Goldens/: a change to a declaration shows as a change to a file.
/// After a deliberate change, rewrite them with `WF_UPDATE_GOLDENS=1 swift test --filter HelpGoldenTests`.
@MainActor
@Suite("Help texts")
struct HelpGoldenTests {
    nonisolated static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    nonisolated static let paths = [
        "wf", "wf app", "wf search", "wf hourly", "wf air", "wf alerts", "wf notify", "wf recent", "wf at", "wf here", "wf sky", "wf fav", "wf fav add", "wf fav list", "wf fav show", "wf fav rename",
        "wf fav remove", "wf fav export", "wf fav import", "wf map", "wf cache", "wf cache info", "wf cache clear", "wf usage", "wf config", "wf config list",
        "wf config get", "wf config set", "wf config unset", "wf config reset", "wf doctor", "wf completions", "wf help", "wf version",
    ]

    @Test("A command's --help is its golden text", arguments: paths)
    func golden(path: String) async throws {
        let words = path.split(separator: " ").dropFirst().map(String.init)
        let result = await CapturedConsole.run(words + ["--help"])
        #expect(result.status == .success)
        let file = Self.goldens.appendingPathComponent(path.replacingOccurrences(of: " ", with: "-") + ".txt")
        if ProcessInfo.processInfo.environment["WF_UPDATE_GOLDENS"] == "1" {
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(result.stdout == golden, "\(path) --help differs from \(file.lastPathComponent)")
    }

    @Test("Every command in the tree has a golden, so a new command cannot go unpinned")
    func everyCommandPinned() {
        func paths(_ descriptor: CommandDescriptor, _ path: String) -> [String] {
            [path] + descriptor.subcommands.flatMap { paths($0, "\(path) \($0.name)") }
        }
        #expect(paths(WeatherCLI.root, "wf") == Self.paths)
    }

    @Test("'wf help <command>' and 'wf --help <command>' print the command's --help")
    func helpCommand() async {
        let direct = await CapturedConsole.run(["fav", "add", "--help"])
        #expect(await CapturedConsole.run(["help", "fav", "add"]).stdout == direct.stdout)
        #expect(await CapturedConsole.run(["--help", "fav", "add"]).stdout == direct.stdout)
    }

    @Test("USAGE and OPTIONS come from the declaration: a new option appears in both")
    func derivedFromDeclaration() {
        var signature = SearchCommand.signature
        signature.options.append(.oneline)
        let text = HelpText.leaf(signature, path: "wf search")
        // The usage goes on over two lines at 100 columns; its words, in order:
        let usage = text.components(separatedBy: "\n\n")[0].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(usage == "USAGE: wf search <query> [--units metric|imperial] [--days <N>] [--pick <N>] [--refresh] [--tz <zone>] [--json] [--ascii] [--accessible] [--lang <code>] [--oneline]")
        #expect(text.contains("\n  --oneline         one line: the same as --format 3\n"))
    }
}
