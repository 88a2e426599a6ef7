import Domain

extension SectionBuilder {
    /// Today against 1991–2020 (`ClimateSection`).
    public static let climate = SectionBuilder(sources: [.openMeteoArchive]) { setup in ClimateSection(setup.repositories.climate) }
}
