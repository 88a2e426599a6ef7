import Foundation

/// The daily maxima of 2 m temperature at a place from the ERA5 reanalysis, in °C, one a day from
/// `firstDay` (nil where the archive has none): enough to compare any day of the year with
/// 1991–2020. It never changes, so it is asked for once per place and kept for good.
public struct ClimateSeries: Hashable, Codable, Sendable {
    /// The years whose same calendar days make the reference.
    public static let referenceYears = 1991...2020
    /// "1991-2020", as the JSON and the text name the reference.
    public static let referenceName = "\(referenceYears.lowerBound)-\(referenceYears.upperBound)"
    /// Days either side of the calendar day.
    public static let windowRadius = 7
    public static var windowDays: Int { 2 * windowRadius + 1 }
    /// The days the archive is asked for: every window of every reference year, from the one around
    /// 1 January 1991 to the one around 31 December 2020.
    public static let needed = CalendarDay(year: referenceYears.lowerBound - 1, month: 12, day: 32 - windowRadius)
        ... CalendarDay(year: referenceYears.upperBound + 1, month: 1, day: windowRadius)

    public var firstDay: CalendarDay
    public var maxima: [Double?]
    public var fetchedAt: Date

    public init(firstDay: CalendarDay, maxima: [Double?], fetchedAt: Date) {
        self.firstDay = firstDay
        self.maxima = maxima
        self.fetchedAt = fetchedAt
    }

    /// The maximum on `day`, when the series has one.
    public func maximum(on day: CalendarDay) -> Double? {
        maximum(onDay: day.daysSinceEpoch, first: firstDay.daysSinceEpoch)
    }

    private func maximum(onDay number: Int, first: Int) -> Double? {
        maxima.indices.contains(number - first) ? maxima[number - first] : nil
    }

    /// R: the maxima of each reference year on the calendar day of `day` and the `windowRadius`
    /// days either side (30 × 15 values when none is missing). Windows are counted on the real
    /// calendar, so one across New Year takes the days of the year before (3 January: 27 December
    /// to 10 January). 29 February is 28 February in years without it; in leap years it is one
    /// day of the windows around it like any other, and every window has 15 days.
    public func reference(for day: CalendarDay) -> [Double] {
        let first = firstDay.daysSinceEpoch
        return Self.referenceYears.flatMap { year in
            let centre = Self.sameDay(as: day, in: year).daysSinceEpoch
            return (centre - Self.windowRadius...centre + Self.windowRadius).compactMap { maximum(onDay: $0, first: first) }
        }
    }

    /// The calendar day of `day` in `year`; 29 February is 28 February in a year without it.
    static func sameDay(as day: CalendarDay, in year: Int) -> CalendarDay {
        let same = CalendarDay(year: year, month: day.month, day: day.day)
        return CalendarDay(daysSinceEpoch: same.daysSinceEpoch) == same ? same : CalendarDay(year: year, month: day.month, day: day.day - 1)
    }

    /// Whether the answer can stand for the reference: most of its days have a value.
    /// An answer for other years than the reference (a real archive answer can be) cannot.
    public func plausible() throws -> ClimateSeries {
        guard maxima.compactMap({ $0 }).count * 2 > maxima.count,
              maxima.allSatisfy({ $0.map { (-100...70).contains($0) } ?? true })
        else { throw WeatherError.providerUnavailable(provider: "the climate archive", reason: "sent values wf cannot use") }
        let needed = Self.needed.lowerBound.daysSinceEpoch...Self.needed.upperBound.daysSinceEpoch
        let covered = needed.filter { maximum(onDay: $0, first: firstDay.daysSinceEpoch) != nil }.count
        guard covered * 2 > needed.count else {
            throw WeatherError.providerUnavailable(provider: "the climate archive", reason: "sent no \(Self.referenceName) days", outage: .noAnswer)
        }
        return self
    }
}
