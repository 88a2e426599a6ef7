import Domain

extension SectionBuilder {
    /// The air now (`AirQualitySection`), from the repository `wf air` shares.
    public static let airQuality = SectionBuilder(sources: [.openMeteoAirQuality]) { setup in
        AirQualitySection(AirQualityUseCase(airQuality: setup.repositories.airQuality, resolveLocation: setup.resolveLocation))
    }
}
