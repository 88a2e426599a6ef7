import Foundation
@testable import CLI
import CommandLineKit
import Domain
import Testing

@Suite("Exit statuses")
struct ExitCodeTests {
    @Test("Each kind of error has the exit status the README documents",
          arguments: [(WeatherError.Kind.usage, 64), (.notFound, 66), (.unavailable, 69), (.rejected, 69),
                      (.credentials, 77), (.configuration, 78), (.storage, 70), (.internal, 70),
                      (.cannotSave, 73), (.noSpace, 74), (.untrusted, 77)] as [(WeatherError.Kind, Int32)])
    func statuses(kind: WeatherError.Kind, status: Int32) {
        #expect(kind.exitCode.rawValue == status)
    }

    @Test("An error's exit status is its kind's")
    func derived() {
        #expect(WeatherError.requestRejected(provider: "P", reason: "x").exitCode == .unavailable)
        #expect(WeatherError.apiKeyMissing(provider: "P").exitCode == .noPermission)
        #expect(WeatherError.storage("x").exitCode == .software)
    }

    @Test("The command line's own failures are WeatherErrors too: their kind, not the site that throws, sets the status")
    func noSideDoors() {
        #expect(CommandContext.weatherError(UsageError(message: "unknown option --x", command: "wf search")).exitCode == .usage)
        #expect(CommandContext.weatherError(ConfigFile.Failure.unreadable("/h/config.json", "not JSON")).exitCode == .configuration)
        let key = SettingKey.units
        #expect(CommandContext.weatherError(Settings.Invalid(key: key, origin: .environment, problem: "p")).exitCode == .usage)
        #expect(CommandContext.weatherError(Settings.Invalid(key: key, origin: .file, problem: "p")).exitCode == .configuration)
        let untrusted = WeatherError.untrustedState(path: "/h", problem: "p", fix: "f")
        #expect(CommandContext.weatherError(ConfigFile.Failure.untrusted(untrusted)) == untrusted)
        #expect(WeatherError.favouriteNotFound("x", count: 3).exitCode == .notFound)
        #expect(WeatherError.misconfigured("x").exitCode == .configuration)
    }

    @Test("Every exit status is in the README's table and the help's, and each documented status exists")
    @MainActor
    func documented() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "## Exit codes").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        let inReadme = Set(table.split(separator: "\n").compactMap { line -> Int32? in
            guard line.hasPrefix("| ") else { return nil }
            return Int32(line.dropFirst(2).prefix { $0.isNumber })
        })
        let help = HelpText.text(for: WeatherCLI.root, path: "wf")
        let exitSection = try #require(help.components(separatedBy: "EXIT STATUS").dropFirst().first)
        let inHelp = Set(exitSection.split(separator: "\n").prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .compactMap { Int32($0.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }) })
        let statuses = Set(ExitCode.allCases.map(\.rawValue))
        #expect(inReadme == statuses)
        #expect(inHelp == statuses)
    }
}
