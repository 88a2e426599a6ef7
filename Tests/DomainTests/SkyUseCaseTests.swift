import Domain
import Foundation
import TestSupport
import Testing

@Suite("wf sky: where, which day, which clocks")
struct SkyUseCaseTests {
    static let noon = Date(timeIntervalSince1970: 1_797_854_400) // 2026-12-21 12:00 UTC

    @Test("A coordinate needs no geocoder: the resolver is never built")
    func coordinateNeedsNothing() async throws {
        let useCase = SkyUseCase(resolveLocation: { throw unexpectedCall("resolveLocation") }, now: { Self.noon })
        let result = try await useCase.execute(.coordinate(Coordinate(unchecked: 59.91, 10.75)), on: nil)
        #expect(result.sky.day == CalendarDay(year: 2026, month: 12, day: 21))
        #expect(result.sky.clock == .longitude(3600))
        #expect(result.locatedByIP == nil)
    }

    @Test("A name goes through the geocoder once, and its time zone sets the clocks")
    func nameUsesGeocoderAndTimeZone() async throws {
        let calls = Counter()
        let berlin = Place(name: "Berlin", country: "DE", coordinate: Coordinate(unchecked: 52.52, 13.41), timeZone: "Europe/Berlin")
        let resolve = ResolveLocationUseCase(resolvePlace: ResolvePlaceUseCase(places: StubPlaces(results: [berlin]) { calls.increment() }),
                                             ipLocation: nil)
        let useCase = SkyUseCase(resolveLocation: { resolve }, now: { Self.noon })
        let result = try await useCase.execute(.place("berlin"), on: CalendarDay(year: 2026, month: 6, day: 21))
        #expect(calls.value == 1)
        #expect(result.sky.clock == .timeZone("Europe/Berlin"))
        #expect(result.sky.utcOffsetSeconds == 7200)
    }

    @Test("No location is the error that says how to set one")
    func noLocation() async {
        let useCase = SkyUseCase(resolveLocation: { throw unexpectedCall("resolveLocation") }, now: { Self.noon })
        await #expect(throws: WeatherError.locationNotSet) { try await useCase.execute(nil, on: nil) }
    }

    @Test("Today is the day at the place: just after midnight UTC it is still yesterday in Quito")
    func todayAtThePlace() async throws {
        let useCase = SkyUseCase(resolveLocation: { throw unexpectedCall("resolveLocation") }, now: { Date(timeIntervalSince1970: 1_797_811_200 + 60) })
        let quito = try await useCase.execute(.coordinate(Coordinate(unchecked: -0.18, -78.47)), on: nil)
        #expect(quito.sky.day == CalendarDay(year: 2026, month: 12, day: 20))
    }

    @Test("An unknown time zone falls back to the longitude; a provider's offset is used before the longitude")
    func clocks() {
        let odd = Place(name: "Nowhere", coordinate: Coordinate(unchecked: 10, -30), timeZone: "Mars/Olympus")
        #expect(SkyReport.Clock(for: odd) == .longitude(-2 * 3600))
        #expect(SkyReport.Clock(for: odd, providerOffsetSeconds: -3600) == .provider(-3600))
        let oslo = Place(name: "Oslo", coordinate: Coordinate(unchecked: 59.91, 10.75), timeZone: "Europe/Oslo")
        #expect(SkyReport.Clock(for: oslo, providerOffsetSeconds: 0) == .timeZone("Europe/Oslo"))
    }

    @Test("--date takes only a real day written YYYY-MM-DD",
          arguments: [("2026-12-21", true), ("2024-02-29", true), ("2026-02-29", false), ("2026-02-30", false), ("2026-13-01", false),
                      ("2026-00-10", false), ("2026-12-00", false), ("2026-1-5", false), ("2026-01-05T10:00", false),
                      (" 2026-01-05", false), ("20260105", false), ("2026/01/05", false), ("２０２６-01-05", false), ("", false)])
    func strictDates(text: String, valid: Bool) {
        #expect((CalendarDay(strictISO: text) != nil) == valid)
        if valid { #expect(CalendarDay(strictISO: text)?.description == text) }
    }
}

/// A count shared with a `@Sendable` closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
