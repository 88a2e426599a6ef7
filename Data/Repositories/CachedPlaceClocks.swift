import Domain
import Foundation

/// A place's clock from the weather cached for its spot (`KnownClockRepository`): the zone of the
/// air quality or of the geocoded forecast kept there, else the newest offset of any weather kept
/// there, whatever the provider or units. Only the few fields it needs are decoded; nothing is
/// fetched, written or dropped.
public struct CachedPlaceClocks: KnownClockRepository {
    let store: SQLiteStore

    public init(store: SQLiteStore) {
        self.store = store
    }

    public func knownClock(at coordinate: Coordinate) async -> PlaceClock? {
        let spot = coordinate.cacheKey
        let kept = [(CacheKind.airQuality, "|\(spot)"), (.forecast, "|c:\(spot)"), (.currentWeather, "|\(spot)")]
            .flatMap { kind, suffix in
                ((try? store.cacheEntries(kind, keysEndingWith: suffix)) ?? []).compactMap { entry in
                    (try? PayloadCodec.decode(KeptClock.self, from: entry.payload)).map { ($0, entry.fetchedAt) }
                }
            }
            .sorted { $0.1 > $1.1 }
            .map(\.0)
        if let zone = kept.lazy.compactMap(\.timeZone).first(where: { TimeZone(identifier: $0) != nil }) {
            return .timeZone(zone)
        }
        return kept.lazy.compactMap(\.keptOffset).first.map(PlaceClock.provider)
    }
}

/// The clock fields of a cached air quality (`AirQualityRecord`), forecast (`ForecastRecord`) or
/// current weather payload; every other field is skipped.
private struct KeptClock: Decodable {
    struct Clock: Decodable {
        struct Zone: Decodable {
            var timeZone: String?
        }

        var timeZone: String?
        var utcOffsetSeconds: Int?
        var place: Zone?
    }

    var airQuality: Clock?
    var forecast: Clock?
    var utcOffsetSeconds: Int?

    var timeZone: String? { airQuality?.timeZone ?? forecast?.place?.timeZone }
    var keptOffset: Int? { airQuality?.utcOffsetSeconds ?? forecast?.utcOffsetSeconds ?? utcOffsetSeconds }
}
