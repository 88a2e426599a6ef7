import Domain

extension SectionBuilder {
    /// The likely highs (`ConfidenceSection`), from the ensemble `wf hourly` shares.
    public static let confidence = SectionBuilder(sources: [.openMeteoEnsemble]) { setup in
        setup.repositories.ensembles.map { ConfidenceSection($0, longestDays: SourceDescription.ensembleLongestDays) }
    }
}
