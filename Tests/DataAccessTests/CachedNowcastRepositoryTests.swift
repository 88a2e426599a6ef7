@testable import DataAccess
import Domain
import Foundation
import Testing

/// Rain soon offline: the last copy stands in, from the step in progress on, until its window of
/// two hours is over, and not a moment longer.
@Suite("Cached rain soon offline")
struct CachedNowcastRepositoryTests {
    /// Answers once with eight steps from the clock's moment, then fails as a service out of reach would.
    final class OnceThenDown: NowcastSource, @unchecked Sendable {
        let name = "Stub"
        let cacheName = "Stub"
        let clock: TestClock
        private let lock = NSLock()
        private var calls = 0

        init(clock: TestClock) { self.clock = clock }

        var callCount: Int { lock.withLock { calls } }

        func nowcast(at coordinate: Coordinate) async throws(WeatherError) -> Nowcast {
            let first = lock.withLock { calls += 1; return calls == 1 }
            guard first else { throw .providerUnavailable(provider: name, reason: "cannot be reached (connection refused)") }
            let start = clock.now()
            return Nowcast(steps: (0..<Nowcast.stepCount).map { Nowcast.Step(time: start + Double($0) * 900, precipitation: $0 == 7 ? 0.5 : 0) },
                           fetchedAt: start)
        }
    }

    let temporary: TemporaryStore
    let store: SQLiteStore
    let clock = TestClock()
    let source: OnceThenDown
    let berlin = Coordinate(unchecked: 52.52, 13.41)

    init() throws {
        temporary = try TemporaryStore()
        store = try temporary.open()
        source = OnceThenDown(clock: clock)
    }

    var repository: CachedNowcastRepository {
        CachedNowcastRepository(source: source, store: store, now: { [clock] in clock.now() })
    }

    /// Fetches the window at the clock's moment, then moves the clock on by `minutes` from its start.
    func fetchedThenLater(minutes: Double) async throws -> Date {
        let start = clock.now()
        #expect(try await repository.nowcast(at: berlin, policy: .preferCache).source == .network)
        clock.advance(hours: minutes / 60)
        return start
    }

    @Test("In the window's last 15 minutes the copy is shown offline, its last step only", arguments: [105.0, 112.5, 119.99])
    func lastQuarterHour(minutes: Double) async throws {
        let start = try await fetchedThenLater(minutes: minutes)
        let offline = try await repository.nowcast(at: berlin, policy: .preferCache)
        guard case .offline = offline.source else {
            Issue.record("expected the copy offline, got \(offline.source)")
            return
        }
        #expect(offline.value.steps.map(\.time) == [start + 7 * 900])
        #expect(offline.value.outlook(from: clock.now()) == .rainThroughout)
        #expect(source.callCount == 2)
    }

    @Test("Once the window is over the copy is gone: the failure is the answer", arguments: [120.0, 121.0, 180.0])
    func afterTheWindow(minutes: Double) async throws {
        _ = try await fetchedThenLater(minutes: minutes)
        await #expect(throws: WeatherError.self) { try await repository.nowcast(at: berlin, policy: .preferCache) }
        #expect(source.callCount == 2)
    }
}
