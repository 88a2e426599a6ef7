import CLI
import DataAccess
import Foundation

/// What one run of the `wf` binary produced.
public struct WFResult: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    public var output: String { stdout + stderr }
}

/// Runs the built `wf` binary with its own `WF_HOME` and chosen environment, never for longer than a bound.
public struct WFProcess: Sendable {
    public let home: URL
    public var environment: [String: String]

    /// A fresh temporary `WF_HOME`, no API key, UTC, a UTF-8 locale and quick failure settings.
    public init(home: URL? = nil, environment: [String: String] = [:]) {
        let home = home ?? FileManager.default.temporaryDirectory.appendingPathComponent("wf-e2e-\(UUID().uuidString)")
        self.home = home
        self.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
            "WF_HOME": home.path,
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "WF_RETRIES": "0",
            "WF_TIMEOUT": "5",
        ].merging(Self.coverageEnvironment) { $1 }.merging(Self.clockEnvironment) { $1 }.merging(environment) { $1 }
    }

    /// Under scripts/faketime-test the test process runs on a shifted clock; each `wf` it runs must
    /// see the same moment, so the shim and its offset are passed on.
    public static var clockEnvironment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        guard let offset = inherited["FAKE_CLOCK_OFFSET"], let shim = inherited["LD_PRELOAD"] else { return [:] }
        return ["FAKE_CLOCK_OFFSET": offset, "LD_PRELOAD": shim]
    }

    /// Under `swift test --enable-code-coverage` the test process has `LLVM_PROFILE_FILE`; each `wf`
    /// it runs writes its counts beside it, in a file of its own (`%p`, the process id), so no run
    /// overwrites another and one cut short spoils only its own (`scripts/coverage` merges them all).
    /// Merging as they finish (`%m`) was tried: a pool file shared by thousands of runs, some of
    /// them ended by signals, came out corrupt.
    public static var coverageEnvironment: [String: String] {
        guard let profile = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"], !profile.isEmpty else { return [:] }
        let folder = URL(fileURLWithPath: profile).deletingLastPathComponent()
        return ["LLVM_PROFILE_FILE": folder.appendingPathComponent("wf-%p.profraw").path]
    }

    /// Points every provider base URL at `baseURL`.
    public func using(server baseURL: String) -> WFProcess {
        var copy = self
        for setting in SideSection.settings where setting.kind == .baseURL {
            copy.environment[setting.environment] = baseURL
        }
        copy.environment["WF_IP_LOCATION_URL"] = baseURL + "/json/"
        // The Previous Runs API asks `/v1/forecast` too: under a path of its own, the stub tells it apart.
        copy.environment["WF_OPEN_METEO_PREVIOUS_RUNS_URL"] = baseURL + PreviousRunsAnswer.prefix
        return copy
    }


    public func with(_ extra: [String: String]) -> WFProcess {
        var copy = self
        copy.environment.merge(extra) { $1 }
        return copy
    }

    public var databaseURL: URL { home.appendingPathComponent("wf.sqlite") }

    static let spawning = NSLock()

    /// `WF_BINARY` when set (the release binary, see scripts/test), else the `wf` next to the test bundle.
    public static var executable: URL {
        if let binary = ProcessInfo.processInfo.environment["WF_BINARY"], !binary.isEmpty {
            return URL(fileURLWithPath: binary)
        }
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("wf"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("wf"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/wf"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `wf arguments…`; a run longer than `timeout` seconds is killed and reported as status -1.
    @discardableResult
    public func run(_ arguments: String..., timeout: Double = 30) throws -> WFResult {
        try run(arguments, timeout: timeout)
    }

    public func run(_ arguments: [String], timeout: Double = 30) throws -> WFResult {
        try run(program: Self.executable, arguments, timeout: timeout)
    }

    /// Starts `wf arguments…` and returns at once, its output dropped: for a test that stops,
    /// continues or kills it while other runs go on.
    public func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try Self.spawning.withLock { try process.run() }
        return process
    }

    func run(program: URL, _ arguments: [String], timeout: Double) throws -> WFResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // swift-corelibs Foundation's Process.run() is not safe to call from many threads at once
        // (seen: a crash in its memcpy). Spawning is quick; the waiting below stays concurrent.
        try Self.spawning.withLock { try process.run() }

        // Drain both pipes while the process runs so a large output cannot block it.
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (errors, true)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isError: isError)
                group.leave()
            }
        }
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        process.waitUntilExit()
        killer.cancel()
        group.wait()
        // Close every end now: a suite spawns thousands of processes and must not run out of descriptors.
        for pipe in [output, errors] {
            try? pipe.fileHandleForReading.close()
            try? pipe.fileHandleForWriting.close()
        }
        let timedOut = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
        return WFResult(status: timedOut ? -1 : process.terminationStatus,
                        stdout: collected.stdout, stderr: collected.stderr)
    }

    /// Runs `wf arguments…` on a pseudo-terminal `columns` wide (through util-linux `script`), as a
    /// person at a terminal would; the output has the terminal's CRLF line ends turned back into LF.
    public func runOnTerminal(_ arguments: [String], columns: Int = 80, timeout: Double = 30) throws -> WFResult {
        let quoted = ([Self.executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var copy = self
        copy.environment["COLUMNS"] = nil
        let command = "stty cols \(columns) rows 50; exec \(quoted.joined(separator: " "))"
        let result = try copy.run(program: URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"], timeout: timeout)
        return WFResult(status: result.status, stdout: result.stdout.replacingOccurrences(of: "\r\n", with: "\n"), stderr: result.stderr)
    }

    /// Runs a bash script in wf's environment with `$WF` the binary: for redirections and pipes
    /// (`"$WF" search berlin > /dev/full`, `printf 'key\n' | "$WF" config set api-key -`).
    public func runShell(_ script: String, timeout: Double = 30) throws -> WFResult {
        var copy = self
        copy.environment["WF"] = Self.executable.path
        return try copy.run(program: URL(fileURLWithPath: "/bin/bash"), ["-c", script], timeout: timeout)
    }

    public func removeHome() {
        try? FileManager.default.removeItem(at: home)
    }
}

private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data(), err = Data()

    func set(_ data: Data, isError: Bool) {
        lock.withLock { if isError { err = data } else { out = data } }
    }

    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }
}
