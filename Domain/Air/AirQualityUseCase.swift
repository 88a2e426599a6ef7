/// `wf air`: what is in the air at a place, a coordinate, or where the user is, on the scale the
/// user chose or the place's own (`AirQualityScale.default`).
public struct AirQualityUseCase: Sendable {
    public static let hourRange = 1...120
    public static let defaultHours = 24
    /// The most days the source is asked for (its `forecast_days` allows 7; its models reach about 5).
    public static let maximumDays = 7

    let airQuality: any AirQualityRepository
    let resolveLocation: ResolveLocationUseCase

    public init(airQuality: any AirQualityRepository, resolveLocation: ResolveLocationUseCase) {
        self.airQuality = airQuality
        self.resolveLocation = resolveLocation
    }

    public struct Result: Hashable, Sendable {
        public var airQuality: Sourced<AirQuality>
        /// The scale to show: the one asked for, else the place's own.
        public var scale: AirQualityScale
        /// Set when the place came from the user's IP address.
        public var locatedByIP: LocatedByIP?

        public init(airQuality: Sourced<AirQuality>, scale: AirQualityScale, locatedByIP: LocatedByIP? = nil) {
            self.airQuality = airQuality
            self.scale = scale
            self.locatedByIP = locatedByIP
        }
    }

    /// Throws `locationNotSet` before any request when there is no place and no location.
    public func execute(_ location: LocationSetting?, hours: Int, scale: AirQualityScale?, policy: CachePolicy) async throws -> Result {
        guard Self.hourRange.contains(hours) else {
            throw WeatherError.invalidInput("--hours must be a whole number from \(Self.hourRange.lowerBound) to \(Self.hourRange.upperBound)")
        }
        if case .place(let name)? = location { _ = try SearchQuery.validated(name) }
        let resolved = try await resolveLocation.execute(location)
        let answer = try await airQuality.airQuality(for: resolved.place, days: Self.days(covering: hours), policy: policy)
        let shown = scale ?? AirQualityScale.default(for: resolved.place, timeZone: answer.value.timeZone)
        return Result(airQuality: answer, scale: shown, locatedByIP: resolved.locatedByIP)
    }

    /// The air at a place already resolved (`wf here`'s line, beside the weather), on `scale` or the place's own.
    public func execute(for place: Place, hours: Int, scale: AirQualityScale?, policy: CachePolicy) async throws -> Result {
        let answer = try await airQuality.airQuality(for: place, days: Self.days(covering: hours), policy: policy)
        let shown = scale ?? AirQualityScale.default(for: place, timeZone: answer.value.timeZone)
        return Result(airQuality: answer, scale: shown)
    }

    /// The air now at many places already resolved, in one request (`wf fav list`), each on `scale`
    /// or its own.
    public func execute(for places: [Place], scale: AirQualityScale?, policy: CachePolicy) async -> [Swift.Result<Result, WeatherError>] {
        guard !places.isEmpty else { return [] }
        let answers = await airQuality.airQuality(for: places, days: 1, policy: policy)
        return zip(places, answers).map { place, answer in
            answer.map { Result(airQuality: $0, scale: scale ?? .default(for: place, timeZone: $0.value.timeZone)) }
        }
    }

    /// Enough days for `hours` from any time of today: the source counts days from local midnight.
    static func days(covering hours: Int) -> Int {
        min(hours / 24 + 2, maximumDays)
    }
}
