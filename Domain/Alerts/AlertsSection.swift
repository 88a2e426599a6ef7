/// The official alerts in force at the place: a banner in text, a mark in lists, `%W`, JSON `alerts`.
public struct AlertsSection: ReportSection {
    let useCase: AlertsUseCase

    public init(_ useCase: AlertsUseCase) {
        self.useCase = useCase
    }

    public var part: ReportPart { .alerts }
    public var timing: ReportSectionTiming { .besideWeather }

    public func fill(for place: Place, weather report: PlaceReport?, plan: ReportPlan) async -> ReportFill {
        let result = await useCase.activeAlerts(at: place, policy: plan.policy)
        return ReportFill { $0.alerts = result }
    }

    public func unavailable(_ error: WeatherError) -> ReportFill {
        ReportFill { $0.alerts = .failure(error) }
    }
}

extension ReportPart {
    public static let alerts = ReportPart("alerts", sourceName: "the alerts source", field: "alerts", shownIn: ReportView.all)
}

extension ReportParts {
    public var alerts: Result<WeatherAlerts, WeatherError>? {
        get { self[.alerts] }
        set { self[.alerts] = newValue }
    }
}

extension PlaceReport {
    public var alerts: Result<WeatherAlerts, WeatherError>? {
        get { parts.alerts }
        set { parts.alerts = newValue }
    }
}
