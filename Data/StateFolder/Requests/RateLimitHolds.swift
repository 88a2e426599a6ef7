import Foundation

/// The rate limits the sources have asked wf to honour, shared by every wf process of one state
/// folder: `requests/hold-<source>` holds the moment (seconds since 1970) until which that source
/// is asked nothing.
struct RateLimitHolds: Sendable {
    let folder: String

    /// Until when `source` is held, if it was ever; a file that does not read as a moment holds nothing.
    func until(_ source: String) -> Date? {
        guard let text = try? String(contentsOfFile: path(source), encoding: .utf8),
              let seconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), seconds.isFinite else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Holds `source` until `moment`, for every process; best effort (a read-only folder holds nothing).
    func hold(_ source: String, until moment: Date) {
        let temporary = path(source) + ".\(getpid())"
        let text = String(moment.timeIntervalSince1970.rounded(.up))
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, path(source)) != 0 { unlink(temporary) }
    }

    private func path(_ source: String) -> String {
        folder + "/hold-" + source.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}
