/// Place names to coordinates. Results are cached: places do not move.
public protocol PlaceRepository: Sendable {
    /// Best match first; empty when nothing matches. `countryCode` (ISO 3166) narrows the search.
    func places(matching query: SearchQuery, countryCode: String?) async throws -> [Place]
}

extension PlaceRepository {
    public func places(matching query: SearchQuery) async throws -> [Place] {
        try await places(matching: query, countryCode: nil)
    }
}
