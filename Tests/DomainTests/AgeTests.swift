import Domain
import Foundation
import Testing

@Suite("One age: elapsed time in its largest whole unit; alerts past their freshness")
struct AgeTests {
    let fetched = Date(timeIntervalSince1970: 1_795_000_000)

    static let cases: [(Int, Age)] = [
        (3 * 3600 + 59, Age(count: 3, unit: .hours)), (13 * 3600, Age(count: 13, unit: .hours)),
        (50 * 3600, Age(count: 2, unit: .days)), (59 * 60 + 59, Age(count: 59, unit: .minutes)),
        (10, Age(count: 1, unit: .minutes)), (86_399, Age(count: 23, unit: .hours)), (86_400, Age(count: 1, unit: .days)),
    ]

    @Test("3 h is 3 hours, 13 h is 13 hours, 50 h is 2 days, 59 min is 59 minutes, a moment is 1 minute", arguments: cases)
    func largestWholeUnit(seconds: Int, age: Age) {
        #expect(Age(since: fetched, now: fetched + Double(seconds)) == age)
    }

    @Test("Elapsed, never calendar days: 3 hours across midnight is not '1 day'")
    func acrossMidnight() {
        let beforeMidnight = Date(timeIntervalSince1970: 1_795_046_400 - 3600) // 23:00 UTC
        #expect(Age(since: beforeMidnight, now: beforeMidnight + 3 * 3600) == Age(count: 3, unit: .hours))
    }

    @Test("Short forms for a status bar: 12m, 3h, 2d")
    func short() {
        #expect(Age(count: 12, unit: .minutes).short == "12m")
        #expect(Age(count: 3, unit: .hours).short == "3h")
        #expect(Age(count: 2, unit: .days).short == "2d")
    }

    @Test("One label for a copy: fresh, cached within validity, old with its age when offline")
    func copyLabels() {
        #expect(CopyAge(.network, fetchedAt: fetched, now: fetched + 60) == .fresh)
        #expect(CopyAge(.cache, fetchedAt: fetched, now: fetched + 60) == .cached)
        #expect(CopyAge(.offline(reason: "down"), fetchedAt: fetched, now: fetched + 13 * 3600) == .old(Age(count: 13, unit: .hours)))
    }

    @Test("Alerts are stale past 5 minutes, never where no source covers the place")
    func staleAlerts() {
        let place = Place(name: "Berlin", coordinate: Coordinate(unchecked: 39.79, -74.93))
        let answer = WeatherAlerts(place: place, coverage: .nws, source: "National Weather Service", fetchedAt: fetched, alerts: [])
        #expect(!answer.isStale(at: fetched + 299))
        #expect(answer.isStale(at: fetched + 301))
        #expect(answer.staleAge(at: fetched + 13 * 3600) == Age(count: 13, unit: .hours))
        #expect(!WeatherAlerts.uncovered(place, at: fetched).isStale(at: fetched + 86_400))
    }
}
