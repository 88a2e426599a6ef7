import Domain

extension SectionBuilder {
    /// Official alerts (`AlertsSection`), from the repository `wf alerts` shares.
    public static let alerts = SectionBuilder(sources: [.nwsAlerts, .metAlerts, .ecccAlerts, .brightskyAlerts, .meteoalarmAlerts, .wmoSwicAlerts]) { setup in
        AlertsSection(AlertsUseCase(alerts: setup.repositories.alerts, resolveLocation: setup.resolveLocation, now: setup.now))
    }
}
