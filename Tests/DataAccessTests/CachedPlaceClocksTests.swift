@testable import DataAccess
import Domain
import Foundation
import Testing

/// `wf sky` at a bare lat,lon takes the clock of weather cached for the spot (issue 33).
@Suite("Clocks the cache keeps")
struct CachedPlaceClocksTests {
    static let lisbon = Coordinate(unchecked: 38.72, -9.14)

    static func forecast(offset: Int, zone: String? = nil) -> ForecastRecord {
        var forecast = ForecastRecordTests.forecast
        forecast.utcOffsetSeconds = offset
        forecast.place.timeZone = zone
        return ForecastRecord(forecast)
    }

    @Test("Nothing kept for the spot is no clock; a forecast kept there gives its provider's offset, whatever the units")
    func offset() async throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        let clocks = CachedPlaceClocks(store: store)
        #expect(await clocks.knownClock(at: Self.lisbon) == nil)
        store.cache(Self.forecast(offset: 3600), .forecast, key: "open-meteo|imperial|c:\(Self.lisbon.cacheKey)", fetchedAt: Date(timeIntervalSince1970: 100))
        store.cache(Self.forecast(offset: 7200), .forecast, key: "open-meteo|metric|c:1\(Self.lisbon.cacheKey)", fetchedAt: Date(timeIntervalSince1970: 200))
        #expect(await clocks.knownClock(at: Self.lisbon) == .provider(3600))
        store.cache(Self.forecast(offset: -3600), .forecast, key: "met-norway|metric|c:\(Self.lisbon.cacheKey)", fetchedAt: Date(timeIntervalSince1970: 300))
        #expect(await clocks.knownClock(at: Self.lisbon) == .provider(-3600))
    }

    @Test("A zone kept anywhere for the spot wins over a newer bare offset; an unreadable copy is skipped and kept")
    func zone() async throws {
        let temporary = try TemporaryStore()
        let store = try temporary.open()
        store.cache(Self.forecast(offset: 0, zone: "Europe/Lisbon"), .forecast, key: "open-meteo|metric|c:\(Self.lisbon.cacheKey)",
                    fetchedAt: Date(timeIntervalSince1970: 100))
        store.cache(["utcOffsetSeconds": 3600], .currentWeather, key: "open-meteo|metric|\(Self.lisbon.cacheKey)", fetchedAt: Date(timeIntervalSince1970: 200))
        try store.saveCacheEntry(.airQuality, key: "open-meteo-air|\(Self.lisbon.cacheKey)",
                                 CacheEntry(payload: Data("not json".utf8), fetchedAt: Date(timeIntervalSince1970: 300)))
        #expect(await CachedPlaceClocks(store: store).knownClock(at: Self.lisbon) == .timeZone("Europe/Lisbon"))
        #expect(try store.cacheEntry(.airQuality, key: "open-meteo-air|\(Self.lisbon.cacheKey)") != nil)
    }
}
