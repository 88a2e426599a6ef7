import Foundation

/// How tomorrow's high has moved since yesterday's forecast (shared/DESIGN.md §8): `max` is the
/// highest of tomorrow's hourly temperatures in the latest run, `maxPrevious` the highest of the
/// same hours in the run a day earlier, `change` their difference to a tenth. Tomorrow is the
/// place's local day after today.
public struct ForecastChange: Hashable, Sendable {
    public var date: CalendarDay
    public var max: Double
    public var maxPrevious: Double
    public var change: Double

    public init(date: CalendarDay, max: Double, maxPrevious: Double) {
        self.date = date
        self.max = max
        self.maxPrevious = maxPrevious
        change = ((max - maxPrevious) * 10).rounded(.toNearestOrAwayFromZero) / 10
    }

    /// Tomorrow's change at `now`; nil when either run has no hour of tomorrow.
    public init?(_ runs: PreviousRuns, now: Date) {
        let tomorrow = CalendarDay(daysSinceEpoch: CalendarDay(now, utcOffsetSeconds: runs.utcOffsetSeconds).daysSinceEpoch + 1)
        let hours = runs.times.indices.filter { CalendarDay(runs.times[$0], utcOffsetSeconds: runs.utcOffsetSeconds) == tomorrow }
        func highest(_ series: [Double?]) -> Double? {
            hours.compactMap { series.indices.contains($0) ? series[$0] : nil }.filter(\.isFinite).max()
        }
        guard let max = highest(runs.latest), let previous = highest(runs.dayEarlier) else { return nil }
        self.init(date: tomorrow, max: max, maxPrevious: previous)
    }

    /// By the change as shown, to a tenth: 0.0 is unchanged.
    public var direction: Direction {
        if change > 0 { return .warmer }
        if change < 0 { return .cooler }
        return .unchanged
    }

    public enum Direction: Hashable, Sendable {
        case warmer, cooler, unchanged
    }
}
