@testable import CLI
import CommandLineKit
import Foundation
import Testing

/// `--help` fits the terminal: every line within its width (a single word longer than a line aside),
/// broken only between words, and an option never parted from its value.
@MainActor
@Suite("Help at the terminal's width")
struct HelpWidthTests {
    nonisolated static let widths = [30, 40, 80]

    /// Each command's help at `width`.
    static func texts(width: Int) -> [(path: String, text: String)] {
        func walk(_ descriptor: CommandDescriptor, _ path: String) -> [(String, String)] {
            [(path, HelpText.text(for: descriptor, path: path, width: width))]
                + descriptor.subcommands.flatMap { walk($0, "\(path) \($0.name)") }
        }
        return walk(WeatherCLI.root, "wf")
    }

    @Test("Every help fits 30, 40 and 80 columns, each word whole", arguments: widths)
    func fits(width: Int) {
        let wide = Dictionary(uniqueKeysWithValues: Self.texts(width: .max).map { ($0.path, $0.text) })
        for (path, text) in Self.texts(width: width) {
            for line in text.split(separator: "\n") where line.count > width {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(path) at \(width): “\(line)”")
            }
            // The same words in the same order as the widest help: none broken, none lost.
            #expect(text.split(whereSeparator: \.isWhitespace) == wide[path]?.split(whereSeparator: \.isWhitespace),
                    "\(path) at \(width):\n\(text)")
        }
    }

    @Test("A usage line breaks between options, never inside one: each line's brackets close on it", arguments: widths)
    func usageKeepsOptionsWhole(width: Int) {
        for (path, text) in Self.texts(width: width) {
            let usage = text.components(separatedBy: "\n\n").first { $0.hasPrefix("USAGE:") } ?? ""
            for line in usage.split(separator: "\n") {
                #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(path) at \(width): “\(line)”")
                #expect(line.filter { $0 == "<" }.count == line.filter { $0 == ">" }.count, "\(path) at \(width): “\(line)”")
            }
        }
    }

    @Test("Without a terminal's width, help goes no wider than 100 columns but for one long word")
    func pipe() {
        for (path, text) in Self.texts(width: .max) {
            for line in text.split(separator: "\n") where line.count > HelpText.widest {
                #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(path): “\(line)”")
            }
        }
    }

    @Test("COLUMNS sets the width of wf --help and of a command's --help")
    func columns() async {
        for arguments in [["--help"], ["here", "--help"], ["fav", "--help"], ["help", "config"]] {
            let result = await CapturedConsole.run(arguments, environment: ["COLUMNS": "40"], style: .detect(environment: ["COLUMNS": "40"]))
            #expect(result.status == .success)
            #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 40 || !$0.trimmingCharacters(in: .whitespaces).contains(" ") },
                    "\(arguments):\n\(result.stdout)")
        }
    }
}
