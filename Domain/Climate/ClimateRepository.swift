/// The 1991–2020 reference of a place (`ClimateSeries`), from its archive or the cache, where it is kept for good.
public protocol ClimateRepository: Sendable {
    func climate(for place: Place, policy: CachePolicy) async throws -> Sourced<ClimateSeries>
}
