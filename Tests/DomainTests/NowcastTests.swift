import Domain
import Foundation
import Testing

@Suite("Nowcast: when rain starts and stops in the next two hours")
struct NowcastTests {
    static let start = Date(timeIntervalSince1970: 1_764_000_000)

    /// Eight 15-minute steps with these amounts (mm).
    static func nowcast(_ amounts: [Double?]) -> Nowcast {
        Nowcast(steps: amounts.enumerated().map { Nowcast.Step(time: start.addingTimeInterval(Double($0.offset) * 900), precipitation: $0.element) },
                fetchedAt: start)
    }

    static func time(_ step: Int) -> Date { start.addingTimeInterval(Double(step) * 900) }

    @Test("No step reaches 0.1 mm: dry, no start, no stop")
    func dry() {
        let nowcast = Self.nowcast([0, 0.05, 0, 0, 0.09, 0, 0, 0])
        #expect(nowcast.outlook(from: Self.start) == .dry)
        #expect(nowcast.starts(from: Self.start) == nil && nowcast.stops(from: Self.start) == nil)
    }

    @Test("Steps without an amount are not dry ones: no steps, none known, or one unknown before any rain is unknown")
    func unknown() {
        for amounts: [Double?] in [[], Array(repeating: nil, count: 8), [0, 0.05, nil, 0, 0.09, 0, 0, 0], [nil, 0, 0, 0, 0, 0, 0, 0.5]] {
            let nowcast = Self.nowcast(amounts)
            #expect(nowcast.outlook(from: Self.start) == .unknown, "\(amounts)")
            #expect(nowcast.starts(from: Self.start) == nil && nowcast.stops(from: Self.start) == nil)
        }
        // Rain before the unknown steps starts; it is not said to last the window, nor to stop.
        #expect(Self.nowcast([0, 0.5, nil, nil, 0, 0, 0, 0]).outlook(from: Self.start) == .rain(starts: Self.time(1), stops: nil))
        #expect(Self.nowcast([0.5, 0.5, nil, 0, 0, 0, 0, 0]).outlook(from: Self.start) == .rain(starts: Self.start, stops: nil))
        #expect(Self.nowcast([0, 0.5, 0, nil, 0, 0, 0, 0]).outlook(from: Self.start) == .rain(starts: Self.time(1), stops: Self.time(2)))
    }

    @Test("Rain in every step: throughout, starting now and not stopping in the window")
    func throughout() {
        let nowcast = Self.nowcast(Array(repeating: 0.4, count: 8))
        #expect(nowcast.outlook(from: Self.start) == .rainThroughout)
        #expect(nowcast.starts(from: Self.start) == Self.start && nowcast.stops(from: Self.start) == nil)
    }

    @Test("Rain only in the last step starts there and does not stop in the window")
    func startsAtTheLastStep() {
        let nowcast = Self.nowcast([0, 0, 0, 0, 0, 0, 0, 0.3])
        #expect(nowcast.outlook(from: Self.start) == .rain(starts: Self.time(7), stops: nil))
    }

    @Test("Rain only in the first step stops at the second")
    func stopsAfterTheFirstStep() {
        let nowcast = Self.nowcast([0.2, 0, 0, 0, 0, 0, 0, 0])
        #expect(nowcast.outlook(from: Self.start) == .stopping(stops: Self.time(1)))
        #expect(nowcast.starts(from: Self.start) == Self.start && nowcast.stops(from: Self.start) == Self.time(1))
    }

    @Test("Rain starting and easing inside the window; exactly 0.1 mm counts as rain")
    func startsAndStops() {
        let nowcast = Self.nowcast([0, 0, 0.1, 0.8, 0.5, 0, 0, 0])
        #expect(nowcast.outlook(from: Self.start) == .rain(starts: Self.time(2), stops: Self.time(5)))
    }

    @Test("Steps already past are left out: from the step in progress on")
    func fromNow() {
        let nowcast = Self.nowcast([0.5, 0.5, 0, 0, 0, 0, 0, 0])
        #expect(nowcast.outlook(from: Self.time(2).addingTimeInterval(60)) == .dry)
        #expect(nowcast.steps(from: Self.time(1).addingTimeInterval(1)).count == 7)
    }
}
