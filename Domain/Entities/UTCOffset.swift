import Foundation

/// The user's offset from UTC at a given moment, for calendar days and clock times.
public struct UTCOffset: Sendable {
    public let seconds: @Sendable (Date) -> Int

    public init(_ seconds: @escaping @Sendable (Date) -> Int) {
        self.seconds = seconds
    }

    public init(_ timeZone: TimeZone) {
        seconds = { timeZone.secondsFromGMT(for: $0) }
    }

    public static func fixed(_ seconds: Int) -> UTCOffset {
        UTCOffset { _ in seconds }
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
