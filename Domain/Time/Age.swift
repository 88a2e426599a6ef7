import Foundation

/// How long ago something was fetched, in its largest whole unit: 3 hours, 13 hours, 2 days (50 h).
/// Every view says an age through this one value, so no two can disagree.
public struct Age: Hashable, Sendable {
    public enum Unit: Hashable, Sendable { case minutes, hours, days }

    public let count: Int
    public let unit: Unit

    public init(count: Int, unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// The time elapsed from `fetchedAt` to `now`: under an hour in minutes (at least 1), under a
    /// day in hours, else in days, each rounded down. A moment in the future is 1 minute old.
    public init(since fetchedAt: Date, now: Date) {
        let seconds = now.timeIntervalSince(fetchedAt)
        let elapsed = seconds.isFinite ? max(0, min(seconds, 1e12)) : 0
        switch elapsed {
        case ..<3600: self.init(count: max(1, Int(elapsed / 60)), unit: .minutes)
        case ..<86_400: self.init(count: Int(elapsed / 3600), unit: .hours)
        default: self.init(count: Int(elapsed / 86_400), unit: .days)
        }
    }

    /// "12m", "3h", "2d": for a status bar.
    public var short: String {
        String(count) + (unit == .minutes ? "m" : unit == .hours ? "h" : "d")
    }
}
