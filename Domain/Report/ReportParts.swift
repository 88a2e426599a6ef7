/// The side parts of a report (`ReportPart`), each with its own result: nil when not asked for; a
/// failure is a note in the report ("unavailable"), never the report's failure. A place in a list
/// whose weather failed keeps its parts: a warning in force still shows.
public struct ReportParts: Hashable, Sendable {
    /// The Sun and the Moon today at the place (`wf here`), computed, not fetched.
    public var sky: SkyReport?
    /// The air now, on the place's own scale or the one set.
    public var airQuality: Result<AirQualityUseCase.Result, WeatherError>?
    /// Rain in the next two hours (`wf here`, `wf at`), fetched beside the weather like the air.
    public var nowcast: Result<Sourced<Nowcast>, WeatherError>?
    /// Official alerts in force at the place, most severe first, or why they could not be had;
    /// nil when not asked for.
    public var alerts: Result<WeatherAlerts, WeatherError>?
    /// The place's 1991–2020 series from the archive (`ClimateSection`), or why it could not be had.
    public var climate: Result<Sourced<ClimateSeries>, WeatherError>?
    /// How sure the forecast is, from an ensemble (`ConfidenceSection`), or why it could not be had.
    public var confidence: Result<Sourced<Confidence>, WeatherError>?
    /// Tomorrow's high against yesterday's forecast of it (`ForecastChangeSection`).
    public var forecastChange: Result<Sourced<ForecastChange>, WeatherError>?

    public init(sky: SkyReport? = nil, airQuality: Result<AirQualityUseCase.Result, WeatherError>? = nil,
                nowcast: Result<Sourced<Nowcast>, WeatherError>? = nil, alerts: Result<WeatherAlerts, WeatherError>? = nil) {
        self.sky = sky
        self.airQuality = airQuality
        self.nowcast = nowcast
        self.alerts = alerts
    }
}

extension ReportParts {
    /// The parts not asked for because today's budget is spent (`WeatherError.budgetSpent`).
    public var skippedForBudget: Set<ReportPart> {
        func skipped<T>(_ result: Result<T, WeatherError>?) -> Bool {
            if case .failure(.budgetSpent)? = result { return true }
            return false
        }
        let parts: [(ReportPart, Bool)] = [
            (.airQuality, skipped(airQuality)), (.rainSoon, skipped(nowcast)), (.alerts, skipped(alerts)), (.climate, skipped(climate)),
            (.confidence, skipped(confidence)), (.forecastChange, skipped(forecastChange)),
        ]
        return Set(parts.filter(\.1).map(\.0))
    }
}
