import Domain
import Foundation

/// Alerts per source and rounded coordinate, fresh for five minutes (`maxAge`): alerts are issued,
/// updated and cancelled at any time. Offline, the last copy. A place no source covers asks nothing.
struct CachedAlertsRepository: AlertsRepository {
    /// How long a copy answers without a request.
    static let maxAge: TimeInterval = WeatherAlerts.freshness

    /// By the coverage each answers for.
    let sources: [AlertCoverage: any AlertSource]
    let store: SQLiteStore
    let now: @Sendable () -> Date

    func alerts(for place: Place, policy: CachePolicy) async throws -> Sourced<WeatherAlerts> {
        let coverage = AlertCoverage.covering(place)
        guard let source = sources[coverage] else { return Sourced(.uncovered(place, at: now()), source: .network) }
        let resource = CachedResource<WeatherAlerts, WeatherAlerts>(kind: .alerts, store: store, source: source.name, now: now)
        let rules = CachedResource<WeatherAlerts, WeatherAlerts>.Rules.fresh(for: Self.maxAge)
        var answer = try await resource.answer(key: "\(source.cacheName)|\(place.coordinate.cacheKey)", policy: policy, rules: rules) {
            try await source.alerts(for: place)
        }
        // A copy is kept per coordinate, whoever asked: the answer carries the place as its caller named it.
        answer.value.place = place
        return answer
    }
}

extension CacheKind {
    static let alerts = CacheKind("alerts")
}

extension WeatherAlerts: FetchStamped {}
