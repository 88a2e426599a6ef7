import Domain

/// Every name matches the places it was given (none: no match).
public struct StubPlaces: PlaceRepository {
    public var results: [Place]
    public var onCall: @Sendable () -> Void

    public init(results: [Place], onCall: @escaping @Sendable () -> Void = {}) {
        self.results = results
        self.onCall = onCall
    }

    public func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place] {
        onCall()
        return results
    }
}
