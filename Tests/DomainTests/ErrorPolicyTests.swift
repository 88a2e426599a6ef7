import Domain
import Testing

@Suite("One error policy")
struct ErrorPolicyTests {
    static let everyError: [(WeatherError, WeatherError.Kind)] = [
        (.queryTooShort("lo"), .usage),
        (.invalidInput("latitude must be a number from -90 to 90"), .usage),
        (.placeNotFound("atlantis"), .notFound),
        (.providerUnavailable(provider: "P", reason: "cannot be reached (connection refused)"), .unavailable),
        (.rateLimited(provider: "P"), .unavailable),
        (.requestRejected(provider: "P", reason: "HTTP 400"), .rejected),
        (.apiKeyMissing(provider: "P"), .credentials),
        (.apiKeyRejected(provider: "P"), .credentials),
        (.locationNotSet, .configuration),
        (.storage("disk full"), .storage),
        (.cannotSave(folder: "/h", reason: "read-only file system"), .cannotSave),
        (.noSpace(folder: "/h"), .noSpace),
        (.untrustedState(path: "/h", problem: "any user can change it", fix: "chmod go-w /h"), .untrusted),
        (.unexpected("a bug"), .internal),
    ]

    @Test("Every error has one kind", arguments: everyError)
    func kinds(error: WeatherError, kind: WeatherError.Kind) {
        #expect(error.kind == kind)
    }

    @Test("Only a provider that may answer later lets a cached copy stand in")
    func offlineFallback() {
        #expect(WeatherError.Kind.allCases.filter(\.allowsOfflineFallback) == [.unavailable])
        #expect(WeatherError.rateLimited(provider: "P").allowsOfflineFallback)
        #expect(!WeatherError.apiKeyRejected(provider: "P").allowsOfflineFallback)
        #expect(!WeatherError.requestRejected(provider: "P", reason: "HTTP 400").allowsOfflineFallback)
    }

    @Test("A watch tries again after a provider's trouble or a bug, never after input, keys, configuration or a refusal")
    func retrying() {
        #expect(WeatherError.Kind.allCases.filter(\.isWorthRetrying) == [.unavailable, .internal])
        #expect(WeatherError.unexpected("x").isWorthRetrying)
        #expect(!WeatherError.locationNotSet.isWorthRetrying)
    }
}
