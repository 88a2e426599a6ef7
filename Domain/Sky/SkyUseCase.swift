import Foundation

/// `wf sky`: the Sun and the Moon where the user asks, computed here with no weather request.
///
/// A coordinate needs no geocoder and no network: its clock is one wf already keeps for the spot
/// (`KnownClockRepository`), else its longitude's. A name is resolved as every command resolves
/// one (the cached geocoder); no place at all is the `location` setting.
public struct SkyUseCase: Sendable {
    /// Built only when a name or `auto` needs it.
    let resolveLocation: @Sendable () async throws -> ResolveLocationUseCase
    /// Asked only for a coordinate with no zone chosen; nil when nothing is kept to ask.
    let knownClocks: @Sendable () async -> (any KnownClockRepository)?
    let now: @Sendable () -> Date

    public init(resolveLocation: @escaping @Sendable () async throws -> ResolveLocationUseCase,
                knownClocks: @escaping @Sendable () async -> (any KnownClockRepository)? = { nil },
                now: @escaping @Sendable () -> Date) {
        self.resolveLocation = resolveLocation
        self.knownClocks = knownClocks
        self.now = now
    }

    public struct Result: Hashable, Sendable {
        public var sky: SkyReport
        /// Set when the place came from the IP address.
        public var locatedByIP: LocatedByIP?
    }

    /// The sky on `day` (today at the place when nil), on the clock of `zone` (an IANA name) when
    /// given, else the place's: for a bare coordinate, the one kept for its spot. Throws `locationNotSet` before anything else when there is no location.
    public func execute(_ location: LocationSetting?, on day: CalendarDay?, zone: String? = nil) async throws -> Result {
        let resolved: ResolveLocationUseCase.Resolved
        var known: PlaceClock?
        switch location {
        case nil:
            throw WeatherError.locationNotSet
        case .coordinate(let coordinate)?:
            resolved = .init(place: Place(name: coordinate.description, coordinate: coordinate))
            if zone == nil { known = await knownClocks()?.knownClock(at: coordinate) }
        case let location?:
            resolved = try await resolveLocation().execute(location)
        }
        let clock = known ?? SkyReport.Clock(for: resolved.place, providerOffsetSeconds: nil, chosen: zone)
        let sky = day.map { SkyReport(place: resolved.place, day: $0, clock: clock) }
            ?? SkyReport.today(at: resolved.place, clock: clock, now: now())
        return Result(sky: sky, locatedByIP: resolved.locatedByIP)
    }
}
