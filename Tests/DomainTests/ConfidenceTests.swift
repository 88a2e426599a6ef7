import Domain
import Foundation
import Testing

/// The definitions of shared/DESIGN.md §8, "How sure, how unusual".
@Suite("Confidence")
struct ConfidenceTests {
    @Test("Nearest rank of 51 values: the 10th percentile is the 6th smallest, the 90th the 46th")
    func nearestRankOf51() {
        let values = (1...51).map(Double.init).shuffled()
        #expect(Confidence.nearestRank(10, of: values) == 6)
        #expect(Confidence.nearestRank(90, of: values) == 46)
        #expect(Confidence.LikelyRange(values) == Confidence.LikelyRange(low: 6, high: 46))
    }

    @Test("Nearest rank at the edges: one value, ten values, none")
    func nearestRankEdges() {
        #expect(Confidence.nearestRank(10, of: [7]) == 7 && Confidence.nearestRank(90, of: [7]) == 7)
        let ten = (1...10).map(Double.init)
        #expect(Confidence.nearestRank(10, of: ten) == 1 && Confidence.nearestRank(90, of: ten) == 9)
        #expect(Confidence.nearestRank(10, of: []) == nil)
    }

    @Test("Rain agreement: the share with at least 0.1 mm, in whole per cent, halves up")
    func rainAgreement() {
        let raining = Array(repeating: 0.1, count: 41) + Array(repeating: 0.09, count: 10)
        #expect(Confidence.rainAgreement(raining) == 80)  // 41/51 = 80.39 %
        #expect(Confidence.rainAgreement([0.1] + Array(repeating: 0, count: 7)) == 13)  // 12.5 %
        #expect(Confidence.rainAgreement([0.2, 0, 0]) == 33)
        #expect(Confidence.rainAgreement([]) == nil)
    }

    @Test("A day's likely high is over each value's own highest hour in the place's local day")
    func dailyHighInLocalDay() throws {
        // Two hours a day apart at UTC+2: 23:00 local on June 1st, 00:00 local on June 2nd.
        let offset = 7200
        let lateFirst = try #require(CalendarDay(iso: "2024-06-01")).start(utcOffsetSeconds: offset).addingTimeInterval(23 * 3600)
        let times = [lateFirst.addingTimeInterval(-3600), lateFirst, lateFirst.addingTimeInterval(3600)]
        // Ten values: value i is i + 1 at 22:00, i + 20 at 23:00, 100 + i just after midnight.
        let temperature: [[Double?]] = (0..<10).map { (index: Int) -> [Double?] in
            let value = Double(index)
            return [value + 1, value + 20, value + 100]
        }
        let ensemble = Ensemble(model: "m", fetchedAt: times[0], utcOffsetSeconds: offset, times: times,
                                temperature: temperature, precipitation: Array(repeating: [0, 0, 0], count: 10))
        let confidence = Confidence(ensemble)
        #expect(confidence.members == 10)
        #expect(confidence.days.map(\.date.description) == ["2024-06-01", "2024-06-02"])
        // June 1st's highs are 20…29 (23:00 local), not the 100s that fall on June 2nd.
        #expect(confidence.days[0].maxTemperature == Confidence.LikelyRange(low: 20, high: 28))
        #expect(confidence.days[1].maxTemperature == Confidence.LikelyRange(low: 100, high: 108))
        #expect(confidence.hours.map(\.rainAgreement) == [0, 0, 0])
    }

    @Test("An hour past the model's range (nulls) counts only the values given")
    func nullsLeftOut() {
        let time = Date(timeIntervalSince1970: 0)
        let ensemble = Ensemble(model: "m", fetchedAt: time, utcOffsetSeconds: 0, times: [time],
                                temperature: [[1], [nil], [3]], precipitation: [[0.5], [nil], [0]])
        let hour = Confidence(ensemble).hours[0]
        #expect(hour.temperature == Confidence.LikelyRange(low: 1, high: 3))
        #expect(hour.rainAgreement == 50 && hour.raining == 1 && hour.count == 2)
    }
}
