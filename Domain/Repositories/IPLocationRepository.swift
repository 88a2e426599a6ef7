/// The user's approximate place from their IP address. Asked only when the location is `auto`.
public protocol IPLocationRepository: Sendable {
    /// A copy younger than an hour answers without a request; `.refresh` asks anyway. When the
    /// service fails, the last copy is used, marked offline.
    func approximateLocation(policy: CachePolicy) async throws -> LocatedByIP
}
