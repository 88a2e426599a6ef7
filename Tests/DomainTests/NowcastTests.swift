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

/// Where the step in progress starts and where the window ends: each boundary is checked at the
/// moment itself and a second either side, so moving a comparison (`<` for `<=`, or the end a step
/// early or late) fails here.
@Suite("Nowcast: the step in progress and the end of the window")
struct NowcastBoundaryTests {
    static let nowcast = NowcastTests.nowcast([0, 0, 0.4, 0.4, 0, 0, 0, 0.3])
    static func time(_ step: Int) -> Date { NowcastTests.time(step) }
    /// The end of the window: the last step's 15 minutes are over.
    static let end = time(8)

    /// The times of the steps shown from `now`.
    static func shown(from now: Date) -> [Date] { nowcast.steps(from: now).map(\.time) }

    @Test("At a step's start that step is in progress; a second before, the one before it is", arguments: 1...7)
    func stepStart(step: Int) {
        #expect(Self.shown(from: Self.time(step)).first == Self.time(step))
        #expect(Self.shown(from: Self.time(step)).count == 8 - step)
        #expect(Self.shown(from: Self.time(step) - 1).first == Self.time(step - 1))
        #expect(Self.shown(from: Self.time(step) - 1).count == 9 - step)
        #expect(Self.shown(from: Self.time(step) + 1).first == Self.time(step))
    }

    @Test("Before the first step every step is shown; at its start too")
    func beforeTheWindow() {
        #expect(Self.shown(from: Self.time(0) - 600).count == 8)
        #expect(Self.shown(from: Self.time(0)).count == 8)
        #expect(Self.shown(from: Self.time(0) + 1).count == 8)
    }

    @Test("In the last quarter hour only the last step is shown; after the window still the last step")
    func lastQuarterHour() {
        #expect(Self.shown(from: Self.time(7)) == [Self.time(7)])
        #expect(Self.shown(from: Self.time(7) + 899) == [Self.time(7)])
        #expect(Self.shown(from: Self.end + 60) == [Self.time(7)])
    }

    @Test("The outlook starts with the step in progress: rain at its start is rain now")
    func outlookAtAStepStart() {
        #expect(Self.nowcast.outlook(from: Self.time(2)) == .stopping(stops: Self.time(4)))
        #expect(Self.nowcast.outlook(from: Self.time(2) - 1) == .rain(starts: Self.time(2), stops: Self.time(4)))
        #expect(Self.nowcast.outlook(from: Self.time(4)) == .rain(starts: Self.time(7), stops: nil))
    }

    @Test("A copy left offline: from the step in progress on, at each step's start", arguments: 0...7)
    func remainingAtAStepStart(step: Int) throws {
        let remaining = try #require(Self.nowcast.remaining(at: Self.time(step)))
        #expect(remaining.steps.map(\.time) == (step...7).map(Self.time))
        #expect(Self.nowcast.remaining(at: Self.time(step) - 1)?.steps.first?.time == Self.time(max(step - 1, 0)))
        #expect(remaining.fetchedAt == Self.nowcast.fetchedAt && remaining.source == Self.nowcast.source)
    }

    @Test("In the window's last quarter hour the copy is still shown, its last step only")
    func remainingInTheLastQuarterHour() throws {
        for now in [Self.time(7), Self.time(7) + 1, Self.time(7) + 450, Self.end - 1] {
            let remaining = try #require(Self.nowcast.remaining(at: now), "at \(now.timeIntervalSince(Self.time(0))) s")
            #expect(remaining.steps.map(\.time) == [Self.time(7)])
            #expect(remaining.outlook(from: now) == .rainThroughout)
        }
    }

    @Test("Once the window is over (at its end and after) nothing of the copy is left")
    func remainingAfterTheWindow() {
        #expect(Self.nowcast.remaining(at: Self.end) == nil)
        #expect(Self.nowcast.remaining(at: Self.end + 1) == nil)
        #expect(Self.nowcast.remaining(at: Self.end + 3600) == nil)
        #expect(NowcastTests.nowcast([]).remaining(at: Self.time(0)) == nil)
    }

    @Test("Before the window the whole copy is shown")
    func remainingBeforeTheWindow() {
        #expect(Self.nowcast.remaining(at: Self.time(0) - 600) == Self.nowcast)
    }
}
