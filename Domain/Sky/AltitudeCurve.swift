import Foundation

/// A moment when a body's altitude passes a given level.
struct AltitudeCrossing {
    let time: Date
    let isRising: Bool
}

/// A body's altitude over an interval, sampled often enough to find every time it passes a level,
/// even one it only grazes between two samples.
struct AltitudeCurve {
    let interval: DateInterval
    private let altitude: (Date) -> Double
    private let samples: [(time: Date, altitude: Double)]

    init(over interval: DateInterval, step: TimeInterval = 600, altitude: @escaping (Date) -> Double) {
        self.interval = interval
        self.altitude = altitude
        let count = max(2, Int((interval.duration / step).rounded(.up)) + 1)
        samples = (0..<count).map { index in
            let time = interval.start.addingTimeInterval(interval.duration * Double(index) / Double(count - 1))
            return (time, altitude(time))
        }
    }

    /// In time order, from the start of the interval up to its end.
    func crossings(of level: Double) -> [AltitudeCrossing] {
        var found: [AltitudeCrossing] = []
        for index in samples.indices.dropLast() {
            let (before, after) = (samples[index], samples[index + 1])
            if (before.altitude >= level) != (after.altitude >= level) {
                found.append(crossing(of: level, between: before.time, and: after.time))
            } else if index > 0 {
                found += grazes(of: level, around: index - 1)
            }
        }
        return found.filter { $0.time < interval.end }
    }

    func isAbove(_ level: Double, at time: Date) -> Bool {
        altitude(time) >= level
    }

    /// How long the body spends at or above `level` within the interval.
    func timeAbove(_ level: Double) -> TimeInterval {
        var total: TimeInterval = 0
        var since: Date? = samples[0].altitude >= level ? interval.start : nil
        for crossing in crossings(of: level) {
            if crossing.isRising {
                since = crossing.time
            } else if let start = since {
                total += crossing.time.timeIntervalSince(start)
                since = nil
            }
        }
        if let start = since { total += interval.end.timeIntervalSince(start) }
        return total
    }

    private func crossing(of level: Double, between start: Date, and end: Date) -> AltitudeCrossing {
        let isRising = altitude(start) < level
        var (low, high) = (start, end)
        while high.timeIntervalSince(low) > 0.5 {
            let middle = low.addingTimeInterval(high.timeIntervalSince(low) / 2)
            if (altitude(middle) >= level) == isRising { high = middle } else { low = middle }
        }
        return AltitudeCrossing(time: low.addingTimeInterval(high.timeIntervalSince(low) / 2), isRising: isRising)
    }

    /// Two crossings hidden between three samples on one side of `level`, whose middle one is the nearest to it.
    private func grazes(of level: Double, around first: Int) -> [AltitudeCrossing] {
        let (a, b, c) = (samples[first], samples[first + 1], samples[first + 2])
        let isBelow = b.altitude < level
        let isPeak = b.altitude > a.altitude && b.altitude >= c.altitude
        let isTrough = b.altitude < a.altitude && b.altitude <= c.altitude
        guard (isBelow && isPeak) || (!isBelow && isTrough) else { return [] }
        let extreme = extremum(between: a.time, and: c.time, highest: isPeak)
        guard (altitude(extreme) >= level) == isBelow else { return [] }
        return [crossing(of: level, between: a.time, and: extreme), crossing(of: level, between: extreme, and: c.time)]
    }

    /// Golden-section search for the highest or lowest point between two times.
    private func extremum(between start: Date, and end: Date, highest: Bool) -> Date {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (low, high) = (start.timeIntervalSince1970, end.timeIntervalSince1970)
        func value(_ seconds: Double) -> Double {
            let height = altitude(Date(timeIntervalSince1970: seconds))
            return highest ? height : -height
        }
        while high - low > 1 {
            let left = high - ratio * (high - low), right = low + ratio * (high - low)
            if value(left) < value(right) { low = left } else { high = right }
        }
        return Date(timeIntervalSince1970: (low + high) / 2)
    }
}
