@testable import CLI
import Domain
import Testing

@Suite("Exit statuses")
struct ExitCodeTests {
    @Test("Each kind of error has the exit status the README documents",
          arguments: [(WeatherError.Kind.usage, 64), (.notFound, 66), (.unavailable, 69), (.rejected, 69),
                      (.credentials, 77), (.configuration, 78), (.storage, 70), (.internal, 70)] as [(WeatherError.Kind, Int32)])
    func statuses(kind: WeatherError.Kind, status: Int32) {
        #expect(kind.exitCode.rawValue == status)
    }

    @Test("An error's exit status is its kind's")
    func derived() {
        #expect(WeatherError.requestRejected(provider: "P", reason: "x").exitCode == .unavailable)
        #expect(WeatherError.apiKeyMissing(provider: "P").exitCode == .noPermission)
        #expect(WeatherError.storage("x").exitCode == .software)
    }
}
