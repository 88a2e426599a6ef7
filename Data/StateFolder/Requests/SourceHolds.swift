import Foundation
#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sources wf asks nothing for a while, shared by every wf process of one state folder:
/// `requests/hold-<source>` holds "<until> <reason> <failures>" (seconds since 1970, why, how
/// many failures in a row). A hold is a source's rate limit, or a side source's failures backed
/// off; it ends by itself, and `wf cache clear` lifts them all.
struct SourceHolds: Sendable {
    let folder: String

    /// The longest any hold lasts, whatever a server says (a `Retry-After` of 10 years included).
    static let longest: TimeInterval = 24 * 3600
    /// A failing side source is asked again after this, doubled at each failure in a row, up to `longest`.
    static let firstBackOff: TimeInterval = 5 * 60

    struct Hold: Hashable, Sendable {
        var until: Date
        /// "minutely", "hourly", "daily" (Open-Meteo's limits), "server" (a `Retry-After`, or a 429
        /// that said nothing), or "failing".
        var reason: String
        var failures: Int
    }

    /// The hold on `source`, if any (also one that has ended: a failing source's count goes on).
    /// Only a small regular file is read, never through a link and never waiting on a FIFO.
    func hold(on source: String, now: Date) -> Hold? {
        let descriptor = open(path(source), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 256 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &bytes, bytes.count)
        guard count > 0 else { return nil }
        let words = String(decoding: bytes[..<count], as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard let seconds = words.first.flatMap({ Double($0) }), seconds.isFinite else { return nil }
        // A moment past the longest hold from now (written by an older wf) is cut to it.
        let until = min(Date(timeIntervalSince1970: seconds), now.addingTimeInterval(Self.longest))
        return Hold(until: until, reason: words.dropFirst().first.map(String.init) ?? "server",
                    failures: words.dropFirst(2).first.flatMap { Int($0) } ?? 0)
    }

    /// Holds `source`, for every process; best effort (a read-only folder holds nothing).
    func hold(_ source: String, _ hold: Hold) {
        let temporary = path(source) + ".\(getpid())"
        let text = "\(Int(hold.until.timeIntervalSince1970.rounded(.up))) \(hold.reason) \(hold.failures)"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, path(source)) != 0 { unlink(temporary) }
    }

    /// One more failure in a row of `source`: held for its back-off from `now`.
    @discardableResult
    func holdFailing(_ source: String, now: Date) -> Hold {
        let failures = (hold(on: source, now: now).map { $0.reason == "failing" ? $0.failures : 0 } ?? 0) + 1
        let held = Hold(until: now.addingTimeInterval(Self.backOff(failures: failures)), reason: "failing", failures: failures)
        hold(source, held)
        return held
    }

    /// The holds of the state folder whose database is at `databasePath`.
    init(databasePath: String) {
        folder = (databasePath as NSString).deletingLastPathComponent + "/" + RequestSlot.folderName
    }

    init(folder: String) {
        self.folder = folder
    }

    /// Ends the hold on `source` (it answered).
    func release(_ source: String) {
        unlink(path(source))
    }

    /// The sources with a hold file, ended or not, by name.
    func sources() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("hold-") && !$0.contains(".") }.map { String($0.dropFirst("hold-".count)) }.sorted()
    }

    /// Ends every hold (`wf cache clear`); how many there were in force at `now`.
    @discardableResult
    func releaseAll(now: Date) -> [String] {
        var lifted: [String] = []
        for source in sources() {
            if let hold = hold(on: source, now: now), hold.until > now { lifted.append(source) }
            unlink(folder + "/hold-" + source)
        }
        return lifted
    }

    /// How long the `failures`-th failure in a row holds a side source: 5 min, 10, 20, … at most a day.
    static func backOff(failures: Int) -> TimeInterval {
        min(firstBackOff * pow(2, Double(max(failures, 1) - 1)), longest)
    }

    private func path(_ source: String) -> String {
        folder + "/hold-" + source.filter { $0.isLetter || $0.isNumber || $0 == "-" }
    }
}
