import Domain

extension SectionBuilder {
    /// Tomorrow's high against yesterday's forecast of it (`ForecastChangeSection`); no command
    /// shares its source, so its repository is made here.
    public static let forecastChange = SectionBuilder(sources: [.openMeteoPreviousRuns]) { setup in
        setup.sources.map { built in
            let source = OpenMeteoPreviousRunsService(
                baseURL: built.value(SourceDescription.openMeteoPreviousRunsURL, of: .openMeteoPreviousRuns),
                network: built.network, now: built.now)
            return ForecastChangeSection(CachedPreviousRunsRepository(source: source, store: built.store, now: built.now), now: setup.now)
        }
    }
}
