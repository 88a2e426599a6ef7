import Domain
import Foundation

/// The climate reference per rounded coordinate, kept for good: 1991–2020 does not change, so
/// even `--refresh` does not ask again (`wf cache clear` forgets it). An answer that cannot stand
/// for the reference is never kept: it holds the archive as a failure does, for every process.
struct CachedClimateRepository: ClimateRepository {
    let source: any ClimateSource
    let store: SQLiteStore
    let now: @Sendable () -> Date
    /// Where an unusable answer holds the archive; nil: it does not.
    var holds: SourceHolds? = nil
    /// The archive's name in the holds (its endpoint's source).
    static let heldSource = "open-meteo-archive"

    /// About 11,000 days as one column of whole tenths of a degree, 2 bytes each (the archive
    /// gives one decimal): a quarter of `PackedNumbers`' size, read on every `wf here`.
    struct Record: Codable {
        var firstDay: CalendarDay
        var maxima: PackedTenths
    }

    func climate(for place: Place, policy: CachePolicy) async throws -> Sourced<ClimateSeries> {
        let resource = CachedResource<ClimateSeries, Record>(
            kind: .climate, store: store, source: source.name, now: now,
            record: { Record(firstDay: $0.firstDay, maxima: PackedTenths($0.maxima)) },
            value: { record, fetchedAt in ClimateSeries(firstDay: record.firstDay, maxima: record.maxima.values, fetchedAt: fetchedAt) },
            fetchedAt: \.fetchedAt)
        let rules = CachedResource<ClimateSeries, Record>.Rules(
            isValid: { _, _, _ in true },
            usable: { [holds] answer, now in
                do {
                    return try answer.plausible()
                } catch {
                    holds?.holdFailing(Self.heldSource, now: now)
                    throw error
                }
            })
        let kept: CachePolicy = switch policy {
        case .refresh: .preferCache
        case .refreshWaiting(let limit): .preferCacheWaiting(atMost: limit)
        case .preferCache, .preferCacheWaiting, .cachedOnly: policy
        }
        do {
            return try await resource.answer(key: "\(source.cacheName)|\(place.coordinate.cacheKey)", policy: kept, rules: rules) {
                [source] in try await source.climate(at: place.coordinate)
            }
        } catch {
            throw WeatherError(error)
        }
    }
}

/// For callers that build the repositories themselves and have no climate source: it is unavailable.
public struct NoClimate: ClimateRepository {
    public init() {}

    public func climate(for place: Place, policy: CachePolicy) async throws -> Sourced<ClimateSeries> {
        throw WeatherError.providerUnavailable(provider: "the climate archive", reason: "none is set up", outage: .noAnswer)
    }
}

extension CacheKind {
    static let climate = CacheKind("climate")
}
