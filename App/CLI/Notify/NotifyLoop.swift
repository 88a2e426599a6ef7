/// `wf notify` without `--once`: a check, then a wait of `every`, until the wait is cut short
/// (Ctrl-C cancels it). The sleeper is given, so a test can run the loop without waiting.
enum NotifyLoop {
    /// Runs `check` until it returns a status to end with, or `sleep` throws (cancelled): then nil.
    @MainActor
    static func run(every: Duration, check: @MainActor () async -> ExitCode?,
                    sleep: @Sendable (Duration) async throws -> Void) async -> ExitCode? {
        while true {
            if let status = await check() { return status }
            do {
                try await sleep(every)
            } catch {
                return nil
            }
        }
    }
}
