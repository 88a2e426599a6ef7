import Foundation

/// How sure a forecast is, from an ensemble (shared/DESIGN.md §8, "How sure, how unusual"): per
/// hour the likely range of the temperature and the share of the values that rain; per day the
/// likely range of the high.
public struct Confidence: Hashable, Sendable {
    public var model: String
    /// n: the control and the members.
    public var members: Int
    public var hours: [Hour]
    public var days: [Day]

    public struct Hour: Hashable, Sendable {
        public var time: Date
        public var temperature: LikelyRange?
        /// Per cent of the values with at least `Confidence.rainThreshold` mm.
        public var rainAgreement: Int?
        /// How many values rain, of `count`: "41/51 rain".
        public var raining: Int
        public var count: Int
    }

    public struct Day: Hashable, Sendable {
        public var date: CalendarDay
        public var maxTemperature: LikelyRange
    }

    /// The nearest-rank 10th and 90th percentiles.
    public struct LikelyRange: Hashable, Sendable {
        public var low: Double
        public var high: Double

        public init(low: Double, high: Double) {
            self.low = low
            self.high = high
        }

        /// Of `values`, nil when there are none.
        public init?(_ values: [Double]) {
            guard let low = Confidence.nearestRank(10, of: values), let high = Confidence.nearestRank(90, of: values) else { return nil }
            self.init(low: low, high: high)
        }
    }

    /// Millimetres in an hour that count as rain.
    public static let rainThreshold = 0.1

    /// The value at rank ⌈p/100 × n⌉ (from 1) of the sorted values; nil for none.
    public static func nearestRank(_ percentile: Int, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = (percentile * sorted.count + 99) / 100
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The share of `amounts` with at least `rainThreshold` mm, in whole per cent (half up); nil for none.
    public static func rainAgreement(_ amounts: [Double]) -> Int? {
        guard !amounts.isEmpty else { return nil }
        let raining = amounts.filter { $0 >= rainThreshold }.count
        return Int((100 * Double(raining) / Double(amounts.count)).rounded(.toNearestOrAwayFromZero))
    }

    public init(_ ensemble: Ensemble) {
        model = ensemble.model
        members = ensemble.members
        hours = ensemble.times.indices.map { index in
            let temperatures = ensemble.temperature.compactMap { $0.value(at: index) }
            let amounts = ensemble.precipitation.compactMap { $0.value(at: index) }
            return Hour(time: ensemble.times[index], temperature: LikelyRange(temperatures),
                        rainAgreement: Self.rainAgreement(amounts),
                        raining: amounts.filter { $0 >= Self.rainThreshold }.count, count: amounts.count)
        }
        // Each value's own highest temperature in each local day, then the range of those highs.
        let dayOf = ensemble.times.map { CalendarDay($0, utcOffsetSeconds: ensemble.utcOffsetSeconds) }
        let dates = dayOf.reduce(into: [CalendarDay]()) { if $0.last != $1 { $0.append($1) } }
        days = dates.compactMap { date in
            let highs = ensemble.temperature.compactMap { series in
                series.indices.filter { $0 < dayOf.count && dayOf[$0] == date }.compactMap { series[$0] }.max()
            }
            return LikelyRange(highs).map { Day(date: date, maxTemperature: $0) }
        }
    }

    /// The hour that begins at `time`, when the ensemble has it.
    public func hour(at time: Date) -> Hour? {
        hours.first { $0.time == time }
    }

    public func day(_ date: CalendarDay) -> Day? {
        days.first { $0.date == date }
    }
}

extension Array {
    /// The value at `index`; nil past the end, as for a value the source did not give.
    fileprivate func value<Wrapped>(at index: Int) -> Wrapped? where Element == Wrapped? {
        indices.contains(index) ? self[index] : nil
    }
}
