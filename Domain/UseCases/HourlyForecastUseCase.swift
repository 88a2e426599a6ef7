/// `wf hourly`: the forecast's hourly points for a place, a coordinate, or where the user is.
public struct HourlyForecastUseCase: Sendable {
    public static let hourRange = 1...168
    public static let defaultHours = 24

    let forecasts: any ForecastRepository
    let resolveLocation: ResolveLocationUseCase
    /// The one report of a place, whose confidence section gives the likely ranges beside the
    /// forecast (as for `wf search` and `wf here --json`); nil: none asked for.
    let reports: PlaceReportUseCase?

    public init(forecasts: any ForecastRepository, resolveLocation: ResolveLocationUseCase, reports: PlaceReportUseCase? = nil) {
        self.forecasts = forecasts
        self.resolveLocation = resolveLocation
        self.reports = reports
    }

    public struct Result: Hashable, Sendable {
        public var forecast: Sourced<Forecast>
        /// Set when the place came from the user's IP address.
        public var locatedByIP: LocatedByIP?
        /// How sure the hours are, or why it could not be had; nil when not asked for.
        public var confidence: Swift.Result<Confidence, WeatherError>?

        public init(forecast: Sourced<Forecast>, locatedByIP: LocatedByIP? = nil, confidence: Swift.Result<Confidence, WeatherError>? = nil) {
            self.forecast = forecast
            self.locatedByIP = locatedByIP
            self.confidence = confidence
        }
    }

    /// Throws `locationNotSet` before any request when there is no place and no location.
    public func execute(_ location: LocationSetting?, hours: Int, units: Units, policy: CachePolicy) async throws -> Result {
        guard Self.hourRange.contains(hours) else {
            throw WeatherError.invalidInput("--hours must be a whole number from 1 to 168")
        }
        let days = Self.days(covering: hours)
        // A name is searched as `wf search` does, so that both share one cached forecast: a plain
        // name as it is, one with its country or region ("Berlin, Wisconsin") as the place it finds.
        if case .place(let name)? = location, !name.contains(",") {
            // The place is known once the forecast has come: the ensemble is asked after it.
            let query = try SearchQuery.validated(name)
            let forecast = try await forecasts.forecast(for: query, days: days, units: units, policy: policy)
            return Result(forecast: forecast, confidence: await confidence(at: forecast.value.place, days: days, units: units, policy: policy))
        }
        let resolved = try await resolveLocation.execute(location)
        // The ensemble's own host, at the same time as the forecast; its failure is its own.
        async let confidence = confidence(at: resolved.place, days: days, units: units, policy: policy)
        let forecast = try await forecasts.forecast(for: resolved.place, days: days, units: units, policy: policy)
        return Result(forecast: forecast, locatedByIP: resolved.locatedByIP, confidence: await confidence)
    }

    /// The report's confidence part at `place`: the section every view of the likely ranges asks.
    private func confidence(at place: Place, days: Int, units: Units, policy: CachePolicy) async -> Swift.Result<Confidence, WeatherError>? {
        guard let reports else { return nil }
        var plan = ReportPlan(parts: [.confidence], policy: policy)
        plan.units = units
        plan.days = days
        return await reports.parts(for: [place], plan: plan).first?.confidence?.map(\.value)
    }

    /// Enough days for `hours` from any time of today, and never fewer than a search asks for,
    /// so that `wf hourly` and `wf search` share one cached copy. The provider gives what its
    /// horizon allows, and a copy that reaches the horizon covers any longer request.
    static func days(covering hours: Int) -> Int {
        max(Forecast.defaultDays, hours / 24 + 2)
    }
}
