import Foundation
import Testing
import TestSupport

/// What a shell user gets from the built binary: completions that ask it for favourites, the man
/// page, and scripts/install.
@Suite("Shell integration")
struct ShellIntegrationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("Completing 'wf fav show' in bash lists the favourites from the database, and makes no request")
    func favouriteNamesInBash() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("fav", "add", "-33.9,18.4")
        let requests = scenario.server.requestCount
        let script = try scenario.run("completions", "bash").stdout
        let file = scenario.wf.home.appendingPathComponent("wf.bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let program = """
        source \(file.path)
        COMP_WORDS=(\(WFProcess.executable.path) fav show ''); COMP_CWORD=3; COMPREPLY=()
        _wf
        printf '%s\\n' "${COMPREPLY[@]}"
        """
        let result = try Subprocess.run("/bin/bash", ["--norc", "--noprofile", "-c", program], environment: scenario.wf.environment)
        // Readline quotes what it inserts (compopt -o filenames): the candidates are the names as they are.
        #expect(result.stdout == "52.52, 13.41\n-33.90, 18.40\n")
        #expect(result.stderr == "")
        #expect(scenario.server.requestCount == requests)
    }

    /// A shell on a pseudo-terminal whose `wf` is the built binary, with two favourites that start
    /// alike ("Berlin, DE" and "Berlin, US") and `script` (the completions) loaded.
    func shellWithTwoBerlins(_ shell: String, arguments: [String], setup: (URL) throws -> String) throws -> (PseudoTerminal, Scenario) {
        let scenario = try NewUserEndToEndTests().scenarioWithCountryFilter()
        for pick in ["1", "2"] { #expect(try scenario.run("fav", "add", "berlin", "--pick", pick).status == 0) }
        #expect(try scenario.run("fav", "list", "--names").stdout == "Berlin, DE\nBerlin, US\n")
        var environment = scenario.wf.environment
        environment["PATH"] = WFProcess.executable.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["TERM"] = "dumb"
        environment["PS1"] = "wf-test$ "
        let terminal = try PseudoTerminal(shell, arguments, environment: environment, columns: 200, rows: 24)
        terminal.send(try setup(scenario.wf.home) + "\r")
        #expect(terminal.wait { $0.contains("ready$ ") })
        return (terminal, scenario)
    }

    /// What the line reads after typing `keys`, escape sequences and bells dropped.
    func typed(_ terminal: PseudoTerminal, _ keys: String, until expected: String) -> String {
        let mark = terminal.mark
        terminal.send(keys)
        terminal.wait(since: mark, timeout: 10) { TerminalFrames.stripEscapes($0).contains(expected) }
        return TerminalFrames.stripEscapes(terminal.output(since: mark)).replacingOccurrences(of: "\u{07}", with: "")
    }

    @Test("Real bash: Tab after 'wf fav show B' stops at the shared 'Berlin, ', lists both names as they are, and D completes 'Berlin, DE'")
    func favouriteTabInBash() throws {
        let (terminal, scenario) = try shellWithTwoBerlins("/bin/bash", arguments: ["--norc", "--noprofile", "-i"]) { home in
            let file = home.appendingPathComponent("wf.bash")
            try WFProcess().run("completions", "bash").stdout.write(to: file, atomically: true, encoding: .utf8)
            return #"source \#(file.path); PS1="ready"'$ '"#
        }
        defer { terminal.stop() }
        let requests = scenario.server.requestCount
        #expect(typed(terminal, "wf fav show B\t", until: #"Berlin\,\ "#).hasSuffix(#"erlin\,\ "#))
        // Two more Tabs list the names unescaped, then the line comes back.
        let listing = typed(terminal, "\t\t", until: "Berlin, US")
        #expect(listing.contains("Berlin, DE  Berlin, US"), "\(listing)")
        #expect(!listing.contains(#"Berlin\,\ DE"#))
        #expect(typed(terminal, "D\t", until: "DE ").hasSuffix("DE "))
        let mark = terminal.mark
        terminal.send("\r")
        #expect(terminal.wait(since: mark) { $0.contains("Berlin, DE") && $0.contains("ready$ ") })
        terminal.send("echo status=$?\r")
        #expect(terminal.wait(since: mark) { $0.contains("status=0") })
        #expect(scenario.server.requestCount > requests)
        terminal.send("exit\r")
        #expect(terminal.waitForExit() != nil)
    }

    @Test("Real zsh: Tab after 'wf fav show B' lists both names as they are, and D completes 'Berlin, DE'",
          .enabled(if: Subprocess.find("zsh") != nil))
    func favouriteTabInZsh() throws {
        let (terminal, _) = try shellWithTwoBerlins(Subprocess.find("zsh")!, arguments: ["-f", "-i"]) { home in
            let folder = home.appendingPathComponent("zsh-functions")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try WFProcess().run("completions", "zsh").stdout.write(to: folder.appendingPathComponent("_wf"), atomically: true, encoding: .utf8)
            return #"fpath=(\#(folder.path) $fpath); autoload -U compinit; compinit -u -D; unsetopt zle_bracketed_paste; PS1="ready"'$ '"#
        }
        defer { terminal.stop() }
        #expect(typed(terminal, "wf fav show B\t", until: #"Berlin,\ "#).contains(#"erlin,\ "#))
        let listing = typed(terminal, "\t", until: "Berlin, US")
        #expect(listing.contains("Berlin, DE  Berlin, US"), "\(listing)")
        #expect(typed(terminal, "D\t", until: "DE ").contains("DE "))
        terminal.send("\u{15}exit\r")
        #expect(terminal.waitForExit() != nil)
    }

    @Test("wf fav list --names is quiet and creates nothing when there is no database yet")
    func namesWithoutDatabase() throws {
        let wf = WFProcess()
        let result = try wf.run("fav", "list", "--names")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: wf.databaseURL.path))
    }

    @Test("scripts/install --prefix puts the binary, the man page and the completions where each is looked for")
    func install() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("wf-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        var environment = ProcessInfo.processInfo.environment
        environment["WF_BINARY"] = WFProcess.executable.path
        let result = try Subprocess.run(Self.repository.appendingPathComponent("scripts/install").path,
                                        ["--prefix", prefix.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let installed = ["bin/wf", "share/man/man1/wf.1", "share/bash-completion/completions/wf",
                         "share/zsh/site-functions/_wf", "share/fish/vendor_completions.d/wf.fish"]
        for path in installed {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/wf").path))
        let version = try Subprocess.run(prefix.appendingPathComponent("bin/wf").path, ["version"])
        #expect(version.stdout.hasPrefix("wf "))
        let manPage = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/wf.1"), encoding: .utf8)
        let checkedIn = try String(contentsOf: Self.repository.appendingPathComponent("docs/wf.1"), encoding: .utf8)
        #expect(manPage == checkedIn)
    }

    @Test("The installed wf is one file: it draws the map with no resource bundle beside it (SwiftPM's Bundle.module would trap)")
    func selfContained() throws {
        let binary = try Data(contentsOf: WFProcess.executable)
        #expect(binary.range(of: Data("could not load resource bundle".utf8)) == nil)
        let map = try WFProcess().run(["map", "--region", "35,-10,60,30"])
        #expect(map.status == 0, "\(map.stderr)")
        #expect(map.stdout.contains("Land mask: GLOBE"))
    }

    @Test("The build scripts drop the toolchain's own mktemp warning, exactly that line, and keep every other")
    func toolchainWarningFilter() throws {
        let known = "/opt/swift/usr/lib/swift_static/linux/libFoundationEssentials.a(Data+Writing.swift.o):_ThreadLocal.swift.o:function"
            + " $s20FoundationEssentials19createTemporaryFile: warning: the use of `mktemp' is dangerous, better use `mkstemp' or `mkdtemp'"
        let kept = [
            "App/CLI/Commands/AtCommand.swift:3:5: warning: variable 'x' was never used",
            "/x/libFoundationEssentials.a(A.o):B.o:function f: warning: the use of `tmpnam' is dangerous, better use `mkstemp'",
            "/x/libOther.a(A.o):B.o:function f: warning: the use of `mktemp' is dangerous, better use `mkstemp' or `mkdtemp'",
            "Build complete!",
        ]
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("wf-build-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: input) }
        try ([known] + kept + [known]).joined(separator: "\n").appending("\n").write(to: input, atomically: true, encoding: .utf8)
        let filter = Self.repository.appendingPathComponent("scripts/without-toolchain-warning").path
        let result = try Subprocess.run("/bin/bash", ["-c", "\"$0\" < \"$1\"", filter, input.path])
        #expect(result.status == 0)
        #expect(result.stdout == kept.joined(separator: "\n") + "\n")
        // Every script that builds wf uses it.
        for script in ["scripts/test", "scripts/build-release", "scripts/coverage", "scripts/stress-test"] {
            let text = try String(contentsOf: Self.repository.appendingPathComponent(script), encoding: .utf8)
            #expect(text.contains("| scripts/without-toolchain-warning") || text.contains("/scripts/without-toolchain-warning\""), "\(script)")
        }
    }

    @Test("scripts/install refuses an unknown argument")
    func installUsage() throws {
        let result = try Subprocess.run(Self.repository.appendingPathComponent("scripts/install").path, ["--perfix", "/tmp/x"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("usage: scripts/install [--prefix DIR]"))
    }
}
