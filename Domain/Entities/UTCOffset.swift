import Foundation

/// An offset from UTC at a given moment, for calendar days and clock times: the user's own, or a
/// place's.
public struct UTCOffset: Sendable {
    public let seconds: @Sendable (Date) -> Int
    /// Set for a place's clock, which the user may read as their own: "UTC+1" after a time says which
    /// it is. Nil for the user's own clock.
    public let label: (@Sendable (Date) -> String)?

    public init(_ seconds: @escaping @Sendable (Date) -> Int, label: (@Sendable (Date) -> String)? = nil) {
        self.seconds = seconds
        self.label = label
    }

    public init(_ timeZone: TimeZone) {
        seconds = { timeZone.secondsFromGMT(for: $0) }
        label = nil
    }

    public static func fixed(_ seconds: Int) -> UTCOffset {
        UTCOffset { _ in seconds }
    }

    /// A place's clock: its offset, and that offset named after each time.
    public static func labelled(_ seconds: @escaping @Sendable (Date) -> Int) -> UTCOffset {
        UTCOffset(seconds, label: { name(seconds($0)) })
    }

    /// "UTC+1", "UTC-3", "UTC+5:30", "UTC".
    public static func name(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC" + (seconds < 0 ? "-" : "+") + String(minutes / 60) + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// `time` with the clock's name after it when it has one: "11:00 UTC+1".
    public func labelling(_ time: String, at date: Date) -> String {
        label.map { "\(time) \($0(date))" } ?? time
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
