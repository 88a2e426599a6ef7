import Foundation

/// An offset from UTC at a given moment, for calendar days and clock times: the user's own, or a
/// place's.
///
/// The rule for naming it: a time on a place's clock says which zone ("11:00 UTC+1") at every
/// moment that clock is not this machine's, so it cannot be read as the user's own; a zone chosen
/// with `--tz` is always named. The user's own clock is never named.
public struct UTCOffset: Sendable {
    public let seconds: @Sendable (Date) -> Int
    /// Whether a time at that moment says its zone. Nil for the user's own clock.
    public let isNamed: (@Sendable (Date) -> Bool)?

    public init(_ seconds: @escaping @Sendable (Date) -> Int, isNamed: (@Sendable (Date) -> Bool)? = nil) {
        self.seconds = seconds
        self.isNamed = isNamed
    }

    public init(_ timeZone: TimeZone) {
        seconds = { timeZone.secondsFromGMT(for: $0) }
        isNamed = nil
    }

    public static func fixed(_ seconds: Int) -> UTCOffset {
        UTCOffset { _ in seconds }
    }

    /// A clock whose zone every time names: one the user chose.
    public static func labelled(_ seconds: @escaping @Sendable (Date) -> Int) -> UTCOffset {
        UTCOffset(seconds, isNamed: { _ in true })
    }

    /// A place's clock: its times name the zone where `machine` (this machine's clock) is
    /// another, and only there.
    public static func place(_ seconds: @escaping @Sendable (Date) -> Int, machine: UTCOffset = .system) -> UTCOffset {
        UTCOffset(seconds, isNamed: { seconds($0) != machine.seconds($0) })
    }

    /// Whether this is a place's clock (or a chosen one) rather than the user's own.
    public var isPlaceClock: Bool { isNamed != nil }

    /// The offset to name after a time at `date`, in seconds east of UTC; nil when the time goes unnamed.
    public func namedSeconds(at date: Date) -> Int? {
        isNamed?(date) == true ? seconds(date) : nil
    }

    /// "UTC+1", "UTC-3", "UTC+5:30", "UTC".
    public static func name(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + String(minutes / 60) + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// `time` with the clock's name after it when the rule names it: "11:00 UTC+1".
    public func labelling(_ time: String, at date: Date) -> String {
        namedSeconds(at: date).map { "\(time) \(Self.name($0))" } ?? time
    }

    /// The system's rules (`TZ`, else /etc/localtime) through the C library. `TimeZone.current`
    /// gives the same answer but starts ICU, about 1.5 ms per process, on every cache hit.
    public static let system = UTCOffset { date in
        var time = time_t(date.timeIntervalSince1970.isFinite ? min(max(date.timeIntervalSince1970, -1e13), 1e13) : 0)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
