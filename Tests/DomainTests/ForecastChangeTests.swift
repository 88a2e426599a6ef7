import Domain
import Foundation
import Testing

/// Tomorrow's high in the latest run against the same hours in the run a day earlier (DESIGN §8).
@Suite("Forecast change")
struct ForecastChangeTests {
    /// Two days of hours from midnight UTC of `now`'s day, at UTC+1: today's 23 hours, then tomorrow's.
    static let now = Date(timeIntervalSince1970: 1_764_374_400 + 10 * 3600) // 2025-11-29 10:00 UTC
    static func runs(latestTomorrow: [Double?], earlierTomorrow: [Double?]) -> PreviousRuns {
        let start = Date(timeIntervalSince1970: 1_764_374_400 - 3600) // local midnight, UTC+1
        let today = Array(repeating: Double?(30), count: 24)          // hotter today: never counted as tomorrow
        return PreviousRuns(times: (0..<48).map { start.addingTimeInterval(Double($0) * 3600) },
                            latest: today + latestTomorrow, dayEarlier: today + earlierTomorrow,
                            utcOffsetSeconds: 3600, fetchedAt: now)
    }

    @Test("Warmer now than forecast yesterday is a positive change, to a tenth; cooler negative; equal unchanged")
    func sign() throws {
        let warmer = try #require(ForecastChange(Self.runs(latestTomorrow: [8, 10.5] + Array(repeating: 5, count: 22),
                                                           earlierTomorrow: [9, 10.04] + Array(repeating: 5, count: 22)), now: Self.now))
        #expect(warmer.max == 10.5 && warmer.maxPrevious == 10.04)
        #expect(warmer.change == 0.5)
        #expect(warmer.direction == .warmer)
        let cooler = try #require(ForecastChange(Self.runs(latestTomorrow: Array(repeating: 7, count: 24),
                                                           earlierTomorrow: Array(repeating: 9.25, count: 24)), now: Self.now))
        #expect(cooler.change == -2.3)
        #expect(cooler.direction == .cooler)
        #expect(ForecastChange(date: cooler.date, max: 5.04, maxPrevious: 5).direction == .unchanged)
    }

    @Test("Tomorrow is the place's next local day; a run without an hour of it gives no change")
    func tomorrowOnly() throws {
        let change = try #require(ForecastChange(Self.runs(latestTomorrow: Array(repeating: 4, count: 24),
                                                           earlierTomorrow: Array(repeating: 3, count: 24)), now: Self.now))
        #expect(change.max == 4, "today's 30 degrees are not tomorrow's")
        #expect(change.date == CalendarDay(daysSinceEpoch: CalendarDay(Self.now, utcOffsetSeconds: 3600).daysSinceEpoch + 1))
        #expect(ForecastChange(Self.runs(latestTomorrow: Array(repeating: nil, count: 24), earlierTomorrow: Array(repeating: 3, count: 24)),
                               now: Self.now) == nil)
    }
}
