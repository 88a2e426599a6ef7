@testable import CLI
import Foundation
import Testing
import TestSupport

/// The completion scripts, run in the real shells: bash always, zsh and fish when installed.
@MainActor
@Suite("Shell completions")
struct CompletionScriptTests {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-completions-\(UUID().uuidString)")

    /// Writes `wf completions <shell>` to a file and returns its path.
    func script(_ shell: String) async throws -> String {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let printed = await CapturedConsole.run(["completions", shell])
        #expect(printed.status == .success)
        let file = Self.folder.appendingPathComponent("wf.\(shell)")
        try printed.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// A stand-in for wf that knows two favourites, so the scripts' call to `wf fav list --names` can be seen.
    func fakeWF() throws -> String {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let file = Self.folder.appendingPathComponent("wf")
        try """
        #!/bin/sh
        [ "$*" = "fav list --names" ] && printf 'London, GB\\nLondres, FR\\n-33.90, 18.40\\n'
        """.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    /// COMPREPLY after pressing Tab at the end of `line` (a trailing space starts a new word).
    func bashCompletions(_ line: String, wf: String = "wf") async throws -> [String] {
        // Split as bash does for these lines: at spaces, but not at a backslashed one.
        var words = [""]
        var escaped = false
        for character in line {
            if character == " " && !escaped { words.append("") } else { words[words.count - 1].append(character) }
            escaped = character == "\\" && !escaped
        }
        words[0] = wf
        let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }.joined(separator: " ")
        let program = """
        source \(try await script("bash")) || exit 3
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE=\(quoted.debugDescription); COMPREPLY=()
        _wf
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let result = try Subprocess.run("/bin/bash", ["--norc", "--noprofile", "-c", program])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("The bash script passes bash -n")
    func bashSyntax() async throws {
        let result = try Subprocess.run("/bin/bash", ["-n", try await script("bash")])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("bash completes commands, subcommands, options, fixed values and setting keys", arguments: [
        ("wf fa", ["fav"]),
        ("wf ", ["app", "search", "hourly", "air", "alerts", "notify", "recent", "at", "here", "sky", "fav", "map", "cache", "usage", "config", "doctor", "completions", "help", "version"]),
        ("wf fav ", ["add", "list", "show", "rename", "remove", "export", "import"]),
        ("wf --ver", ["--version"]),
        ("wf search --u", ["--units"]),
        ("wf search --units ", ["metric", "imperial"]),
        ("wf search london --units i", ["imperial"]),
        ("wf recent -", ["--limit", "-n", "--json", "--help", "-h"]),
        ("wf config get re", ["recent-limit", "retries"]),
        ("wf config set units ", ["metric", "imperial"]),
        ("wf config set provider open-", ["open-meteo"]),
        ("wf config set location ", []),
        ("wf completions ", ["bash", "zsh", "fish"]),
        ("wf help con", ["config"]),
        ("wf map --zoom ", []),
        ("wf at -3", []),
        ("wf search --units metric lon", []),
    ])
    func bash(line: String, expected: [String]) async throws {
        #expect(try await bashCompletions(line) == expected)
    }

    @Test("bash completes favourite names for fav show and fav remove from the word as typed, quotes and backslashes included")
    func bashFavourites() async throws {
        _ = try await script("bash")
        let wf = try fakeWF()
        // The names as they are: readline quotes what it inserts (compopt -o filenames) and lists them unescaped.
        #expect(try await bashCompletions("wf fav show Lo", wf: wf) == ["London, GB", "Londres, FR"])
        #expect(try await bashCompletions("wf fav remove ", wf: wf).count == 3)
        // A name that starts like a negative number is a name, not an option.
        #expect(try await bashCompletions("wf fav remove -3", wf: wf) == ["-33.90, 18.40"])
        // The word as the line has it after a first Tab, backslashes and quotes included, stands for the name.
        #expect(try await bashCompletions(#"wf fav show London\,\ "#, wf: wf) == ["London, GB"])
        #expect(try await bashCompletions(#"wf fav show Lond\\"#, wf: wf) == [])
        #expect(try await bashCompletions(#"wf fav show "Londres,"#, wf: wf) == ["Londres, FR"])
        #expect(try await bashCompletions(#"wf fav show 'London,"#, wf: wf) == ["London, GB"])
        #expect(try await bashCompletions("wf fav add Lo", wf: wf) == [])
        // An option's value is completed as that value, never as a favourite; a name after it is a name.
        #expect(try await bashCompletions("wf fav show --units ", wf: wf) == ["metric", "imperial"])
        #expect(try await bashCompletions("wf fav show --units metric Lo", wf: wf) == ["London, GB", "Londres, FR"])
    }

    @Test("The zsh script passes zsh -n", .enabled(if: Subprocess.find("zsh") != nil))
    func zshSyntax() async throws {
        let result = try Subprocess.run(Subprocess.find("zsh")!, ["-n", try await script("zsh")])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("zsh offers commands and values (its completion builtins stubbed)", .enabled(if: Subprocess.find("zsh") != nil))
    func zsh() async throws {
        let wf = try fakeWF()
        let program = """
        compdef() { }
        _describe() { print -l -- "${(@P)${@[-1]}}" }
        compadd() { [[ $1 == -d ]] && shift 2; if [[ $1 == -a ]]; then print -l -- "${(@P)2}"; else shift; print -l -- "$@"; fi }
        _message() { }
        source \(try await script("zsh"))
        words=(\(wf) fav show ''); CURRENT=4; _wf; print -- ---
        words=(\(wf) search --units ''); CURRENT=4; _wf; print -- ---
        words=(\(wf) fav ''); CURRENT=3; _wf; print -- ---
        words=(\(wf) fav show --units ''); CURRENT=5; _wf
        """
        let result = try Subprocess.run(Subprocess.find("zsh")!, ["-f", "-c", program])
        #expect(result.stderr == "")
        #expect(result.stdout == """
        London, GB
        Londres, FR
        -33.90, 18.40
        ---
        metric
        imperial
        ---
        add:Look up a place and keep it
        list:Every favourite with its current weather
        show:One favourite's weather and 5-day forecast
        rename:Give a favourite a name of your own
        remove:Forget a favourite
        export:Write the favourites as JSON, to keep or to import elsewhere
        import:Add the favourites of a file written by 'wf fav export'
        ---
        metric
        imperial

        """)
    }

    @Test("The fish script passes fish -n and completes like bash", .enabled(if: Subprocess.find("fish") != nil))
    func fish() async throws {
        let fish = Subprocess.find("fish")!
        let file = try await script("fish")
        #expect(try Subprocess.run(fish, ["-n", file]).status == 0)
        let wf = try fakeWF()
        let folder = Self.folder.path
        func complete(_ line: String) throws -> [String] {
            // fish completes the command named wf: put the stand-in first on PATH.
            let result = try Subprocess.run(fish, ["--no-config", "-c", "source \(file); complete -C '\(line)'"],
                                            environment: ["PATH": "\(folder):/usr/bin:/bin", "HOME": folder])
            #expect(result.stderr == "")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        _ = wf
        #expect(try complete("wf fa") == ["fav"])
        #expect(try complete("wf search --units ") == ["imperial", "metric"])
        #expect(try complete("wf fav show Lo") == ["London, GB", "Londres, FR"])
        #expect(try complete(#"wf fav show London\\,\\ "#) == ["London, GB"])
        #expect(try complete("wf config get unit") == ["units"])
        #expect(try complete("wf config set units ") == ["imperial", "metric"])
        #expect(try complete("wf fav show --units ") == ["imperial", "metric"])
    }
}
