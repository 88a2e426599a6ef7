import Domain
import Foundation

/// The desktop's `notify-send`, found on PATH and run with its arguments (no shell between).
struct NotifySend {
    let program: URL

    /// The program on `PATH`, or why `--via notify-send` cannot work here.
    init(environment: [String: String]) throws {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        guard let found = folders.lazy.map({ URL(fileURLWithPath: String($0)).appendingPathComponent("notify-send") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw WeatherError.misconfigured("notify-send is not on PATH; install it (libnotify), or use --via terminal or --via stdout")
        }
        program = found
    }

    /// Runs it once and waits; a failure is one line naming its status.
    func send(title: String, body: String, critical: Bool) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = ["--urgency=\(critical ? "critical" : "normal")", "--app-name=wf", "--",
                             TerminalNotification.clean(title), TerminalNotification.clean(body)]
        do {
            try process.run()
        } catch {
            throw WeatherError.misconfigured("\(program.path) could not be run: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw WeatherError.misconfigured("\(program.path) failed with status \(process.terminationStatus)")
        }
    }
}
