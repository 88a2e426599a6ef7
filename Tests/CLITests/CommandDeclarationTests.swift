@testable import CLI
import CommandLineKit
import Foundation
import Testing

@MainActor
@Suite("Command declarations")
struct CommandDeclarationTests {
    @Test("Every example in every help text parses and validates")
    func examplesAreValid() {
        for command in CompletionModel(WeatherCLI.root).commands {
            for example in descriptor(at: command.path).signature().examples {
                // An example may send its output somewhere: that part is the shell's.
                var words = shellWords(example).prefix { $0 != ">" && $0 != "|" }.dropFirst()
                var target = WeatherCLI.root, path = "wf"
                while let word = words.first, let next = target.subcommands.first(where: { $0.name == word }) {
                    target = next
                    path += " \(word)"
                    words = words.dropFirst()
                }
                #expect(target.subcommands.isEmpty, "\(example) names no command that runs")
                do {
                    let parsed = try ParsedArguments(Array(words), signature: target.signature(), command: path)
                    try target.signature().validate(parsed, command: path)
                } catch {
                    Issue.record("\(example): \(error.message)")
                }
            }
        }
    }

    @Test("No command declares an option name twice, and every option is --long")
    func optionNames() {
        for command in CompletionModel(WeatherCLI.root).commands {
            let names = command.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(command.path)")
            #expect(command.options.allSatisfy { $0.name.hasPrefix("--") && ($0.alias.map { $0.count == 2 } ?? true) })
        }
    }

    @Test("Misspelt options suggest the right one, at the top level too",
          arguments: [(["--verison"], "unknown option \"--verison\"; did you mean --version?"),
                      (["--hlep"], "unknown option \"--hlep\"; did you mean --help?"),
                      (["search", "x", "--unit", "metric"], "unknown option \"--unit\"; did you mean --units?"),
                      (["search", "london", "--units", "imperal"], "--units is metric or imperial, not \"imperal\"; did you mean 'imperial'?"),
                      (["completions", "fsh"], "<shell> is bash, zsh or fish, not \"fsh\"; did you mean 'fish'?"),
                      (["help", "serch"], "no help for \"serch\": it is not a command; did you mean 'search'?")])
    func suggestions(arguments: [String], message: String) async {
        let result = await CapturedConsole.run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("wf: \(message) (see '"), "\(result.stderr)")
    }

    @Test("wf version, wf --version and wf -V print the same line", arguments: [["version"], ["--version"], ["-V"]])
    func version(arguments: [String]) async {
        let result = await CapturedConsole.run(arguments)
        #expect(result.status == .success)
        #expect(result.stdout == "wf \(WeatherCLI.version) (commit \(Build.commit), Swift \(Build.swiftVersion))\n")
    }

    @Test("Declared values are checked before a command runs, with the declared words",
          arguments: [(["search", "london", "--days", "17"], "--days must be a whole number from 1 to 16"),
                      (["recent", "-n", "0"], "--limit must be a whole number of at least 1"),
                      (["here", "--watch", "59"], "--watch must be a whole number of at least 60"),
                      (["map", "--zoom", "nan"], "--zoom must be a number from 1 to 64"),
                      (["fav", "add", "x", "--pick", "-1"], "--pick must be a whole number of at least 1"),
                      (["here", "paris"], "wf here takes no arguments; use --location <place>"),
                      (["config", "set", "units"], "wf config set needs <value>, e.g. wf config set units imperial"),
                      (["config", "get", "units", "x"], "unexpected argument \"x\"; wf config get takes <key>"),
                      (["here", "--json", "--watch"], "--json and --watch do not go together")])
    func declaredRules(arguments: [String], message: String) async {
        let result = await CapturedConsole.run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("wf: \(message) (see '"), "\(result.stderr)")
    }

    @Test("Shared options are one declaration: --units reads the same in every command that takes it")
    func sharedOptions() {
        let units = CompletionModel(WeatherCLI.root).commands.compactMap { $0.options.first { $0.name == "--units" } }
        #expect(units.count == 9)
        #expect(Set(units.map(\.help)).count == 1)
        #expect(units.allSatisfy { $0.value.choices == ["metric", "imperial"] })
        let languages = CompletionModel(WeatherCLI.root).commands.compactMap { $0.options.first { $0.name == "--lang" } }
        #expect(languages.count == 13)   // app, search, hourly, air, alerts, notify, at, here, sky, fav list, fav show, map, usage
        #expect(languages.allSatisfy { $0.value.choices == ["en", "de", "fr", "es", "pt", "ja"] && $0.value.allowedValues.isEmpty })
    }

    @Test("An optional value is its default when left out, and absent when the option is")
    func optionalValueDefault() throws {
        func here(_ words: String...) throws -> HereCommand {
            try HereCommand(validating: ParsedArguments(words, signature: HereCommand.signature, command: "wf here"), command: "wf here")
        }
        #expect(try here("--watch").watch == .seconds(600))
        #expect(try here("--watch", "120").watch == .seconds(120))
        #expect(try here().watch == nil)
    }

    private func descriptor(at path: String) -> CommandDescriptor {
        path.split(separator: " ").reduce(WeatherCLI.root) { descriptor, word in
            descriptor.subcommands.first { $0.name == word } ?? descriptor
        }
    }

    /// Words of an example as a shell splits them (double quotes only).
    private func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true }
            else if character == " ", !quoted { if started { words.append(word) }; word = ""; started = false }
            else { word.append(character); started = true }
        }
        if started { words.append(word) }
        return words
    }
}
