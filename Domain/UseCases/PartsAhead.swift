/// The parts of a place's report that need only its coordinate (a search's likely highs and
/// forecast change), asked beside its forecast instead of after it. A search by name is then two
/// round trips (the name, then the forecast and its parts at once), not three. Nothing is asked
/// ahead when the forecast will answer from a valid copy: then the parts go with the copy.
public struct PartsAhead: Sendable {
    /// The place the forecast will be for, and its parts in flight.
    public struct Started: Sendable {
        public let place: Place
        public let parts: Task<ReportParts?, Never>
    }

    let forecasts: any ForecastRepository
    let places: any PlaceRepository
    let reports: PlaceReportUseCase

    public init(forecasts: any ForecastRepository, places: any PlaceRepository, reports: PlaceReportUseCase) {
        self.forecasts = forecasts
        self.places = places
        self.reports = reports
    }

    /// Starts the parts of `plan` for the place `text` names (`pick` of them), as the search will
    /// find it; nil when the place cannot be known first at no cost, or the forecast is kept.
    public func start(_ text: String, pick: Int?, plan: ReportPlan) async -> Started? {
        let isCoordinate = if case .coordinate? = try? LocationSetting(parsing: text) { true } else { false }
        // A plain name goes to a provider that forecasts by name as it is: found first, it would
        // cost a request of its own.
        guard isCoordinate || pick != nil || text.contains(",") || forecasts.looksUpNamesFirst,
              case .resolved(let place)? = try? await ResolvePlaceUseCase(places: places).execute(text, pick: pick)
        else { return nil }
        if plan.policy.usesValidCopy, await forecasts.hasValidCopy(for: place, days: plan.days, units: plan.units) { return nil }
        return Started(place: place, parts: Task { await reports.parts(for: [place], plan: plan).first })
    }
}
