import Foundation

/// When a rate limit ends, as a message says it: "14:05" today, "2026-11-28 00:00" on another day,
/// in the computer's own time zone.
public enum RateLimitClock {
    public static func text(_ moment: Date, now: Date = Date(), zone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        guard !calendar.isDate(moment, inSameDayAs: now) else { return clock }
        return String(format: "%04d-%02d-%02d ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0) + clock
    }
}
