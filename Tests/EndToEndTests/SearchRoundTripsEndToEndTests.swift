import Foundation
import Testing
import TestSupport

/// A search by name is two round trips: the name, then the forecast with its likely highs and
/// forecast change at once. Tested by order, not by time: the forecast's answer waits until the
/// ensemble and the previous runs have been asked, which happens only if they were asked beside it.
@Suite("A search's round trips")
struct SearchRoundTripsEndToEndTests {
    final class Signal: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var waited: Bool?
        func signal() { semaphore.signal() }
        /// Waits for a signal; the bound only keeps a broken build from hanging the suite.
        func wait() { let got = semaphore.wait(timeout: .now() + 20) == .success; lock.withLock { waited = got } }
        var arrivedInTime: Bool? { lock.withLock { waited } }
    }

    @Test("The likely highs and the forecast change are asked while the forecast is still on its way", arguments: ["berlin", "52.52,13.41"])
    func besideTheForecast(query: String) throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        let ensembleAsked = Signal(), runsAsked = Signal()
        let ensemble = Recorded.datesMovedToToday(try Recorded.data("openmeteo_ensemble_berlin"))
        let runs = Recorded.datesMovedToToday(try Recorded.data("openmeteo_previous_runs_berlin"))
        scenario.sides.respond(to: "/v1/ensemble") { _ in ensembleAsked.signal(); return .json(ensemble) }
        scenario.sides.respond(to: PreviousRunsAnswer.path) { _ in runsAsked.signal(); return .json(runs) }
        scenario.server.respond(to: "/v1/forecast") { request in
            ensembleAsked.wait()
            runsAsked.wait()
            return OpenMeteoForecastAnswer.response(for: request)
        }
        let result = try scenario.wf.run(["search", query], timeout: 90)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(ensembleAsked.arrivedInTime == true, "the ensemble was asked only after the forecast came")
        #expect(runsAsked.arrivedInTime == true, "the previous runs were asked only after the forecast came")
        #expect(result.stdout.contains("the likely high"))
        #expect(result.stdout.contains("Tomorrow    high"))
        // Each once; the name once.
        #expect(scenario.sides.requests(to: "/v1/ensemble").count == 1)
        #expect(scenario.server.requests(to: "/v1/search").count == (query == "berlin" ? 1 : 0))
    }

    @Test("A search asked again while its forecast is kept asks nothing ahead, however old its parts")
    func nothingAheadWithACopy() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.serveForecastsFromToday()
        #expect(try scenario.run("search", "berlin").status == 0)
        try scenario.ageCache(byDays: 1.0 / 24 * 2, kind: "ensemble")
        scenario.sides.resetRequests()
        scenario.server.resetRequests()
        let again = try scenario.run("search", "berlin")
        #expect(again.status == 0)
        #expect(scenario.sides.requestCount == 0, "\(scenario.sides.requests.map(\.path))")
        #expect(scenario.server.requestCount == 0)
        #expect(again.stdout.contains("the likely high"))
    }
}
