/// `wf app`'s search field: the places a name fits, as the user types; the query remembered once a place is opened.
public struct SearchPlacesUseCase: Sendable {
    let resolvePlace: ResolvePlaceUseCase
    let recentQueries: any RecentQueriesRepository

    public init(places: any PlaceRepository, recentQueries: any RecentQueriesRepository) {
        resolvePlace = ResolvePlaceUseCase(places: places)
        self.recentQueries = recentQueries
    }

    /// Best match first; "Berlin, US" narrows as `wf search` does. A query the geocoder knows
    /// already is answered from the cache without a request.
    public func candidates(_ query: SearchQuery) async throws -> [Place] {
        try await resolvePlace.candidates(for: query.text)
    }

    /// Newest first, for the empty field.
    public func recent(limit: Int) async throws -> [SearchQuery] {
        try await recentQueries.recentQueries(limit: limit)
    }

    /// A query that led somewhere, for `wf recent` and the next empty field; a read-only disk costs nothing.
    public func remember(_ query: SearchQuery) async {
        try? await recentQueries.remember(query)
    }
}
