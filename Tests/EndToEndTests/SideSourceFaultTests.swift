import Foundation
import Testing
import TestSupport

/// Side sections never cost the weather: with the weather's server healthy and the air-quality and
/// alert servers hostile (each on a server of its own, as they really are), every run shows the
/// weather, exits 0 and stays within 64 MiB. The time asserted is far above what wf takes (its
/// bound is timeout × attempts + 2 s: see `scripts/bench`), so that the test holds on a busy machine.
@Suite("Hostile side sources: the weather is always shown")
struct SideSourceFaultTests {
    static let faults: [(String, StubResponse)] = [
        ("gzip bomb", StubResponse(body: HostileServerTests.bomb, fault: .gzipped)),
        ("trickle", .fault(.trickle(every: .seconds(1), bytes: 600))),
        ("silence", .fault(.neverRespond)),
        ("endless", .fault(.endlessChunks)),
    ]

    @Test("Air quality and alerts hostile, the weather healthy: wf here shows the weather, exit 0, bounded memory",
          arguments: 0..<4)
    func hostileSides(fault: Int) throws {
        let (name, response) = Self.faults[fault]
        let scenario = try Scenario(.openMeteo)
        let air = try StubServer(), nws = try StubServer()
        air.respond(to: "/v1/air-quality", with: response)
        nws.respond(to: "/alerts/active", with: response)
        let run = try HostileServerTests().measured(
            scenario, ["here", "--location", "40.71,-74.01", "--refresh"],
            environment: ["WF_TIMEOUT": "3", "WF_RETRIES": "1", "WF_OPEN_METEO_AIR_QUALITY_URL": air.baseURL, "WF_NWS_URL": nws.baseURL])
        #expect(run.result.status == 0, "\(name): \(run.result.stderr)")
        #expect(run.result.stdout.contains("Temperature"), "\(name): the weather is shown\n\(run.result.stdout)")
        #expect(run.result.stdout.contains("Air"), "\(name): the air line says it is unavailable")
        #expect(run.result.stderr.contains("alerts not shown"), "\(name): \(run.result.stderr)")
        #expect(run.peakKiB > 0 && run.peakKiB <= HostileServerTests.memoryLimitKiB, "\(name): peak \(run.peakKiB) KiB")
        #expect(run.seconds >= 0 && run.seconds < 60, "\(name): \(run.seconds) s")
        // libcurl stops reading an endless body at wf's limit (8 MiB), not when the side part's
        // deadline comes: what each server wrote is that and what the sockets' buffers held.
        for server in [air, nws] {
            #expect(server.bytesSent < 32 << 20, "\(name): \(server.bytesSent) bytes read of one side's answer")
        }
    }
}
