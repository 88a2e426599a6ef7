import Foundation

/// Runs `wf` as if it were later, without waiting: `scripts/fake-clock.c` (the shim
/// `scripts/faketime-test` uses), compiled once per test process with the system's C compiler,
/// shifts the real-time clock of each `wf` it is preloaded into. Only `wf`'s clock moves: the stub
/// server and the test keep the real time, so an `Expires` the stub sends is a fixed moment that
/// `wf` reaches.
public enum FakeClock {
    /// Whether a C compiler is at hand to build the shim.
    public static var isAvailable: Bool { compiler != nil }

    /// The environment for a `wf` that runs `seconds` later than now (later still than the test's
    /// own clock when the whole suite runs under scripts/faketime-test).
    public static func later(by seconds: Int) throws -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment["FAKE_CLOCK_OFFSET"].flatMap(Int.init) ?? 0
        return ["LD_PRELOAD": try shim.get(), "FAKE_CLOCK_OFFSET": String(inherited + seconds)]
    }

    static let compiler = Subprocess.find("cc") ?? Subprocess.find("clang") ?? Subprocess.find("gcc")

    struct CannotBuild: Error, CustomStringConvertible {
        let description: String
    }

    static let shim: Result<String, any Error> = Result {
        guard let compiler else { throw CannotBuild(description: "no C compiler (cc, clang or gcc) on PATH to build the fake clock") }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/fake-clock.c")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-fake-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let library = folder.appendingPathComponent("fake-clock.so").path
        let built = try Subprocess.run(compiler, ["-shared", "-fPIC", "-O2", "-o", library, source.path, "-ldl"])
        guard built.status == 0 else { throw CannotBuild(description: "the fake clock did not build: \(built.stderr)") }
        return library
    }
}
