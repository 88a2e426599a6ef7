import Foundation
import Testing
@testable import Domain

/// Today against 1991–2020: the reference window, the normal, the anomaly, the percentile and
/// its words, as DESIGN.md §8 defines them.
@Suite("Climate: today against 1991-2020")
struct ClimateTests {
    /// A series over every needed day whose value on a day is `value(day)`.
    static func series(_ value: (CalendarDay) -> Double?) -> ClimateSeries {
        let range = ClimateSeries.needed
        let days = (range.lowerBound.daysSinceEpoch...range.upperBound.daysSinceEpoch).map { CalendarDay(daysSinceEpoch: $0) }
        return ClimateSeries(firstDay: range.lowerBound, maxima: days.map(value), fetchedAt: Date(timeIntervalSince1970: 0))
    }

    /// Each day's value encodes its date, so a window says which days it took.
    static let dated = series { Double($0.year * 10_000 + $0.month * 100 + $0.day) }

    /// The dated values of `days` of a month.
    static func days(_ year: Int, _ month: Int, _ days: ClosedRange<Int>) -> [Double] {
        days.map { Double(year * 10_000 + month * 100 + $0) }
    }

    @Test("The archive is asked for 25 Dec 1990 to 7 Jan 2021: every window of 1991-2020")
    func needed() {
        #expect(ClimateSeries.needed.lowerBound.description == "1990-12-25")
        #expect(ClimateSeries.needed.upperBound.description == "2021-01-07")
        #expect(ClimateSeries.windowDays == 15 && ClimateSeries.referenceName == "1991-2020")
    }

    @Test("R is the same calendar day ±7 days of each year 1991-2020: 30 × 15 values")
    func window() {
        let reference = Self.dated.reference(for: CalendarDay(year: 2026, month: 6, day: 15))
        #expect(reference.count == 450)
        #expect(reference.first == 1991_06_08 && reference.last == 2020_06_22)
        #expect(reference.contains(2005_06_15) && !reference.contains(2005_06_23) && !reference.contains(2021_06_15))
    }

    @Test("A window across New Year takes the days of the year before: 3 January is 27 December to 10 January")
    func acrossNewYear() {
        let reference = Self.dated.reference(for: CalendarDay(year: 2027, month: 1, day: 3))
        #expect(reference.count == 450)
        let first: [Double] = Self.days(1990, 12, 27...31) + Self.days(1991, 1, 1...10)
        #expect(Array(reference.prefix(15)) == first)
        #expect(reference.last == 2020_01_10)
        let lastDay = Self.dated.reference(for: CalendarDay(year: 2026, month: 12, day: 31))
        #expect(lastDay.last == 2021_01_07 && lastDay.count == 450)
    }

    @Test("29 February is 28 February in years without it; in leap years it is one of the 15 days like any other")
    func leapDay() {
        let leap = Self.dated.reference(for: CalendarDay(year: 2028, month: 2, day: 29))
        #expect(leap.count == 450)
        // 1991 has no 29 February: its window is around the 28th.
        let plain: [Double] = Self.days(1991, 2, 21...28) + Self.days(1991, 3, 1...7)
        #expect(Array(leap.prefix(15)) == plain)
        // 1992 has: its window is around the 29th, and has it.
        let leapYear: [Double] = Self.days(1992, 2, 22...29) + Self.days(1992, 3, 1...7)
        #expect(Array(leap.dropFirst(15).prefix(15)) == leapYear)
        let march = Self.dated.reference(for: CalendarDay(year: 2026, month: 3, day: 3))
        #expect(march.count == 450 && march.contains(1992_02_29))
    }

    @Test("Days the archive has no value for are left out of R")
    func gaps() {
        let series = Self.series { $0.year == 2000 ? nil : 10 }
        #expect(series.reference(for: CalendarDay(year: 2026, month: 6, day: 15)).count == 435)
    }

    @Test("normal = mean of R to 0.1°, anomaly = high − normal, percentile = ⌊100 × #{r < high} / |R|⌋")
    func definitions() throws {
        let reference = [10.0, 11.0, 12.0, 13.0, 14.04, 15.0, 16.0]
        let comparison = try #require(ClimateComparison(todayMax: 14.5, reference: reference, day: CalendarDay(year: 2026, month: 11, day: 27)))
        #expect(comparison.celsius.normalMax == 13.0)
        #expect(comparison.celsius.anomaly == 1.5)
        // 5 of 7 below 14.5: ⌊71.4⌋.
        #expect(comparison.percentile == 71 && comparison.words == .warmer)
        // Equal is not below: a high equal to every value is the 0th percentile.
        #expect(ClimateComparison(todayMax: 10, reference: [10, 10], day: comparison.day)?.percentile == 0)
        #expect(ClimateComparison(todayMax: 10, reference: [], day: comparison.day) == nil)
        let rounding = try #require(ClimateComparison(todayMax: 9, reference: [10.04, 10.06, 10.1], day: comparison.day))
        #expect(rounding.celsius.normalMax == 10.1 && rounding.celsius.anomaly == -1.1)
    }

    @Test("Words: ≥ 90 much warmer, ≥ 70 warmer, ≤ 10 much cooler, ≤ 30 cooler, else about usual")
    func words() {
        let expected: [(Int, ClimateComparison.Words)] = [
            (100, .muchWarmer), (90, .muchWarmer), (89, .warmer), (70, .warmer), (69, .aboutUsual), (31, .aboutUsual),
            (30, .cooler), (11, .cooler), (10, .muchCooler), (0, .muchCooler),
        ]
        for (percentile, words) in expected { #expect(ClimateComparison.Words(percentile: percentile) == words, "\(percentile)") }
    }

    @Test("In imperial units the normal is converted and the anomaly is the difference of the two as shown")
    func imperial() throws {
        let comparison = try #require(ClimateComparison(todayMax: 15, reference: [10, 11], day: CalendarDay(year: 2026, month: 1, day: 1)))
        let values = comparison.values(in: .imperial, todayMax: 59)
        #expect(values.normalMax == 50.9 && values.anomaly == 8.1 && values.todayMax == 59)
    }

    @Test("The report compares the forecast's high for the place's today, in °C whatever its units")
    func report() throws {
        let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41))
        // 23:30 UTC on 26 November is 27 November in Berlin (UTC+1).
        let moment = Date(timeIntervalSince1970: 1_795_735_800)
        let weather = CurrentWeather(placeName: "Berlin", country: "DE", coordinate: berlin.coordinate, condition: WeatherCondition(category: .clear, description: ""),
                                     temperature: 40, maximum: 99, utcOffsetSeconds: 3600, observedAt: moment, fetchedAt: moment,
                                     units: .imperial, provider: "Stub")
        var report = PlaceReport(place: berlin, current: Sourced(weather, source: .network))
        report.parts.climate = .success(Sourced(Self.series { $0.month == 11 && $0.day == 27 ? 0 : 10 }, source: .cache))
        #expect(report.climateDay == CalendarDay(year: 2026, month: 11, day: 27))
        // Without a forecast, the weather's own high for today: 99 °F is 37.2 °C, above every value.
        #expect(report.climate?.percentile == 100)
        #expect(report.climate?.celsius.normalMax == 9.3)
        report.parts.climate = .failure(.providerUnavailable(provider: "archive", reason: "down"))
        #expect(report.climate == nil)
    }
}
