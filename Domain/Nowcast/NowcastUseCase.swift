/// Rain soon at a place: the next two hours in 15-minute steps, whatever the weather provider.
public struct NowcastUseCase: Sendable {
    let nowcasts: any NowcastRepository

    public init(nowcasts: any NowcastRepository) {
        self.nowcasts = nowcasts
    }

    public func execute(for place: Place, policy: CachePolicy = .preferCache) async throws -> Sourced<Nowcast> {
        try await nowcasts.nowcast(at: place.coordinate, policy: policy)
    }
}
