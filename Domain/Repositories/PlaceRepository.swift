/// Place names to coordinates. Results are cached: places do not move.
public protocol PlaceRepository: Sendable {
    /// Best match first; empty when nothing matches.
    func places(matching query: SearchQuery) async throws -> [Place]
}
