/// `wf search`'s report: the forecast of the place a name or coordinate finds, with the parts a
/// forecast shows beside it (those shown in `ReportView.search`: the days' likely highs, tomorrow's
/// change) and, for text, the place's alerts for its heading.
///
/// The likely highs and the change need only the place: asked beside the forecast once the name is
/// found (`PartsAhead`), else after it. With a copy of the forecast they are the copies kept with it,
/// so a search asked again the same day asks nothing. A coordinate's alerts are asked beside the
/// forecast (it is its place); a name's once the forecast names the place.
public struct SearchReportUseCase: Sendable {
    let search: SearchForecastUseCase
    let reports: PlaceReportUseCase
    let partsAhead: PartsAhead?
    /// The report's settings (the side deadline, the air scale) for the parts.
    let plan: ReportPlan
    /// Whether the alerts are asked (the text's heading shows them; the JSON document has none).
    let alerts: Bool

    public init(search: SearchForecastUseCase, reports: PlaceReportUseCase, partsAhead: PartsAhead?, plan: ReportPlan, alerts: Bool) {
        self.search = search
        self.reports = reports
        self.partsAhead = partsAhead
        self.plan = plan
        self.alerts = alerts
    }

    public func execute(_ query: SearchQuery, days: Int, pick: Int?, units: Units, policy: CachePolicy) async throws -> SearchReport {
        var alertsPlan = plan
        alertsPlan.policy = policy
        alertsPlan.parts = alerts ? [.alerts] : []
        var withForecast = alertsPlan
        withForecast.parts = nil
        withForecast.view = .search
        withForecast.units = units
        withForecast.days = days
        let asAlerts = alertsPlan, ahead = withForecast
        let alertsBeside = (try? Coordinate(parsing: query.text)).map { coordinate in
            Task { await reports.parts(for: [Place(name: coordinate.description, coordinate: coordinate)], plan: asAlerts).first?.alerts }
        }
        let started = Task { await partsAhead?.start(query.text, pick: pick, plan: ahead) }
        let forecast: Sourced<Forecast>
        do {
            forecast = try await search.execute(query, days: days, pick: pick, units: units, policy: policy)
        } catch {
            alertsBeside?.cancel()
            await started.value?.parts.cancel()
            throw error
        }
        let place = forecast.value.place
        let inFlight = await started.value
        let asked = forecast.source == .network && inFlight?.place.coordinate == place.coordinate ? inFlight : nil
        if asked == nil { inFlight?.parts.cancel() }
        // With a copy of the forecast, the parts' copies kept with it, however old.
        if forecast.source != .network { withForecast.policy = .cachedOnly }
        let alongsidePlan = withForecast
        async let alongside = if let asked { await asked.parts.value ?? ReportParts() }
            else { await reports.parts(for: [place], plan: alongsidePlan).first ?? ReportParts() }
        async let alertsAfter = alerts && alertsBeside == nil ? reports.parts(for: [place], plan: asAlerts).first?.alerts : nil
        var parts = await alongside
        // A copy another command fetched (`wf here`) has no parts kept with it: they are asked for
        // now, unless offline, so that every command shows the report's likely highs.
        if forecast.source == .cache {
            var missing = withForecast
            missing.policy = .preferCache
            let failed = parts.failed
            missing.parts = failed
            if !failed.isEmpty, let again = await reports.parts(for: [place], plan: missing).first {
                parts.take(failed, from: again)
            }
        }
        parts.alerts = if let alertsBeside { await alertsBeside.value } else { await alertsAfter }
        return SearchReport(forecast: forecast, parts: parts)
    }
}

/// A search's forecast and the report's parts shown with it.
public struct SearchReport: Hashable, Sendable {
    public var forecast: Sourced<Forecast>
    public var parts: ReportParts

    public init(forecast: Sourced<Forecast>, parts: ReportParts = ReportParts()) {
        self.forecast = forecast
        self.parts = parts
    }
}
