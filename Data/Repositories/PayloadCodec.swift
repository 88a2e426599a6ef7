import Domain
import Foundation

/// Cached payloads as compact JSON: the domain values themselves, except a forecast's hours, which
/// `ForecastRecord` packs into columns. A cache can be fetched again, so a payload that no longer
/// decodes is a miss, counted and dropped (see `SQLiteStore.cached` below).
enum PayloadCodec {
    static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return try encoder.encode(value)
    }

    /// What `encode` wrote, read back by `PayloadDecoder` (not `JSONDecoder`: see there why).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try PayloadDecoder.decode(T.self, from: data)
    }
}

extension SQLiteStore {
    /// The cached value and when it was fetched, or nil. A payload that no longer decodes (written
    /// by another version of wf) is a miss: it is counted for `wf cache info` and dropped. A store
    /// that cannot be read is a miss too; the store has already warned about it.
    func cached<T: Decodable>(_ type: T.Type, _ kind: CacheKind, key: String) -> (value: T, fetchedAt: Date)? {
        guard let entry = try? cacheEntry(kind, key: key) else { return nil }
        do {
            return (try PayloadCodec.decode(T.self, from: entry.payload), entry.fetchedAt)
        } catch {
            try? dropUnreadableCacheEntry(kind, key: key)
            return nil
        }
    }

    /// Keeps `value` as the cached copy; failing to is not the caller's problem (the store warns).
    func cache<T: Encodable>(_ value: T, _ kind: CacheKind, key: String, fetchedAt: Date) {
        guard let payload = try? PayloadCodec.encode(value) else { return }
        try? saveCacheEntry(kind, key: key, CacheEntry(payload: payload, fetchedAt: fetchedAt))
    }
}
