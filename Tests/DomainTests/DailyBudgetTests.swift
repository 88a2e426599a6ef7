import Domain
import Testing

@Suite("Daily budget and the day's usage")
struct DailyBudgetTests {
    @Test("Past 80 % means more than four fifths, and the share is rounded down")
    func threshold() {
        let budget = DailyBudget.standard
        #expect(!budget.isNearlySpent(8_000))
        #expect(budget.isNearlySpent(8_000.5))
        #expect(budget.percentSpent(8_012) == 80)
        #expect(budget.percentSpent(10_999) == 109)
        #expect(DailyBudget(calls: 1).isNearlySpent(1))
    }

    @Test("Every known source is listed, zero where nothing was sent, then any other; Open-Meteo's APIs sum")
    func listing() {
        let usage = RequestUsage(day: CalendarDay(year: 2026, month: 11, day: 27), sources: [
            .init(source: "nws", requests: 2, weightedCalls: 2), .init(source: "open-meteo", requests: 3, weightedCalls: 8.4),
            .init(source: "open-meteo-air-quality", requests: 1, weightedCalls: 3), .init(source: "elsewhere", requests: 1, weightedCalls: 1),
            .init(source: "open-meteorite", requests: 5, weightedCalls: 5),
        ])
        let listed = usage.listing(["open-meteo", "open-meteo-geocoding", "nws"])
        #expect(listed.sources.map(\.source) == ["open-meteo", "open-meteo-geocoding", "nws", "open-meteo-air-quality", "elsewhere", "open-meteorite"])
        #expect(listed.sources.map(\.requests) == [3, 0, 2, 1, 1, 5])
        #expect(abs(listed.openMeteoWeightedCalls - 11.4) < 1e-9)
    }
}
